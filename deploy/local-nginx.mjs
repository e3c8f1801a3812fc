// deploy/nginx.conf run by a real nginx on loopback, as production runs it (HTTPS with HTTP/2,
// brotli, the plain-HTTP redirect), over an export: for the tests (tests/helpers/nginx.ts) and the
// Lighthouse benchmark. The certificate is made for each run and trusted by nobody else.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const deploy = path.dirname(fileURLToPath(import.meta.url))

export const hasNginx = () => spawnSync('nginx', ['-v']).status === 0

/** Where Debian's libnginx-mod-http-brotli-static installs the module deploy/nginx.conf needs. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** A free TCP port on loopback. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(address.port))
    })
  })

/** `text` with `from` replaced; throws when it is not there, so a changed deploy/nginx.conf cannot bind port 443 or read /etc/ssl. */
function rewrite(/** @type {string} */ text, /** @type {string} */ from, /** @type {string} */ to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}": update deploy/local-nginx.mjs`)
  return text.replaceAll(from, to)
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, in `dir`. */
function makeCertificate(/** @type {string} */ dir) {
  const cert = path.join(dir, 'fullchain.pem')
  const key = path.join(dir, 'privkey.pem')
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  )
  if (openssl.error || openssl.status !== 0) {
    throw new Error(`openssl could not make the test certificate (apt-get install openssl): ${openssl.error?.message ?? openssl.stderr}`)
  }
  return { cert, key }
}

/** Resolves once `url` answers (a redirect counts: the plain-HTTP server redirects); throws after ~5 s. */
async function waitForServer(/** @type {string} */ url) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} did not answer`)
}

/**
 * Chromium's flag that trusts the certificate of `startNginx` (its `ca`) as a real one, by its public
 * key: with the certificate's errors merely ignored, Chromium caches nothing from the host.
 */
export function trustCertificate(ca) {
  const spki = new X509Certificate(ca).publicKey.export({ type: 'spki', format: 'der' })
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`
}

/**
 * Starts nginx with deploy/nginx.conf (and security-headers.conf, and the build's csp.conf and
 * redirects.conf, or another `cspConf` and `redirectsConf`) over the export in `out`: HTTPS on one
 * free port with a certificate made for this run (`ca`, its PEM, is what clients must trust), the
 * plain-HTTP server that redirects to it on another.
 * @returns {Promise<{ base: string, httpBase: string, ca: string, stop: () => void }>}
 */
export async function startNginx(
  out = path.resolve('out'),
  { redirectsConf = path.join(deploy, 'redirects.conf'), cspConf = path.join(deploy, 'csp.conf') } = {},
) {
  if (!hasNginx()) throw new Error('nginx is not installed (apt-get install nginx-light); .ci/run installs it')
  if (!existsSync(BROTLI_MODULE)) {
    throw new Error(`nginx's brotli_static module is missing (${BROTLI_MODULE}): apt-get install libnginx-mod-http-brotli-static; .ci/run installs it`)
  }
  for (const file of [cspConf, redirectsConf]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (its postbuild step writes deploy/csp.conf and redirects.conf)`)
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  const { cert, key } = makeCertificate(dir)
  const httpPort = await freePort()
  let httpsPort = await freePort()
  while (httpsPort === httpPort) httpsPort = await freePort()
  let server = readFileSync(path.join(deploy, 'nginx.conf'), 'utf8')
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['root /srv/docs;', `root ${out};`],
    ['/etc/ssl/docs/fullchain.pem', cert],
    ['/etc/ssl/docs/privkey.pem', key],
  ]) server = rewrite(server, from, to)
  for (const file of ['security-headers.conf', 'asset-headers.conf']) copyFileSync(path.join(deploy, file), path.join(dir, file))
  copyFileSync(cspConf, path.join(dir, 'csp.conf'))
  copyFileSync(redirectsConf, path.join(dir, 'redirects.conf'))
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
load_module ${BROTLI_MODULE};
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${server}
}`,
  )
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  const httpBase = `http://127.0.0.1:${httpPort}`
  // nginx opens both ports before it answers on either.
  await waitForServer(httpBase)
  return { base: `https://127.0.0.1:${httpsPort}`, httpBase, ca: readFileSync(cert, 'utf8'), stop: () => nginx.kill('SIGQUIT') }
}
