import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportedPages } from '@/lib/export/pages.mjs'
import { appRoutesOf } from '@/lib/content/app-routes.mjs'
import { pagesOf } from '@/lib/content/manifest.mjs'
import { documentedExtras, locales, localizeRoute, specRoutes } from '@/tests/fixtures/spec-routes.mjs'

// Checks of the static export in out/ (run after `npm run build`).
const out = path.resolve('out')
const htmlFiles = exportedPages(out)

/** out/docs/client.html → /docs/client; out/index.html → /; out/en.html → /en */
const routeOfHtml = (file: string) => {
  const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`
  return route.length > 1 ? route.replace(/\/$/, '') : '/'
}
const exported = new Set(htmlFiles.map(routeOfHtml))

describe('the export matches the route manifest', () => {
  it('has every route of the spec in both locales', () => {
    const missing = locales.flatMap((locale) => specRoutes.map((route) => localizeRoute(locale, route))).filter((route) => !exported.has(route))
    expect(missing).toEqual([])
    expect(specRoutes.length).toBe(2 + 27 + 21 + 29)
  })

  // A writer's new page, post or list page is a route of the content, not a surprise: the export is
  // the spec's routes, the content's pages and the app's routes derived from them, and the documented extras.
  it('has nothing unexpected beyond the content and the documented extras', () => {
    const fromContent = (locale: 'ru' | 'en') => {
      const { listed, unlisted } = appRoutesOf(pagesOf(locale))
      return [...specRoutes, ...pagesOf(locale).map((page) => page.route), ...listed, ...unlisted]
    }
    const expected = new Set(locales.flatMap((locale) => fromContent(locale).map((route) => localizeRoute(locale, route))))
    const unexpected = [...exported].filter((route) => {
      if (expected.has(route) || route === '/_not-found') return false
      const bare = route.replace(/^\/en(?=\/|$)/, '') || '/'
      return !documentedExtras.some((re) => re.test(bare))
    })
    expect(unexpected).toEqual([])
  })

  it('has a 404 page per locale', () => {
    expect(readFileSync(path.join(out, '404.html'), 'utf8')).toContain('Страница не найдена')
    expect(readFileSync(path.join(out, 'en/404.html'), 'utf8')).toContain('Page not found')
  })
})

describe('every exported page', () => {
  const pages = htmlFiles.map((file) => ({ file, html: readFileSync(path.join(out, file), 'utf8') }))

  it('loads no analytics when no id is set', () => {
    const withAnalytics = pages.filter(({ html }) => /mc\.yandex\.ru|googletagmanager\.com/.test(html)).map(({ file }) => file)
    expect(withAnalytics).toEqual([])
  })

  it('has a title of the form "{page} | {site title}" or the site title, and the right html lang', () => {
    for (const { file, html } of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      const english = file === 'en.html' || file.startsWith('en/')
      expect(title, file).toMatch(english ? /Orbita ML platform documentation/ : /Документация платформы Orbita ML/)
      expect(html, file).toContain(`<html lang="${english ? 'en' : 'ru'}"`)
    }
  })

  it('carries no placeholder text, unsubstituted variables or source maps', () => {
    for (const { file, html } of pages) {
      const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')
      expect(text, file).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b/i)
      expect(text, file).not.toMatch(/%[a-z][a-z0-9_]*(\.[a-z0-9_]+)*%/)
    }
    expect(readdirSync(out, { recursive: true }).map(String).filter((file) => file.endsWith('.map'))).toEqual([])
  })

  it('precompresses text assets for nginx', () => {
    expect(existsSync(path.join(out, 'index.html.gz'))).toBe(true)
    expect(existsSync(path.join(out, 'index.html.br'))).toBe(true)
  })
})

describe('head and SEO', () => {
  const html = (file: string) => readFileSync(path.join(out, file), 'utf8')

  it('gives each page a canonical URL, hreflang alternates, Open Graph and DocSearch facets', () => {
    const page = html('en/docs/administer/diagnostics.html')
    expect(page).toContain('<link rel="canonical" href="https://docs.ml.orbita.example/en/docs/administer/diagnostics"/>')
    expect(page).toContain('<link rel="alternate" hrefLang="ru" href="https://docs.ml.orbita.example/docs/administer/diagnostics"/>')
    expect(page).toContain('<link rel="alternate" hrefLang="en" href="https://docs.ml.orbita.example/en/docs/administer/diagnostics"/>')
    expect(page).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    expect(page).toContain('<meta name="docsearch:language" content="en"/>')
    expect(page).toContain('<meta name="docsearch:docs_tag" content="docs-current"/>')
    expect(html('api/grpc.html')).toContain('<meta name="docsearch:docs_tag" content="api-current"/>')
    expect(html('blog.html')).toContain('<meta name="docsearch:docs_tag" content="default"/>')
  })

  it('has a sitemap with both locales and a robots.txt pointing to it', () => {
    const sitemap = html('sitemap.xml')
    const entries = sitemap.split('<url>').slice(1)
    const entry = (loc: string) => entries.find((e) => e.includes(`<loc>https://docs.ml.orbita.example${loc}</loc>`))
    // Each language version is an entry of its own, with every alternate and x-default (Russian).
    for (const loc of ['/docs/client', '/en/docs/client']) {
      expect(entry(loc), loc).toContain('hreflang="ru" href="https://docs.ml.orbita.example/docs/client"')
      expect(entry(loc), loc).toContain('hreflang="en" href="https://docs.ml.orbita.example/en/docs/client"')
      expect(entry(loc), loc).toContain('hreflang="x-default" href="https://docs.ml.orbita.example/docs/client"')
    }
    expect(entry('/en/blog')).toBeDefined()
    expect(entries.length).toBeGreaterThanOrEqual(2 * 78)
    expect(html('robots.txt')).toContain('Sitemap: https://docs.ml.orbita.example/sitemap.xml')
  })

  it("names a person or the docs team as a page's last author, never a bot's git name", () => {
    // This repository's commits are made by an automation identity: its pages name the team.
    const authored = (file: string) => /<time[^>]*>([^<]*)<\/time>/.exec(html(file))?.[1] ?? ''
    expect(authored('docs/client.html')).toMatch(/, автор — Команда документации$/)
    expect(authored('en/docs/client.html')).toMatch(/ by Docs team$/)
    expect(authored('versions/1.4/docs/client.html')).toMatch(/, автор — Команда документации$/)
    expect(authored('docs/client.html')).not.toMatch(/maintainers|bot|seed/i)
  })
})
