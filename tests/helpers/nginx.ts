import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitForServer } from './wait-for-server'

export const hasNginx = () => spawnSync('nginx', ['-v']).status === 0

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * deploy/nginx.conf (with security-headers.conf and the build's csp.conf) served by a real nginx
 * on loopback over the export in `out`. Resolves with its base URL and a stop function.
 */
export async function startNginx(out = path.resolve('out')): Promise<{ base: string; stop: () => void }> {
  if (!hasNginx()) throw new Error('nginx is not installed (apt-get install nginx-light); .ci/run installs it')
  if (!existsSync('deploy/csp.conf')) throw new Error('deploy/csp.conf is missing: run `npm run build` (its postbuild step writes it)')
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  const port = await freePort()
  const server = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/docs;/, `root ${out};`)
  for (const file of ['security-headers.conf', 'csp.conf']) copyFileSync(path.join('deploy', file), path.join(dir, file))
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
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
  const base = `http://127.0.0.1:${port}`
  await waitForServer(base)
  return { base, stop: () => nginx.kill('SIGQUIT') }
}
