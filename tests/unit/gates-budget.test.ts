import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { kb, pageWeight } from '../../bench/lib/page-weight.mjs'

// Payload budgets over the static export in out/ (run after `npm run build`), for one page of
// each type in both locales. Sizes are gzip level 9, as scripts/postbuild.mjs precompresses them.
const out = path.resolve('out')
const KB = 1024
const budgets = {
  /** Sum of the scripts the HTML makes the browser fetch (<script src>, script preloads), each once. */
  firstLoadJs: 170 * KB,
  /** The HTML document itself (markup plus the inlined RSC payload). */
  html: 40 * KB,
}

/** One route of each page type; the Russian route and its /en twin are both checked. */
const pageTypes: Record<string, string> = {
  home: '/',
  versions: '/versions',
  docs: '/docs/client',
  api: '/api/task-types/asr',
  'blog list': '/blog',
  'blog post': '/blog/2025/10/15/release',
  'blog tag': '/blog/tags/releases',
  'blog archive': '/blog/archive',
  'not found': '/404',
  search: '/search',
}

const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)
const pages = Object.entries(pageTypes).flatMap(([type, route]) =>
  [route, route === '/' ? '/en' : `/en${route}`].map((localized) => ({ type, file: htmlFile(localized) })),
)
// The search page is built by the search work; until it exists, it is skipped here.
const present = pages.filter(({ type, file }) => type !== 'search' || existsSync(path.join(out, file)))

describe('payload budgets', () => {
  const weights = present.map(({ type, file }) => ({ type, ...pageWeight(out, file) }))

  it('checks every page type in both locales', () => {
    const missing = present.filter(({ file }) => !existsSync(path.join(out, file))).map(({ file }) => file)
    expect(missing).toEqual([])
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

  it('makes no render-blocking or script request to another origin', () => {
    const found = weights.flatMap((w) => [
      ...w.renderBlockingThirdParty.map((url) => `${w.page} (${w.type}): render-blocking third-party request ${url}`),
      ...w.thirdPartyScripts.map((url) => `${w.page} (${w.type}): third-party script in the HTML ${url}`),
    ])
    expect(found).toEqual([])
  })
})
