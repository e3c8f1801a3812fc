import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForServer } from '../helpers/wait-for-server'

// deploy/nginx.conf served by a real nginx on loopback, over the export in out/.
const hasNginx = spawnSync('nginx', ['-v']).status === 0
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

let nginx: ChildProcess
let base = ''

beforeAll(async () => {
  if (!hasNginx) throw new Error('nginx is not installed (apt-get install nginx-light); .ci/run installs it')
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  const port = await freePort()
  const server = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/docs;/, `root ${path.resolve('out')};`)
  copyFileSync('deploy/security-headers.conf', path.join(dir, 'security-headers.conf'))
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
  nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  base = `http://127.0.0.1:${port}`
  await waitForServer(base)
})

afterAll(() => {
  nginx?.kill('SIGQUIT')
})

describe('deploy/nginx.conf', () => {
  it('serves pages with and without a trailing slash, with security headers', async () => {
    for (const url of ['/', '/docs', '/docs/', '/api/', '/en', '/en/', '/en/docs/client', '/blog/page/2/']) {
      const response = await fetch(base + url, { redirect: 'manual' })
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toMatch(/text\/html/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    }
  })

  it('answers unknown paths with the 404 page of their locale', async () => {
    const ru = await fetch(`${base}/docs/nope`)
    expect(ru.status).toBe(404)
    expect(await ru.text()).toContain('Страница не найдена')
    const en = await fetch(`${base}/en/nope/deeper`)
    expect(en.status).toBe(404)
    expect(await en.text()).toContain('Page not found')
  })

  it('caches hashed assets for a year and serves precompressed files', async () => {
    const html = await (await fetch(`${base}/docs`)).text()
    const asset = /\/_next\/static\/[^"']+\.js/.exec(html)![0]
    const response = await fetch(base + asset, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
