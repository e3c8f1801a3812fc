import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, nextFrames, test } from './fixtures'

// The Algolia backend end to end, against an Algolia-compatible stub on loopback (never the real
// service). The backend is chosen at build time (NEXT_PUBLIC_ALGOLIA_*) and reaches the browser
// only as the search button's props in the page's RSC payload. Instead of a second ~3-minute
// build, one loopback server plays both parts: it serves the export as an Algolia build would
// (the same pages with those props set, proxied from the site's server) and answers Algolia's
// search API. (A page served through page.route() counts as "public" for Chromium's
// local-network checks and may not call a loopback stub; a real server keeps the test honest.)

type Request = { indexName: string; query: string; facetFilters: [string, string[]]; page: number; hitsPerPage: number }
type Record_ = { objectID: string; url: string; language: string; docs_tag: string; type: string; hierarchy: Record<string, string | null>; content: string | null }

const records: Record_[] = [
  { objectID: 'ru-1', url: 'https://docs.ml.orbita.example/docs/client#установка', language: 'ru', docs_tag: 'docs-current', type: 'lvl2', hierarchy: { lvl0: 'Документация', lvl1: 'Клиент', lvl2: 'Установка клиента' }, content: null },
  { objectID: 'ru-2', url: 'https://docs.ml.orbita.example/api/grpc', language: 'ru', docs_tag: 'api-current', type: 'content', hierarchy: { lvl0: 'API', lvl1: 'gRPC', lvl2: null }, content: 'Клиент gRPC вызывает модель <img src=x onerror=alert(1)>' },
  { objectID: 'ru-3', url: 'https://docs.ml.orbita.example/versions/1.4/docs/client', language: 'ru', docs_tag: 'docs-1.4', type: 'lvl1', hierarchy: { lvl0: 'Документация', lvl1: 'Клиент (1.4)', lvl2: null }, content: 'Клиент версии 1.4' },
  { objectID: 'en-1', url: 'https://docs.ml.orbita.example/en/docs/client', language: 'en', docs_tag: 'docs-current', type: 'lvl1', hierarchy: { lvl0: 'Documentation', lvl1: 'Client', lvl2: null }, content: 'The client calls models' },
  { objectID: 'en-2', url: 'https://docs.ml.orbita.example/en/blog/2025/03/10/assistant-api', language: 'en', docs_tag: 'default', type: 'content', hierarchy: { lvl0: 'Blog', lvl1: 'Assistant API', lvl2: null }, content: 'A client for the assistant' },
]

const mark = (text: string, query: string) => text.replace(new RegExp(`(${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'), '<mark>$1</mark>')

let server: Server
let host = ''
const seen: Array<{ url: string; body: { requests: Request[] } }> = []

async function readBody(req: IncomingMessage) {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}

/** The export as built with NEXT_PUBLIC_ALGOLIA_APP_ID / _SEARCH_KEY / _HOSTS set. */
function asAlgoliaBuild(text: string) {
  const from = '"config":{"backend":"pagefind","appId":"","apiKey":"","indexName":"","hosts":[]'
  const to = `"config":{"backend":"algolia","appId":"TESTAPP","apiKey":"search-only-key","indexName":"ml-docs-ru","hosts":["${host}"]`
  const escaped = (value: string) => value.replaceAll('"', '\\"')
  return text.replaceAll(escaped(from), escaped(to)).replaceAll(from, to)
}

async function algolia(url: URL, body: { requests: Request[] }, res: ServerResponse) {
  const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
  if (url.searchParams.get('x-algolia-application-id') !== 'TESTAPP' || url.searchParams.get('x-algolia-api-key') !== 'search-only-key') {
    return json(403, { message: 'Invalid Application-ID or API key', status: 403 })
  }
  const request = body.requests[0]
  if (request.query === 'fail500') return json(500, {})
  // "slow <words>": answered for <words>, a second late (a keystroke overtaken by the next one).
  if (request.query.startsWith('slow ')) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    request.query = request.query.slice(5)
  }
  const [languageFilter, tagFilters] = request.facetFilters
  const tags = tagFilters.map((f) => f.replace(/^docs_tag:/, ''))
  const words = request.query.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = records.filter(
    (r) => `language:${r.language}` === languageFilter && tags.includes(r.docs_tag) && words.every((w) => JSON.stringify([r.hierarchy, r.content]).toLowerCase().includes(w)),
  )
  const levels = (r: Omit<Record_, 'language' | 'docs_tag'>) =>
    Object.fromEntries(Object.entries(r.hierarchy).filter(([, v]) => v).map(([k, v]) => [k, { value: mark(v!, request.query), matchLevel: 'full' }]))
  const hits = matches.map(({ language, docs_tag, ...r }) => ({
    ...r,
    _highlightResult: { hierarchy: levels(r) },
    _snippetResult: { hierarchy: levels(r), ...(r.content && { content: { value: mark(r.content, request.query), matchLevel: 'full' } }) },
  }))
  json(200, { results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: request.hitsPerPage, query: request.query, index: request.indexName }] })
}

test.beforeAll(async ({}, testInfo) => {
  const site = String(testInfo.project.use.baseURL)
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    if (req.method === 'POST' && url.pathname === '/1/indexes/*/queries') {
      const body = JSON.parse((await readBody(req)) || '{}')
      seen.push({ url: req.url ?? '', body })
      return void (await algolia(url, body, res))
    }
    const upstream = await fetch(new URL(req.url ?? '/', site), { redirect: 'manual' })
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
    const payload = /text\/(html|plain)/.test(type) ? Buffer.from(asAlgoliaBuild(await upstream.text())) : Buffer.from(await upstream.arrayBuffer())
    res.writeHead(upstream.status, { 'content-type': type }).end(payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const lastRequest = () => seen.at(-1)!.body.requests[0]

test.describe('search over Algolia (stub)', () => {
  test('the modal queries the index with language and docs-tag facets, shows hits, nbHits and lands on the hit URL', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => void dialogs.push(dialog.message()))
    await page.goto(`${host}/docs`)
    await page.locator('header .search-button').click()
    await page.locator('.DocSearch-Input').fill('клиент')
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(2)
    expect(lastRequest()).toMatchObject({ indexName: 'ml-docs-ru', query: 'клиент', facetFilters: ['language:ru', ['docs_tag:default', 'docs_tag:docs-current', 'docs_tag:api-current']] })
    expect(seen.at(-1)!.url).toContain('x-algolia-api-key=search-only-key')
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Документация', 'API'])
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('Показать все 2 результата')
    // Record text is escaped: the <img> in it is text, not an element.
    await expect(page.locator('.DocSearch-Hit', { hasText: 'onerror=alert(1)' })).toBeVisible()
    expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0)
    expect(dialogs).toEqual([])
    // No "Search by Algolia" logo hidden here: it is Algolia.
    await expect(page.locator('.DocSearch-Logo')).toBeVisible()
    await page.locator('.DocSearch-Hit', { hasText: 'Установка клиента' }).click()
    await expect(page).toHaveURL(/\/docs\/client#/)
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#установка')
  })

  test('a preferred version changes the docs tag outside the docs', async ({ page }) => {
    await page.goto(`${host}/blog`)
    await page.evaluate(() => localStorage.setItem('preferred-version:docs', '1.4'))
    await page.locator('header .search-button').click()
    await page.locator('.DocSearch-Input').fill('клиент')
    await expect(page.locator('.DocSearch-Hit-title', { hasText: 'Клиент (1.4)' })).toBeVisible()
    expect(lastRequest().facetFilters).toEqual(['language:ru', ['docs_tag:default', 'docs_tag:docs-1.4', 'docs_tag:api-current']])
  })

  test('shows the error screen when every host fails', async ({ page }) => {
    await page.goto(`${host}/en/docs`)
    await page.locator('header .search-button').click()
    await page.locator('.DocSearch-Input').fill('fail500')
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results')
  })

  test('a late answer to an earlier keystroke never replaces the newer one on screen', async ({ page }) => {
    await page.goto(`${host}/docs`)
    await page.locator('header .search-button').click()
    const late = page.waitForResponse((response) => response.url().includes('/queries') && (response.request().postData() ?? '').includes('slow '))
    await page.locator('.DocSearch-Input').fill('slow клиент')
    await page.locator('.DocSearch-Input').fill('grpc')
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1)
    await (await late).finished()
    // Let the page handle that answer (its fetch callbacks and React's render) before looking again.
    await nextFrames(page)
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1)
    await expect(page.locator('.DocSearch-Hit-path')).toHaveText('gRPC')
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('Показать все 1 результат')
  })

  test('the search page uses the same backend', async ({ page }) => {
    await page.goto(`${host}/en/search?q=client`)
    await expect(page.locator('.search-page__count')).toHaveText('Found 2 documents')
    expect(lastRequest()).toMatchObject({ query: 'client', facetFilters: ['language:en', ['docs_tag:default', 'docs_tag:docs-current', 'docs_tag:api-current']], page: 0 })
    await expect(page.locator('.search-result__title')).toHaveText(['Client', 'Assistant API'])
    await expect(page.locator('.search-result__title').first()).toHaveAttribute('href', '/en/docs/client')
  })
})
