import { algoliaFacetFilters } from './facets'
import { escapeHtml, decodeEntities, sanitizeHighlight } from './sanitize'
import { MAX_QUERY_LENGTH, type HighlightValue, type SearchBackend, type SearchHit } from './types'

export type AlgoliaConfig = {
  appId: string
  /** The search-only key (it ships to browsers). */
  apiKey: string
  indexName: string
  /** Base URLs to try in order; empty: Algolia's hosts for the app id. */
  hosts?: string[]
}

export type AlgoliaBackendOptions = AlgoliaConfig & {
  fetch?: typeof fetch
  timeoutMs?: number
  /** Where relative URLs resolve (the current page); absolute hit URLs become site-relative. */
  baseUrl?: string
}

/** Algolia's read hosts for an app: the DSN first, then the three fallbacks. */
export const algoliaHosts = (appId: string) => [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)]

/** Thrown when every host failed (the name DocSearch's own client uses). */
export class RetryError extends Error {
  override name = 'RetryError'
}
export class AlgoliaApiError extends Error {
  override name = 'ApiError'
  constructor(message: string, readonly status: number) {
    super(message)
  }
}

const level = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
const clean = (value: unknown) => (typeof value === 'string' ? escapeHtml(decodeEntities(value)) : null)
const cleanHighlight = (value: unknown): HighlightValue | undefined => {
  const v = value as Partial<HighlightValue> | undefined
  return v && typeof v.value === 'string' ? { value: sanitizeHighlight(v.value), matchLevel: v.matchLevel ?? 'none', matchedWords: [] } : undefined
}
const cleanLevels = (levels: unknown) =>
  Object.fromEntries(level.map((l) => [l, cleanHighlight((levels as Record<string, unknown> | undefined)?.[l])]).filter(([, v]) => v))

/**
 * An Algolia DocSearch record as a safe hit: text escaped, highlights reduced to `<mark>`, URLs
 * made site-relative (http/https only; anything else drops the hit).
 */
export function cleanAlgoliaHit(raw: Record<string, unknown>, baseUrl = 'http://localhost/'): SearchHit | null {
  let url: URL
  try {
    url = new URL(String(raw.url ?? ''), baseUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const relative = `${url.pathname}${url.search}${url.hash}`
  const hierarchy = (raw.hierarchy ?? {}) as Record<string, unknown>
  const type = String(raw.type ?? 'content')
  const highlight = (raw._highlightResult ?? {}) as Record<string, unknown>
  const snippet = (raw._snippetResult ?? {}) as Record<string, unknown>
  return {
    objectID: String(raw.objectID ?? relative),
    type: (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'].includes(type) ? type : 'content') as SearchHit['type'],
    url: relative,
    url_without_anchor: `${url.pathname}${url.search}`,
    anchor: url.hash ? url.hash.slice(1) : null,
    content: clean(raw.content),
    hierarchy: {
      lvl0: clean(hierarchy.lvl0) ?? '',
      lvl1: clean(hierarchy.lvl1) ?? '',
      lvl2: clean(hierarchy.lvl2),
      lvl3: clean(hierarchy.lvl3),
      lvl4: clean(hierarchy.lvl4),
      lvl5: clean(hierarchy.lvl5),
      lvl6: clean(hierarchy.lvl6),
    },
    _highlightResult: { hierarchy: cleanLevels(highlight.hierarchy), content: cleanHighlight(highlight.content) },
    _snippetResult: { hierarchy: cleanLevels(snippet.hierarchy), content: cleanHighlight(snippet.content) },
  }
}

/** The request DocSearch itself sends, with the site's language and docs-tag facets. */
export function algoliaRequest(indexName: string, query: string, language: string, tags: string[], page: number, hitsPerPage: number) {
  return {
    indexName,
    query: query.slice(0, MAX_QUERY_LENGTH),
    facetFilters: algoliaFacetFilters(language, tags),
    page,
    hitsPerPage,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  }
}

/**
 * The production backend: Algolia's multi-query endpoint with the search-only key, tried host by
 * host (network errors and 5xx move on, 4xx fail at once). Reads `nbHits` and each hit's `url`.
 */
export function createAlgoliaBackend(options: AlgoliaBackendOptions): SearchBackend {
  const { appId, apiKey, indexName, fetch: fetchImpl = globalThis.fetch.bind(globalThis), timeoutMs = 5_000 } = options
  const hosts = options.hosts?.length ? options.hosts : algoliaHosts(appId)

  async function post(body: unknown): Promise<{ results: Array<{ hits?: unknown[]; nbHits?: number }> }> {
    const errors: string[] = []
    for (const host of hosts) {
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), timeoutMs)
      try {
        // Credentials in the query string and a text/plain body keep this a "simple" CORS request.
        const url = `${host.replace(/\/+$/, '')}/1/indexes/*/queries?x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}`
        const response = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body), signal: controller.signal })
        if (response.status >= 400 && response.status < 500) throw new AlgoliaApiError(`Algolia answered ${response.status}`, response.status)
        if (!response.ok) {
          errors.push(`${host}: ${response.status}`)
          continue
        }
        return await response.json()
      } catch (error) {
        if (error instanceof AlgoliaApiError) throw error
        errors.push(`${host}: ${(error as Error).message}`)
      } finally {
        clearTimeout(timer)
      }
    }
    throw new RetryError(`Unreachable hosts: ${errors.join('; ')}`)
  }

  return {
    kind: 'algolia',
    preload: async () => undefined,
    async search({ query, language, tags, page, hitsPerPage }) {
      const q = query.trim()
      if (!q) return { hits: [], nbHits: 0 }
      const { results } = await post({ requests: [algoliaRequest(indexName, q, language, tags, page, hitsPerPage)] })
      const first = results?.[0]
      if (!first || !Array.isArray(first.hits)) throw new Error('Malformed Algolia response')
      const base = options.baseUrl ?? (typeof location !== 'undefined' ? location.href : undefined)
      const hits = first.hits.map((hit) => cleanAlgoliaHit(hit as Record<string, unknown>, base)).filter((hit): hit is SearchHit => hit !== null)
      return { hits, nbHits: typeof first.nbHits === 'number' ? first.nbHits : hits.length }
    },
  }
}
