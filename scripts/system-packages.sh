# shellcheck shell=bash
# The Debian packages that `npm test` needs beside npm's, the one list: scripts/test.sh stops without
# them, naming the missing ones; .ci/run installs them. `npm ci && npm run build` needs none (Node and
# git only). Each entry: what shows the package is installed (a command, or a file), then the package.
SYSTEM_PACKAGES=(
  "chromium chromium"                # the end-to-end tests' browser (never a downloaded one)
  "nginx nginx-light"                # deploy/nginx.conf, tested against a real nginx
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so libnginx-mod-http-brotli-static"
  "openssl openssl"                  # the nginx tests' certificate
  "shellcheck shellcheck"            # the content check's shell samples (the build skips them without it)
  "java default-jre-headless"        # the HTML checker (vnu-jar)
)

# Prints the packages of SYSTEM_PACKAGES that are not installed, one a line.
missing_system_packages() {
  local entry probe
  for entry in "${SYSTEM_PACKAGES[@]}"; do
    probe=${entry% *}
    if [[ $probe == /* ]]; then [ -e "$probe" ] || echo "${entry#* }"
    else command -v "$probe" >/dev/null 2>&1 || echo "${entry#* }"
    fi
  done
}
