import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Response } from '@playwright/test'
import { PAGEFIND_BINARY } from '@/lib/search/vocabulary.mjs'
import { ENGINE_LOAD, expect, hydrated, test, throughNginx } from './fixtures'

// How a browser gets the site from production nginx (deploy/nginx.conf): over HTTPS and HTTP/2,
// the page, its scripts and its stylesheets as the build's brotli twins; the search index too, and
// what the browser keeps of it.
const nginx = throughNginx()

test('a docs page, its scripts and its stylesheets arrive brotli-compressed over HTTP/2', async ({ page }) => {
  const responses: Response[] = []
  page.on('response', (response) => responses.push(response))
  const document = await page.goto(`${nginx.base}/en/docs/client`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  expect((await document!.request().allHeaders())['accept-encoding']).toMatch(/\bbr\b/)
  expect(await document!.headerValue('content-encoding')).toBe('br')
  expect(await document!.headerValue('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')

  const assets = responses.filter((response) => /\/_next\/static\/.+\.(js|css)$/.test(new URL(response.url()).pathname))
  const kinds = assets.map((response) => new URL(response.url()).pathname.split('.').at(-1))
  expect(kinds.filter((kind) => kind === 'css').length).toBeGreaterThanOrEqual(1)
  expect(kinds.filter((kind) => kind === 'js').length).toBeGreaterThanOrEqual(3)
  for (const asset of assets) {
    expect(asset.status(), asset.url()).toBe(200)
    expect(await asset.headerValue('content-encoding'), asset.url()).toBe('br')
  }

  // What the browser negotiated, for the page and every file it loaded.
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => [
      entry.name,
      (entry as PerformanceResourceTiming).nextHopProtocol,
    ]),
  )
  expect(protocols.length).toBeGreaterThan(assets.length)
  for (const [url, protocol] of protocols) expect(protocol, url).toBe('h2')
})

test('the search index arrives brotli-compressed, and after the first answer the rest of it is fetched for the cache', async ({ page }) => {
  const index = new Map<string, Response>()
  const encodings = new Map<string, string | null>()
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/pagefind/index/')) index.set(pathname, response)
    if (PAGEFIND_BINARY.test(pathname)) encodings.set(pathname, await response.headerValue('content-encoding'))
  })
  await page.goto(`${nginx.base}/en/docs/client`)
  await hydrated(page)
  await page.locator('header.site-header .search-button').click()
  await page.locator('.DocSearch-Input').pressSequentially('autoscaling')
  await expect(page.locator('.DocSearch-Dropdown[data-query="autoscaling"]:not([aria-busy]) .DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)

  // Every chunk of the English index: the query's own, then the others, fetched ahead.
  const chunks = (JSON.parse(readFileSync(path.resolve(process.env.OUT_DIR || 'out', 'pagefind/vocabulary.en.json'), 'utf8')) as { index: string[] }).index
  await expect.poll(() => index.size).toBe(chunks.length)
  expect([...index.keys()].sort()).toEqual(chunks.map((chunk) => `/pagefind/index/${chunk}.pf_index`).sort())
  // Kept by the browser for good (a chunk's name changes with its content), so that the next query's
  // chunk needs no round trip. (This browser does not cache over the run's untrusted certificate;
  // bench/search-phone.mjs trusts it and measures the next query.)
  for (const [file, response] of index) expect(await response.headerValue('cache-control'), file).toBe('public, max-age=31536000, immutable')
  // Pagefind's files as the build's brotli twins (its own gzip undone by the indexer).
  expect([...encodings.keys()].some((file) => file.endsWith('.pagefind'))).toBe(true)
  expect([...encodings.keys()].some((file) => file.endsWith('.pf_fragment'))).toBe(true)
  for (const [file, encoding] of encodings) expect(encoding, file).toBe('br')
})
