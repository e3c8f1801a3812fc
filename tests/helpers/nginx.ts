import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitForServer } from './wait-for-server'

export const hasNginx = () => spawnSync('nginx', ['-v']).status === 0

/** Where Debian's libnginx-mod-http-brotli-static installs the module deploy/nginx.conf needs. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** `text` with `from` replaced; throws when it is not there, so a changed deploy/nginx.conf cannot bind port 443 or read /etc/ssl. */
function rewrite(text: string, from: string, to: string) {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}": update tests/helpers/nginx.ts`)
  return text.replaceAll(from, to)
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, in `dir`. */
function makeCertificate(dir: string) {
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

/**
 * deploy/nginx.conf (with security-headers.conf and the build's csp.conf) served by a real nginx
 * on loopback over the export in `out`: HTTPS with a certificate made for this run (`ca`, its PEM,
 * is what clients must trust) and the plain-HTTP server that redirects to it, each on a free port.
 */
export async function startNginx(out = path.resolve('out')): Promise<{ base: string; httpBase: string; ca: string; stop: () => void }> {
  if (!hasNginx()) throw new Error('nginx is not installed (apt-get install nginx-light); .ci/run installs it')
  if (!existsSync(BROTLI_MODULE)) {
    throw new Error(`nginx's brotli_static module is missing (${BROTLI_MODULE}): apt-get install libnginx-mod-http-brotli-static; .ci/run installs it`)
  }
  if (!existsSync('deploy/csp.conf')) throw new Error('deploy/csp.conf is missing: run `npm run build` (its postbuild step writes it)')
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  const { cert, key } = makeCertificate(dir)
  const httpPort = await freePort()
  let httpsPort = await freePort()
  while (httpsPort === httpPort) httpsPort = await freePort()
  let server = readFileSync('deploy/nginx.conf', 'utf8')
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['root /srv/docs;', `root ${out};`],
    ['/etc/ssl/docs/fullchain.pem', cert],
    ['/etc/ssl/docs/privkey.pem', key],
  ]) server = rewrite(server, from, to)
  for (const file of ['security-headers.conf', 'csp.conf']) copyFileSync(path.join('deploy', file), path.join(dir, file))
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
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  const httpBase = `http://127.0.0.1:${httpPort}`
  // nginx opens both ports before it answers on either.
  await waitForServer(httpBase)
  return { base: `https://127.0.0.1:${httpsPort}`, httpBase, ca: readFileSync(cert, 'utf8'), stop: () => nginx.kill('SIGQUIT') }
}
