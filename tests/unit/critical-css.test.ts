import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { criticalCss, flatten, withCriticalCss, withoutUnreadProperties } from '@/lib/export/critical-css.mjs'
import { exportedPages } from '@/lib/export/pages.mjs'

// The critical-CSS step (lib/export/critical-css.mjs) on a small export of its own.
const css = '.used{color:red}.unused{color:blue}.dark .used{color:white}.dark .unused{color:black}html:not(.dark){color:#111}html.dark{--bg:#111}body{background:var(--bg)}.box{padding:1px;&:hover{padding:2px}}[class^=ri-]{font-family:icons}' +
  // Rules for a page still being parsed, which the whole page never matches.
  '.used:empty{display:none}body:not(:has(.used)){visibility:hidden}'
const link = '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>'
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${link}<link rel="alternate" hrefLang="ru" href="/ru"/></head>` +
  '<body><p class="used box">Text</p><i class="ri-x"></i><script>self.__next_f.push([1,"x"])</script></body></html>'

let out = ''
afterEach(() => rmSync(out, { recursive: true, force: true }))
const exportWith = (html: string, stylesheet = css) => {
  out = mkdtempSync(path.join(tmpdir(), 'critical-'))
  mkdirSync(path.join(out, '_next/static/css'), { recursive: true })
  writeFileSync(path.join(out, '_next/static/css/a.css'), stylesheet)
  writeFileSync(path.join(out, 'index.html'), html)
  return out
}

describe('critical CSS', () => {
  it("inlines the rules the page uses, in both colour modes, and the icons, and moves the stylesheet to the end of <body>", async () => {
    const html = await withCriticalCss(criticalCss(exportWith(page)), page)
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]
    expect(style).toContain('.used')
    expect(style).toContain('.dark .used')
    expect(style).toContain('.box:hover')
    expect(style).toMatch(/\[class\^="?ri-"?\]\s*\{\s*font-family: ?icons/)
    expect(style).not.toContain('.unused')
    // Each mode's rules on <html> too (the dark mode's variables); the dark mode's rules of elements the page has not, never.
    expect(style).toContain('html:not(.dark)')
    expect(style).toMatch(/html\.dark\s*\{\s*--bg/)
    expect(style).toContain('.used:empty')
    expect(style).toContain('body:not(:has(.used))')
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="stylesheet"')
    expect(html).toContain(`${link}</body>`)
  })

  it("keeps the rest of Next's markup byte for byte", async () => {
    const html = await withCriticalCss(criticalCss(exportWith(page)), page)
    expect(html.replace(/<style>[\s\S]*?<\/style>/, '').replace(link, '')).toBe(page.replace(link, '').replace(link, ''))
  })

  it("answers from the page's names only selectors that surely match nothing: the same CSS as Beasties alone", async () => {
    // Each kind of name a selector can require, present and absent, and what a match does not need.
    const selectors = ['#main .used', 'p.used', 'div.used', '[class~=box]', '.used:not(.absent)', '.absent~.used', 'P.used', '[id=main]',
      '.USED', '[class~=USED i]', '[class=used]', 'main>p', 'nav p', '.used,.absent', ':is(.absent,.used)', '.tab\\:x', '#main>.absent', 'svg']
    const markup = page.replace('<p class="used box">', '<main id="main"><p class="used\tbox tab:x">').replace('</p>', '</p></main>')
    const dir = exportWith(markup, selectors.map((selector, i) => `${selector}{order:${i}}`).join(''))
    const checked = criticalCss(dir)
    const stock = criticalCss(dir, { namesFirst: false })
    const html = await withCriticalCss(checked, markup)
    expect(html).toBe(await withCriticalCss(stock, markup))
    expect(checked.answeredFromNames).toBeGreaterThan(0)
    const rule = (selector: string) => new RegExp(`order: ?${selectors.indexOf(selector)}(?!\\d)`)
    for (const kept of ['#main .used', 'p.used', '[class~=box]', '[class~=USED i]', 'P.used', '[id=main]', 'main>p', '.tab\\:x']) expect(html).toMatch(rule(kept))
    for (const dropped of ['div.used', '.absent~.used', '.USED', 'nav p', '#main>.absent', 'svg']) expect(html).not.toMatch(rule(dropped))
  })

  it("gives the export's pages the same critical CSS as Beasties alone", async () => {
    // The site's export (not `out`, the fixture folder afterEach removes).
    const exported = path.resolve('out')
    const checked = criticalCss(exported)
    const stock = criticalCss(exported, { namesFirst: false })
    // Every 30th page: docs, API, blog and versions pages of both locales, and the Not Found page.
    for (const file of exportedPages(exported).filter((_, i) => i % 30 === 0)) {
      const html = readFileSync(path.join(exported, file), 'utf8')
      expect(await checked.process(html), file).toBe(await stock.process(html))
    }
    expect(checked.answeredFromNames).toBeGreaterThan(0)
  }, 120_000)

  it('drops the custom properties nothing on the page reads, and the blocks they leave empty', () => {
    const css =
      ':root{--unread:1;--read:var(--chained);--chained:2;--in-markup:3;--nextra-navbar-height:64px}.x{color:var(--read)}' +
      '@media print{.y{--only-here:1}}@layer theme,base;@supports (color:red){:root{--gone:1}.z{color:red}}'
    expect(withoutUnreadProperties(css, '<svg><circle fill="var(--in-markup)"/></svg><style>.q{color:var(--unread)}</style>')).toBe(
      // Read by a rule, by a property a rule reads, by the markup, by the site's scripts; not by another <style>.
      ':root{--read:var(--chained);--chained:2;--in-markup:3;--nextra-navbar-height:64px}.x{color:var(--read)}@layer theme,base;@supports (color:red){.z{color:red}}',
    )
  })

  it('writes nesting out flat', () => {
    expect(flatten('.a{color:red;&:hover{color:blue}}')).toMatch(/\.a:hover\s*\{\s*color: ?(blue|#00f)/)
  })

  it('leaves a page without stylesheet links as it is', async () => {
    const plain = page.replace(link, '')
    expect(await withCriticalCss(criticalCss(exportWith(plain)), plain)).toBe(plain)
  })
})
