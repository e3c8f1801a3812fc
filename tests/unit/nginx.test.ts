import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScripts, readCspConf, sha256 } from '@/deploy/csp.mjs'
import { site } from '@/site.config.mjs'
import { startNginx } from '../helpers/nginx'

// deploy/nginx.conf served by a real nginx on loopback, over the export in out/.
let base = ''
let stop = () => {}

beforeAll(async () => {
  ;({ base, stop } = await startNginx())
})

afterAll(() => stop())

describe('deploy/nginx.conf', () => {
  it('serves pages with and without a trailing slash, with security headers', async () => {
    for (const url of ['/', '/docs', '/docs/', '/api/', '/en', '/en/', '/en/docs/client', '/blog/page/2/']) {
      const response = await fetch(base + url, { redirect: 'manual' })
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toMatch(/text\/html/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      const csp = response.headers.get('content-security-policy') ?? ''
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) {
        expect(csp, url).toContain(directive)
      }
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    }
  })

  it("allows exactly the page's own inline scripts, by hash", async () => {
    for (const [url, file] of [['/', 'index.html'], ['/docs/client/', 'docs/client.html'], ['/en/blog', 'en/blog.html'], ['/en/nope', 'en/404.html']]) {
      const response = await fetch(base + url)
      const html = await response.text()
      expect(html).toBe(readFileSync(`out/${file}`, 'utf8'))
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1].split(' ')
      const hashes = inlineScripts(html).map(sha256)
      expect(hashes.length, url).toBeGreaterThanOrEqual(3)
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), url).toEqual([...new Set(hashes)].sort())
    }
  })

  it('sends the default policy (no hashes) with assets, the same as the build wrote', async () => {
    const response = await fetch(`${base}/favicon.svg`)
    expect(response.headers.get('content-security-policy')).toBe(readCspConf().default)
    expect(readCspConf().default).toBe(contentSecurityPolicy({ analytics: site.analytics, search: site.search }))
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
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })
})
