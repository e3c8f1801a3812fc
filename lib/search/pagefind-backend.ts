import { pagefindFilters } from './facets'
import { fragmentToHits, type PagefindFragment } from './pagefind-map'
import { MAX_QUERY_LENGTH, type SearchBackend, type SectionLabels } from './types'

/** The slice of Pagefind's browser API (`/pagefind/pagefind.js`) the site uses. */
export type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(query: string, options?: { filters?: object }): Promise<{ results: Array<{ id: string; data(): Promise<PagefindFragment> }> } | null>
}

export type PagefindBackendOptions = {
  labels: SectionLabels
  /** Where the index was written: `/pagefind/`. */
  basePath?: string
  /** Loads the bundle; the browser default is a native dynamic import webpack leaves alone. */
  importer?: (url: string) => Promise<PagefindModule>
  /** Longest wait for the bundle and the index before the query fails. */
  timeoutMs?: number
  maxSubResults?: number
}

const browserImport = (url: string) => import(/* webpackIgnore: true */ url) as Promise<PagefindModule>

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Search index did not load in ${ms} ms`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    )
  })
}

/**
 * The embedded backend: Pagefind's per-language index in /pagefind/, loaded on first use. A
 * failed load is retried on the next query (with a fresh URL: browsers cache failed imports).
 */
export function createPagefindBackend(options: PagefindBackendOptions): SearchBackend {
  const { labels, basePath = '/pagefind/', importer = browserImport, timeoutMs = 15_000, maxSubResults } = options
  let loading: Promise<PagefindModule> | null = null
  let attempts = 0

  const load = () => {
    if (!loading) {
      const url = `${basePath}pagefind.js${attempts ? `?retry=${attempts}` : ''}`
      attempts += 1
      loading = withTimeout(
        importer(url).then(async (pagefind) => {
          await pagefind.options({ excerptLength: 24 })
          await pagefind.init()
          return pagefind
        }),
        timeoutMs,
      )
      loading.catch(() => {
        loading = null
      })
    }
    return loading
  }

  return {
    kind: 'pagefind',
    preload: () => load().then(
      () => undefined,
      () => undefined,
    ),
    async search({ query, language, tags, page, hitsPerPage }) {
      const q = query.trim().slice(0, MAX_QUERY_LENGTH)
      if (!q) return { hits: [], nbHits: 0 }
      const pagefind = await load()
      const response = await withTimeout(pagefind.search(q, { filters: pagefindFilters(language, tags) }), timeoutMs)
      const results = response?.results ?? []
      const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      const fragments = await withTimeout(Promise.all(pageResults.map((result) => result.data())), timeoutMs)
      return { hits: fragments.flatMap((fragment) => fragmentToHits(fragment, { labels, maxSubResults })), nbHits: results.length }
    },
  }
}
