import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { kb, pageWeight } from '@/bench/lib/page-weight.mjs'
import { aside } from '../helpers/export-html'
import { gatePages } from '../helpers/gate-pages'

// Payload budgets over the static export in out/ (run after `npm run build`), for one page of
// each type in both locales. Sizes are gzip level 9, as scripts/postbuild.mjs precompresses them.
const out = path.resolve('out')
const KB = 1024
const budgets = {
  /** Sum of the scripts the HTML makes the browser fetch (<script src>, script preloads), each once. */
  firstLoadJs: 170 * KB,
  /**
   * The HTML document itself: markup, the page's critical CSS (~7 KB gzip; lib/export/critical-css.mjs)
   * and its inline scripts; the RSC payload is a file of its own, fetched after the first paint
   * (lib/export/scripts-after-paint.mjs). Was 48 KB while the payload was inline.
   */
  html: 40 * KB,
  /** A docs page as served (its .br twin): issue 68's goal, met in both languages (bench/RESULTS.md). */
  docsHtmlBrotli: 24 * KB,
}

/** The docs pages held to the brotli budget: the gates' docs page and the benchmarks' (bench/starlight.mjs). */
const docsPages = ['docs/resources/autoscaling.html', 'docs/client.html'].flatMap((file) => [file, `en/${file}`])

describe('payload budgets', () => {
  const pages = gatePages(out)
  const weights = pages.map(({ type, file }) => ({ type, ...pageWeight(out, file) }))

  it('checks every page type in both locales', () => {
    expect(pages.filter(({ file }) => !existsSync(path.join(out, file))).map(({ file }) => file)).toEqual([])
    expect(weights.length).toBeGreaterThanOrEqual(18)
  })

  it(`keeps first-load JavaScript ≤ ${kb(budgets.firstLoadJs)} gzip per page`, () => {
    const over = weights
      .filter((w) => w.jsGzip > budgets.firstLoadJs)
      .map((w) => `${w.page} (${w.type}): first-load JS ${kb(w.jsGzip)} gzip > ${kb(budgets.firstLoadJs)}; largest: ${w.scripts.slice(0, 3).map((s) => `${s.src} ${kb(s.gzip)}`).join(', ')}`)
    expect(over).toEqual([])
  })

  it(`keeps each page's HTML ≤ ${kb(budgets.html)} gzip`, () => {
    const over = weights.filter((w) => w.htmlGzip > budgets.html).map((w) => `${w.page} (${w.type}): HTML ${kb(w.htmlGzip)} gzip > ${kb(budgets.html)}`)
    expect(over).toEqual([])
  })

  it(`keeps a docs page's HTML ≤ ${kb(budgets.docsHtmlBrotli)} brotli as served, in both languages`, () => {
    const sizes = docsPages.map((file) => ({ file, brotli: readFileSync(path.join(out, `${file}.br`)).length }))
    expect(sizes.filter(({ brotli }) => brotli > budgets.docsHtmlBrotli).map(({ file, brotli }) => `${file}: ${kb(brotli)} brotli > ${kb(budgets.docsHtmlBrotli)}`)).toEqual([])
  })

  // Each page loads its own root layout's code only: the blog theme's pages none of the docs theme's
  // layouts and the other way round (docs/MAINTAINING.md, the app/ entry of "Repository layout": why the blog's root layouts are not in route groups).
  it("loads no other root layout's chunks", () => {
    const blogTypes = ['blog list', 'blog post', 'blog tag', 'blog archive']
    const found = weights.flatMap((w) => {
      const own = blogTypes.includes(w.type) ? /\/app\/\((ru|en)-blog\)\// : /\/app\/\((ru|en)\)\//
      return w.scripts
        .map((s) => decodeURIComponent(s.src))
        .filter((src) => /\/app\/\([^)]+\)\//.test(src) && !own.test(src))
        .map((src) => `${w.page} (${w.type}): loads ${src}`)
    })
    expect(found).toEqual([])
  })

  // A page carries its own branch of the navigation (lib/site/page-nav.ts), the other folders' pages
  // are in its set's file; the HTML draws only what is open (the site's sidebar,
  // components/docs-theme/sidebar.tsx): no second copy in the phone drawer, no links of collapsed folders.
  it("renders the sidebar once, without collapsed folders' links, which only the set's file holds", () => {
    const page = readFileSync(path.join(out, 'docs/client.html'), 'utf8')
    const drawer = aside(page, 'nextra-mobile-nav')
    const sidebar = aside(page, 'nextra-sidebar')
    expect(drawer).toBeDefined()
    expect(drawer).not.toContain('<li')
    expect(sidebar).toContain('href="/docs/client"')
    expect(sidebar).toContain('data-href="/docs/account" aria-expanded="false"')
    expect(sidebar).not.toContain('href="/docs/account/users"')
    expect(readFileSync(path.join(out, 'docs/client.txt'), 'utf8')).not.toContain('"route":"/docs/account/users"')
    expect(readFileSync(path.join(out, 'nav/ru/docs-current.json'), 'utf8')).toContain('"route":"/docs/account/users"')
  })

  // The REST reference is rendered from openapi/openapi.yaml at build time into static HTML
  // (lib/openapi/remark-api.mjs, a server component frame): a reference page loads exactly the
  // scripts of an API page without it (gRPC), in both locales.
  it('adds no first-load JavaScript to a REST reference page', () => {
    for (const [reference, plain] of [['api/rest/services.html', 'api/grpc.html'], ['en/api/rest/training-api.html', 'en/api/grpc.html']]) {
      const scripts = (file: string) => pageWeight(out, file).scripts.map((s: { src: string }) => s.src).sort()
      expect(scripts(reference), reference).toEqual(scripts(plain))
      expect(pageWeight(out, reference).jsGzip).toBeLessThanOrEqual(budgets.firstLoadJs)
    }
  })

  // The freshness notice (components/docs/freshness-notice.tsx) is HTML only: a page behind its other
  // language loads exactly the scripts of a page in step. The pages come from the writers' table of
  // the same export (/versions/translations), whatever the history is.
  it('adds no first-load JavaScript to a page that shows the freshness notice', () => {
    const table = readFileSync(path.join(out, 'versions/translations.html'), 'utf8')
    const rows = [...table.matchAll(/<tr data-state="(in-step|behind)"(?: data-behind="(ru|en)")?><th scope="row"><code>(\/(?:docs|api)[^<]*)<\/code>/g)]
    const file = (locale: string, route: string) => `${locale === 'en' ? 'en' : ''}${route}.html`.replace(/^\//, '')
    const behind = rows.find((row) => row[1] === 'behind')
    const inStep = rows.find((row) => row[1] === 'in-step')!
    if (!behind) return
    const [shown, plain] = [file(behind[2], behind[3]), file(behind[2], inStep[3])]
    expect(readFileSync(path.join(out, shown), 'utf8')).toContain('class="version-notice version-notice--behind"')
    expect(readFileSync(path.join(out, plain), 'utf8')).not.toContain('version-notice--behind')
    const scripts = (page: string) => pageWeight(out, page).scripts.map((s: { src: string }) => s.src).sort()
    expect(scripts(shown), shown).toEqual(scripts(plain))
  })

  it('makes no render-blocking or script request to another origin', () => {
    const found = weights.flatMap((w) => [
      ...w.renderBlockingThirdParty.map((url) => `${w.page} (${w.type}): render-blocking third-party request ${url}`),
      ...w.thirdPartyScripts.map((url) => `${w.page} (${w.type}): third-party script in the HTML ${url}`),
    ])
    expect(found).toEqual([])
  })
})
