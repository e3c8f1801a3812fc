import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportedPages } from '@/lib/export/pages.mjs'
import { contentSecurityPolicy, readCspConf } from '@/deploy/csp.mjs'
import { inlineScripts, sha256 } from '@/lib/export/script-hashes.mjs'
import { joinPayloadScripts } from '@/lib/seams/next-markup.mjs'

const out = path.resolve('out')
const files = readdirSync(out, { recursive: true }).map(String).filter((file) => statSync(path.join(out, file)).isFile())
const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1] ?? ''

describe('the Content-Security-Policy (deploy/csp.mjs)', () => {
  it('allows no third-party host and no inline script without a hash when nothing optional is configured', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] })
    expect(directive(policy, 'script-src')).toBe("'self' 'wasm-unsafe-eval' 'sha256-abc'")
    expect(policy).not.toMatch(/https:|'unsafe-eval'|script-src[^;]*'unsafe-inline'/)
    expect(directive(policy, 'style-src')).toBe("'self' 'unsafe-inline'")
    expect(directive(policy, 'frame-ancestors')).toBe("'self'")
    expect(directive(policy, 'object-src')).toBe("'none'")
    expect(directive(policy, 'frame-src')).toBe("'none'")
  })

  it('adds the analytics and Algolia hosts only when their ids are set', () => {
    const metrika = contentSecurityPolicy({ analytics: { metrikaId: '12345678' } })
    expect(directive(metrika, 'script-src')).toContain('https://mc.yandex.ru')
    expect(directive(metrika, 'connect-src')).toContain('https://mc.yandex.ru')
    expect(metrika).not.toContain('googletagmanager')
    const gtm = contentSecurityPolicy({ analytics: { gtmId: 'GTM-ABC123' } })
    expect(directive(gtm, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(gtm).not.toContain('yandex')
    const algolia = contentSecurityPolicy({ search: { algoliaAppId: 'APP', algoliaApiKey: 'search-only' } })
    expect(directive(algolia, 'connect-src')).toBe("'self' https://*.algolia.net https://*.algolianet.com")
    expect(contentSecurityPolicy({ search: { algoliaAppId: 'APP' } })).not.toContain('algolia')
    expect(() => contentSecurityPolicy({ analytics: { gtmId: 'nope' } })).toThrow(/GTM/)
  })

  it('joins a run of RSC payload scripts into one and leaves other scripts alone', () => {
    const html =
      '<head><script id="a">one()</script></head><body><p>x</p>' +
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a:b\\n"])</script>' +
      '<script>self.__next_f.push([1,"c)d"])</script></body>'
    const joined = joinPayloadScripts(html)
    expect(inlineScripts(joined)).toEqual(['one()', '(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"a:b\\n"]);\nself.__next_f.push([1,"c)d"])'])
    expect(joinPayloadScripts(joined)).toBe(joined)
  })

  it("covers every exported page, with the hashes of that page's inline scripts", () => {
    const { byUri } = readCspConf()
    const pages = exportedPages(out)
    expect(pages.length).toBeGreaterThan(180)
    for (const file of pages) {
      const policy = byUri.get(`/${file}`)
      expect(policy, file).toBeDefined()
      const html = readFileSync(path.join(out, file), 'utf8')
      for (const hash of inlineScripts(html).map(sha256)) expect(directive(policy!, 'script-src'), file).toContain(hash)
      // The payload scripts were joined: a page has a handful of inline scripts, not dozens (prefetch
      // policy, early input, code language, colour mode, announcement bar, the joined payload, Turbopack's
      // runtime bootstrap, the loader).
      expect(inlineScripts(html).length, file).toBeLessThanOrEqual(8)
    }
    expect(byUri.get('//index.html')).toBe(byUri.get('/index.html'))
  })
})

describe('the export carries no source maps or secrets', () => {
  const text = files.filter((file) => /\.(html|js|css|txt|json|xml|svg|webmanifest)$/.test(file))

  it('has no source maps and no sourceMappingURL comments', () => {
    expect(files.filter((file) => /\.map(\.gz|\.br)?$/.test(file))).toEqual([])
    expect(text.filter((file) => /[#@] sourceMappingURL=/.test(readFileSync(path.join(out, file), 'utf8')))).toEqual([])
  })

  it('has no private keys, credentials or values of secret environment variables', () => {
    // Variables whose values must never reach a browser. The Algolia key is search-only and public by design.
    const secretNames = Object.keys(process.env).filter(
      (name) => /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|_KEY$|API_KEY/.test(name) && name !== 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY',
    )
    const secretValues = secretNames.map((name) => process.env[name]!).filter((value) => value.length >= 8)
    const patterns = [
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
      /\b(?:ghp|gho|ghu|ghs|github_pat)_[A-Za-z0-9_]{20,}/, // GitHub tokens
      /\bxox[abpr]-[A-Za-z0-9-]{10,}/, // Slack tokens
      /\b(?:[A-Z0-9_]*(?:SECRET|PRIVATE)[A-Z0-9_]*)\s*[:=]\s*["'][^"']{6,}["']/, // SECRET_X = "…"
    ]
    const found: string[] = []
    for (const file of text) {
      const content = readFileSync(path.join(out, file), 'utf8')
      for (const pattern of patterns) if (pattern.test(content)) found.push(`${file}: ${pattern}`)
      for (const value of secretValues) if (content.includes(value)) found.push(`${file}: the value of a secret environment variable`)
    }
    expect(found).toEqual([])
  })
})
