import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { connect, type TLSSocket } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, readCspConf } from '@/deploy/csp.mjs'
import { inlineScripts, sha256 } from '@/lib/export/script-hashes.mjs'
import { site } from '@/site.config.mjs'
import { decoded, get, getHttp2 } from '../helpers/http'
import { startNginx } from '../helpers/nginx'

// deploy/nginx.conf served by a real nginx on loopback, over the export in out/: HTTPS with a
// certificate made for the run (trusted through `ca`), and the plain-HTTP server beside it.
let base = ''
let httpBase = ''
let ca = ''
let stop = () => {}

beforeAll(async () => {
  ;({ base, httpBase, ca, stop } = await startNginx())
})

afterAll(() => stop())

const fetchRaw = (url: string, headers: Record<string, string> = {}) => get(base + url, { ca, headers })
const HSTS = 'max-age=63072000; includeSubDomains'

/** A stylesheet and a script of the page, as its HTML names them. */
function assetsOf(file: string) {
  const html = readFileSync(`out/${file}`, 'utf8')
  return { css: /\/_next\/static\/[^"']+\.css/.exec(html)![0], js: /\/_next\/static\/[^"']+\.js/.exec(html)![0] }
}

describe('deploy/nginx.conf', () => {
  it('serves pages with and without a trailing slash, with security headers', async () => {
    for (const url of ['/', '/docs', '/docs/', '/api/', '/en', '/en/', '/en/docs/client', '/blog/page/2/']) {
      const { status, headers } = await fetchRaw(url)
      expect(status, url).toBe(200)
      expect(headers['content-type'], url).toMatch(/text\/html/)
      expect(headers['strict-transport-security'], url).toBe(HSTS)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()')
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      const csp = String(headers['content-security-policy'] ?? '')
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) {
        expect(csp, url).toContain(directive)
      }
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    }
  })

  it("allows exactly the page's own inline scripts, by hash", async () => {
    for (const [url, file] of [['/', 'index.html'], ['/docs/client/', 'docs/client.html'], ['/en/blog', 'en/blog.html'], ['/en/nope', 'en/404.html']]) {
      const response = await fetchRaw(url)
      const html = decoded(response).toString()
      expect(html).toBe(readFileSync(`out/${file}`, 'utf8'))
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))![1].split(' ')
      const hashes = inlineScripts(html).map(sha256)
      expect(hashes.length, url).toBeGreaterThanOrEqual(3)
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), url).toEqual([...new Set(hashes)].sort())
    }
  })

  it('sends the default policy (no hashes) with assets, the same as the build wrote', async () => {
    const response = await fetchRaw('/favicon.svg')
    expect(response.headers['content-security-policy']).toBe(readCspConf().default)
    expect(readCspConf().default).toBe(contentSecurityPolicy({ analytics: site.analytics, search: site.search }))
  })

  it('answers unknown paths with the 404 page of their locale', async () => {
    const ru = await fetchRaw('/docs/nope')
    expect(ru.status).toBe(404)
    expect(decoded(ru).toString()).toContain('Страница не найдена')
    const en = await fetchRaw('/en/nope/deeper')
    expect(en.status).toBe(404)
    expect(decoded(en).toString()).toContain('Page not found')
  })

  it('caches hashed assets for a year, with the headers a file reads and not those only a page reads', async () => {
    const { js } = assetsOf('docs.html')
    const { status, headers } = await fetchRaw(js, { 'Accept-Encoding': 'gzip' })
    expect(status).toBe(200)
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toBe(HSTS)
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy']) expect(headers[name], name).toBeUndefined()
  })

  it('caches the search index\'s hashed chunks for a year, and revalidates its engine', async () => {
    const chunk = (dir: string) => `/pagefind/${dir}/${readdirSync(path.join('out/pagefind', dir)).find((file) => /^en_\w+\.pf_\w+$/.test(file))}`
    const meta = `/pagefind/${readdirSync('out/pagefind').find((file) => /^pagefind\.en_\w+\.pf_meta$/.test(file))}`
    for (const url of [chunk('index'), chunk('fragment'), chunk('filter'), meta]) {
      const { status, headers } = await fetchRaw(url)
      expect([url, status, headers['cache-control']]).toEqual([url, 200, 'public, max-age=31536000, immutable'])
      expect([url, headers['x-content-type-options'], headers['content-security-policy']]).toEqual([url, 'nosniff', undefined])
    }
    for (const url of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.en.pagefind', '/pagefind/vocabulary.en.json']) {
      const { status, headers } = await fetchRaw(url)
      expect([url, status, headers['cache-control']]).toEqual([url, 200, 'public, max-age=0, must-revalidate'])
    }
    expect((await fetchRaw('/pagefind/index/en_nope.pf_index')).status).toBe(404)
  })
})

describe('deploy/nginx.conf: HTTPS', () => {
  it('redirects plain HTTP to the same URL over HTTPS, path and query kept', async () => {
    for (const url of ['/', '/docs/client?tab=python&x=1', '/en/nope/deeper?q=a%20b', '/_next/static/chunks/x.js']) {
      const response = await get(httpBase + url, { headers: { Host: 'docs.example.com' } })
      expect(response.status, url).toBe(301)
      expect(response.headers.location, url).toBe(`https://docs.example.com${url}`)
    }
    const own = await get(`${httpBase}/en/docs/client?a=1`)
    expect(own.headers.location).toBe('https://127.0.0.1/en/docs/client?a=1')
  })

  it('sends HSTS with every HTTPS response: pages, 404s, hashed assets, other files', async () => {
    const { js, css } = assetsOf('en/docs/client.html')
    for (const url of ['/', '/en', '/en/docs/client', '/docs/nope', '/en/nope', js, css, '/_next/static/chunks/nope.js', '/favicon.svg']) {
      const { status, headers } = await fetchRaw(url, { 'Accept-Encoding': 'br' })
      expect(status, url).toBeOneOf([200, 404])
      expect(headers['strict-transport-security'], url).toBe(HSTS)
    }
  })

  it('speaks HTTP/2', async () => {
    const response = await getHttp2(base, '/en/docs/client', { ca, headers: { 'accept-encoding': 'br' } })
    expect(response.protocol).toBe('h2')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['strict-transport-security']).toBe(HSTS)
    expect(decoded(response).equals(readFileSync('out/en/docs/client.html'))).toBe(true)
  })

  it('speaks TLS 1.3, and TLS 1.2 to older clients', async () => {
    const version = (maxVersion: 'TLSv1.2' | 'TLSv1.3') =>
      new Promise<string | null>((resolve, reject) => {
        const { port } = new URL(base)
        const socket: TLSSocket = connect({ host: '127.0.0.1', port: Number(port), ca, maxVersion }, () => {
          resolve(socket.getProtocol())
          socket.end()
        })
        socket.on('error', reject)
      })
    expect(await version('TLSv1.3')).toBe('TLSv1.3')
    expect(await version('TLSv1.2')).toBe('TLSv1.2')
  })
})

describe('deploy/nginx.conf: precompressed files', () => {
  const { js, css } = assetsOf('en/docs/client.html')
  const files = [['/en/docs/client', 'out/en/docs/client.html'], [js, `out${js}`], [css, `out${css}`]]

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s for a page, a script and a stylesheet', async (accept, encoding) => {
    for (const [url, file] of files) {
      const response = await fetchRaw(url, { 'Accept-Encoding': accept })
      expect(response.status, url).toBe(200)
      expect(response.headers['content-encoding'], url).toBe(encoding)
      // A page also varies by Accept: its Markdown twin shares its URL (lib/markdown/export.mjs).
      expect(response.headers.vary, url).toBe(url.startsWith('/_next/') ? 'Accept-Encoding' : 'Accept-Encoding, Accept')
      expect(decoded(response).equals(readFileSync(file)), url).toBe(true)
    }
  })

  it('sends the 404 page brotli-compressed too', async () => {
    const response = await fetchRaw('/en/nope', { 'Accept-Encoding': 'gzip, br' })
    expect(response.status).toBe(404)
    expect(response.headers['content-encoding']).toBe('br')
    expect(decoded(response).equals(readFileSync('out/en/404.html'))).toBe(true)
  })
})
