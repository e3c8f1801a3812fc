import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { algoliaHosts, cleanAlgoliaHit, createAlgoliaBackend } from '@/lib/search/algolia-backend'

// An Algolia-compatible stub on loopback: the real service is never called.
type Seen = { url: string; body: { requests: Array<Record<string, unknown>> } }
let server: Server
let base = ''
const seen: Seen[] = []
let mode: 'ok' | 'down' | 'forbidden' = 'ok'

const record = (i: number) => ({
  objectID: `r${i}`,
  url: `https://docs.ml.orbita.example/docs/client#step-${i}`,
  type: 'lvl2',
  content: null,
  hierarchy: { lvl0: 'Documentation', lvl1: 'Client', lvl2: `Step ${i}`, lvl3: null },
  _highlightResult: { hierarchy: { lvl0: { value: 'Documentation', matchLevel: 'none' }, lvl1: { value: '<mark>Client</mark>', matchLevel: 'full' } } },
  _snippetResult: { hierarchy: { lvl2: { value: `Step <mark>${i}</mark>`, matchLevel: 'full' } }, content: { value: '<em>x</em>', matchLevel: 'none' } },
})

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body: JSON.parse(body || '{}') })
      if (mode === 'down') return res.writeHead(503).end('{}')
      if (mode === 'forbidden') return res.writeHead(403).end('{"message":"Invalid API key"}')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ results: [{ hits: [record(1), record(2), { ...record(3), url: 'javascript:alert(1)' }], nbHits: 42, page: 0 }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const request = { query: 'client', language: 'en', tags: ['default', 'docs-current', 'api-current'], page: 0, hitsPerPage: 20 }

describe('the Algolia backend', () => {
  it('queries the index with the language and docs-tag facets and reads nbHits and url', async () => {
    mode = 'ok'
    seen.length = 0
    const backend = createAlgoliaBackend({ appId: 'APPID', apiKey: 'search-only', indexName: 'ml-docs-ru', hosts: [base], baseUrl: 'http://127.0.0.1:4271/en/docs' })
    const { hits, nbHits } = await backend.search(request)
    expect(nbHits).toBe(42)
    expect(hits.map((h) => h.url)).toEqual(['/docs/client#step-1', '/docs/client#step-2'])
    expect(seen[0].url).toBe('/1/indexes/*/queries?x-algolia-application-id=APPID&x-algolia-api-key=search-only')
    expect(seen[0].body.requests[0]).toMatchObject({
      indexName: 'ml-docs-ru',
      query: 'client',
      facetFilters: ['language:en', ['docs_tag:default', 'docs_tag:docs-current', 'docs_tag:api-current']],
      hitsPerPage: 20,
      page: 0,
      highlightPreTag: '<mark>',
    })
    expect(hits[0]._snippetResult.content?.value).toBe('&lt;em&gt;x&lt;/em&gt;')
    expect(hits[0]._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Client</mark>')
  })

  it('moves on to the next host when one is down, and fails when all are', async () => {
    mode = 'ok'
    const ok = createAlgoliaBackend({ appId: 'A', apiKey: 'k', indexName: 'i', hosts: ['http://127.0.0.1:9', base] })
    await expect(ok.search(request)).resolves.toMatchObject({ nbHits: 42 })
    mode = 'down'
    const down = createAlgoliaBackend({ appId: 'A', apiKey: 'k', indexName: 'i', hosts: [base, base] })
    await expect(down.search(request)).rejects.toMatchObject({ name: 'RetryError' })
  })

  it('fails at once on a client error', async () => {
    mode = 'forbidden'
    seen.length = 0
    const backend = createAlgoliaBackend({ appId: 'A', apiKey: 'k', indexName: 'i', hosts: [base, base] })
    await expect(backend.search(request)).rejects.toMatchObject({ status: 403 })
    expect(seen).toHaveLength(1)
  })

  it('sends nothing for an empty query', async () => {
    seen.length = 0
    const backend = createAlgoliaBackend({ appId: 'A', apiKey: 'k', indexName: 'i', hosts: [base] })
    expect(await backend.search({ ...request, query: ' ' })).toEqual({ hits: [], nbHits: 0 })
    expect(seen).toHaveLength(0)
  })

  it('uses Algolia\'s hosts for the app id by default', () => {
    expect(algoliaHosts('APP')).toEqual(['https://APP-dsn.algolia.net', 'https://APP-1.algolianet.com', 'https://APP-2.algolianet.com', 'https://APP-3.algolianet.com'])
  })

  it('cleans records: escaped text, <mark> only, http(s) URLs only', () => {
    const hit = cleanAlgoliaHit({ url: '/docs/a', type: 'weird', hierarchy: { lvl0: 'A&B', lvl1: '<b>t</b>' }, content: '<img src=x onerror=alert(1)>' })!
    expect(hit).toMatchObject({ type: 'content', url: '/docs/a', content: '&lt;img src=x onerror=alert(1)&gt;', hierarchy: { lvl0: 'A&amp;B', lvl1: '&lt;b&gt;t&lt;/b&gt;' } })
    expect(cleanAlgoliaHit({ url: 'data:text/html,x' })).toBeNull()
  })
})
