import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localizeRoute } from '@/tests/fixtures/spec-routes.mjs'
import { contentManifest } from '@/lib/content/manifest.mjs'
import { aside } from '../helpers/export-html'
import { locales } from '@/lib/i18n/locales'

// Checks of the versioned documentation in the static export (run after `npm run build`).
const out = path.resolve('out')
const html = (route: string) => readFileSync(path.join(out, `${route}.html`), 'utf8')
const site = 'https://docs.ml.orbita.example'

/** The routes of the page map a page's sidebar is drawn from (its RSC payload): the whole version, docs and API,
 *  of which the sidebar shows the page's set; the HTML holds only the links of open folders. */
const payloadRoutes = (route: string) =>
  [...readFileSync(path.join(out, `${route}.txt`), 'utf8').matchAll(/"name":"[^"]*","route":"([^"]+)"/g)].map((match) => match[1])

/** Every route of a docs set's sidebar tree, the file its pages fetch closed folders from (lib/site/page-nav.ts). */
const treeRoutes = (file: string) => [...readFileSync(path.join(out, 'nav', file), 'utf8').matchAll(/"route":"([^"]+)"/g)].map((match) => match[1])

/** The hrefs of the desktop sidebar in a page's HTML. */
const sidebarLinks = (page: string) => [...(aside(page, 'nextra-sidebar') ?? '').matchAll(/ href="([^"]+)"/g)].map((match) => match[1])

describe('versioned documentation in the export', () => {
  it('exports every page of every snapshot in both locales, and no other versioned page', () => {
    for (const locale of locales) {
      const expected = contentManifest().flatMap((page) => (page.locale === locale && page.version ? [localizeRoute(locale, page.route!)] : []))
      expect(expected.length).toBeGreaterThan(90)
      expect(expected.filter((route) => !existsSync(path.join(out, `${route}.html`)))).toEqual([])
      const dir = path.join(out, locale === 'ru' ? '' : 'en', 'versions')
      const exported = readdirSync(dir, { recursive: true })
        .map(String)
        // versions/changes/<v> and versions/translations: what changed between versions and the
        // writers' table of translation freshness, not a snapshot's pages (docs/UPKEEP.md).
        .filter((file) => file.endsWith('.html') && !file.startsWith(`changes${path.sep}`) && file !== 'translations.html')
        .map((file) => `${localizeRoute(locale, '/versions')}/${file.replace(/\.html$/, '')}`.replace(/\/index$/, ''))
      expect(exported.sort()).toEqual([...expected].sort())
    }
  })

  it('gives versioned pages their own canonical URL, hreflang twins and DocSearch tag', () => {
    const ru = html('versions/1.4/docs/client')
    expect(ru).toContain(`<link rel="canonical" href="${site}/versions/1.4/docs/client"/>`)
    expect(ru).toContain(`<link rel="alternate" hrefLang="en" href="${site}/en/versions/1.4/docs/client"/>`)
    expect(ru).toContain('<meta name="docsearch:docs_tag" content="docs-1.4"/>')
    expect(html('en/versions/1.3/api/grpc')).toContain('<meta name="docsearch:docs_tag" content="api-1.3"/>')
    expect(html('en/versions/1.3/api/grpc')).toContain('<meta name="docsearch:language" content="en"/>')
    expect(html('docs/client')).toContain('<meta name="docsearch:docs_tag" content="docs-current"/>')
  })

  it('links "Edit this page" of a versioned page to its source in versions/', () => {
    expect(html('versions/1.4/docs/client')).toMatch(/class="article-footer__edit" href="[^"]+\/versions\/1\.4\/docs\/client\.mdx"/)
    expect(html('en/versions/1.3/api/grpc')).toMatch(/class="article-footer__edit" href="[^"]+\/versions\/1\.3\/en\/api\/grpc\.mdx"/)
    expect(html('docs/client')).toMatch(/class="article-footer__edit" href="[^"]+\/content\/docs\/client\.mdx"/)
  })

  it('keeps versioned pages out of the sitemap, which lists the current documentation', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain(`<loc>${site}/docs/client</loc>`)
    expect(sitemap).not.toContain('/versions/1.')
  })

  it('shows the badge on every docs and API page and the notice on the unmaintained version', () => {
    expect(html('docs/client')).toContain('>Версия 1.5 · текущая</span>')
    expect(html('en/api')).toContain('>Version 1.5 · current</span>')
    expect(html('versions/1.4/api/grpc')).toContain('>Версия 1.4 · LTS</span>')
    expect(html('en/versions/1.3/docs')).toContain('>Version 1.3 · no longer supported</span>')
    expect(html('versions/1.3/docs/client')).toMatch(/version-notice--unmaintained[\s\S]*?<a href="\/docs\/client" class="version-notice__link">/)
    // An LTS page's only notice links to what the next version changed.
    expect(html('versions/1.4/docs/client')).toMatch(/class="version-notice version-notice--lts"[^>]*><p><a href="\/versions\/changes\/1\.5" class="version-notice__link">Что изменилось в 1\.5 по сравнению с 1\.4(<!-- -->)? →<\/a><\/p>/)
    expect(html('versions/1.4/docs/client')).not.toMatch(/version-notice--unmaintained"/)
  })

  it('scopes the sidebar to the set and version of the page', () => {
    const docs14 = treeRoutes('ru/docs-1.4.json')
    expect(docs14).toContain('/versions/1.4/docs/administer/upgrade')
    expect(docs14).toContain('/versions/1.4/docs/catalog/llm')
    expect(docs14.every((route) => route.startsWith('/versions/1.4/docs'))).toBe(true)
    expect(docs14).not.toContain('/versions/1.4/docs/catalog/multi-chat')
    expect(payloadRoutes('versions/1.4/docs/client').every((route) => route.startsWith('/versions/1.4/'))).toBe(true)
    expect(sidebarLinks(html('versions/1.4/docs/client')).every((href) => href.startsWith('/versions/1.4/docs'))).toBe(true)

    const api13 = treeRoutes('en/api-1.3.json')
    expect(api13).toContain('/en/versions/1.3/api/rest/openai-api')
    expect(api13).not.toContain('/en/versions/1.3/api/task-types/text2vec')
    expect(api13.every((route) => route.startsWith('/en/versions/1.3/api'))).toBe(true)
    expect(payloadRoutes('en/versions/1.3/api/rest').every((route) => route.startsWith('/en/versions/1.3/'))).toBe(true)
    const api13Links = sidebarLinks(html('en/versions/1.3/api/rest'))
    expect(api13Links).toContain('/en/versions/1.3/api/rest/openai-api')
    expect(api13Links.every((href) => href.startsWith('/en/versions/1.3/api'))).toBe(true)

    const current = treeRoutes('ru/docs-current.json')
    expect(current).toContain('/docs/catalog/multi-chat')
    expect(current.some((route) => route.includes('/versions/'))).toBe(false)
    expect(payloadRoutes('docs/client').some((route) => route.includes('/versions/'))).toBe(false)
  })

  it('links every row of the versions table to that version’s docs and API', () => {
    for (const [file, prefix] of [['versions', ''], ['en/versions', '/en']]) {
      const page = html(file)
      for (const set of ['docs', 'api']) {
        expect(page).toContain(`href="${prefix}/${set}"`)
        expect(page).toContain(`href="${prefix}/versions/1.4/${set}"`)
        expect(page).toContain(`href="${prefix}/versions/1.3/${set}"`)
      }
    }
  })
})
