import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportedPages } from '@/lib/export/pages.mjs'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { aside } from '../helpers/export-html'

// The site's own docs-theme components (components/docs-theme/, swapped in by next.config.mjs) and
// announcement bar, checked in the static export in out/ (run after `npm run build`).
const out = path.resolve('out')
const read = (file: string) => readFileSync(path.join(out, file), 'utf8')

/** The value of `attribute` on every element whose class list contains `className`. */
const attributeOf = (html: string, className: string, attribute: string) =>
  [...html.matchAll(/<(?:a|nav|button|div)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => new RegExp(`class="[^"]*(?<![\\w:-])${className}(?![\\w-])`).test(tag))
    .map((tag) => new RegExp(` ${attribute}="([^"]*)"`).exec(tag)?.[1])

/** The dismiss button of the announcement bar: the button inside `.nextra-banner`. */
const bannerButtonLabel = (html: string) => /class="nextra-banner[\s\S]*?<button[^>]*aria-label="([^"]*)"/.exec(html)?.[1]

// Nextra's hard-coded English names, which none of the site's pages may carry.
const upstreamNames = ['Permalink for this section', 'aria-label="table of contents"', 'Collapse sidebar', 'Expand sidebar', 'Dismiss banner']

describe('accessible names in the page language', () => {
  for (const [locale, docsPage, blogPage, notFound] of [
    ['ru', 'docs/client.html', 'blog.html', '404.html'],
    ['en', 'en/docs/client.html', 'en/blog.html', 'en/404.html'],
  ] as const) {
    const t = dictionaries[locale]
    it(`docs pages (${locale}): permalinks, the TOC landmark, the sidebar toggle, the banner's close button`, () => {
      const html = read(docsPage)
      const permalinks = attributeOf(html, 'subheading-anchor', 'aria-label')
      expect(permalinks.length).toBeGreaterThan(0)
      expect(new Set(permalinks)).toEqual(new Set([t.docs.permalink]))
      expect(attributeOf(html, 'nextra-toc', 'aria-label')).toEqual([t.docs.tocNav])
      const toggle = /<button[^>]*aria-controls="[^"]*"[^>]*>/.exec(aside(html, 'nextra-sidebar')!)![0]
      expect(toggle).toContain(`title="${t.docs.sidebarHide}"`)
      expect(toggle).toContain(`aria-label="${t.docs.sidebarHide}"`)
      expect(bannerButtonLabel(html)).toBe(t.announcement.close)
      for (const name of upstreamNames) expect(html).not.toContain(name)
    })

    it(`the announcement bar (${locale}) is hidden, if dismissed, and measured before the first paint`, () => {
      const script = /class="nextra-banner[\s\S]*?<button[^>]*>[\s\S]*?<script>([^<]*)<\/script>/.exec(read(docsPage))?.[1]
      expect(script).toContain(`document.querySelector('.nextra-banner')`)
      expect(script).toContain(`localStorage.getItem("announcement:`)
      expect(script).toContain(`setProperty('--nextra-banner-height',`)
    })

    it(`the 404 page and the blog (${locale}) name them in their language too`, () => {
      expect(aside(read(notFound), 'nextra-sidebar') ?? '').not.toContain('Collapse sidebar')
      for (const file of [notFound, blogPage]) {
        const html = read(file)
        expect(bannerButtonLabel(html), file).toBe(t.announcement.close)
        for (const name of upstreamNames) expect(html, file).not.toContain(name)
      }
    })
  }
})

describe('the sidebar draws only what is open', () => {
  const docsPages = exportedPages(out).filter((file) => aside(read(file), 'nextra-sidebar'))

  it('checks the docs and API pages of both locales', () => {
    expect(docsPages.length).toBeGreaterThan(50)
    expect(docsPages).toContain('en/api/access/key.html')
  })

  it('renders no menu in the phone drawer until it opens', () => {
    const withMenu = docsPages.filter((file) => /<li[\s>]/.test(aside(read(file), 'nextra-mobile-nav') ?? ''))
    expect(withMenu).toEqual([])
  })

  it("leaves collapsed folders' pages out of the HTML, and marks each folder open or closed", () => {
    const found = docsPages.flatMap((file) => {
      const sidebar = aside(read(file), 'nextra-sidebar')!
      const folders = [...sidebar.matchAll(/<button[^>]*data-href="([^"]+)"[^>]*>/g)]
      const unmarked = folders.filter(([tag]) => !/aria-expanded="(true|false)"/.test(tag)).map(([, route]) => `${file}: folder ${route} has no aria-expanded`)
      const leaked = folders
        .filter(([tag]) => tag.includes('aria-expanded="false"'))
        .filter(([, route]) => sidebar.includes(`href="${route}/`))
        .map(([, route]) => `${file}: collapsed folder ${route} has its links in the HTML`)
      return [...unmarked, ...leaked]
    })
    expect(found).toEqual([])
    // The open folder of the page itself does show its pages.
    expect(aside(read('docs/account/users.html'), 'nextra-sidebar')).toMatch(/data-href="\/docs\/account" aria-expanded="true"[\s\S]*href="\/docs\/account\/users"/)
  })
})
