// The site's search as a reader uses it, for the benchmarks: queries typed into /search in Chromium
// on a served export (bench/search-quality.mjs, bench/questions.mjs).

/** /en/docs/client/ → /docs/client; anchors and queries dropped. */
export const route = (href) => new URL(href, 'http://x').pathname.replace(/^\/en(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/'

/** The pages /search lists for each query, in order, typed one after another into its field. */
export async function viaSearchPage(page, base, prefix, queries) {
  await page.goto(`${base}${prefix}/search`, { waitUntil: 'networkidle' })
  const field = page.locator('.search-page__input')
  const answers = []
  for (const { q } of queries) {
    const started = Date.now()
    await field.fill(q)
    await page.locator(`.search-page[data-status="done"][data-query="${q.trim().replace(/"/g, '\\"')}"]`).waitFor()
    const pages = await page.locator('.search-result__title').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const suggestion = await page.locator('.search-page__did-you-mean button').textContent({ timeout: 50 }).catch(() => null)
    answers.push({ pages: pages.map(route), suggestion, ms: Date.now() - started })
  }
  return answers
}
