import { pagefindFilters } from './facets'
import { makeHit } from './hits'
import { PAGEFIND_BASE, pagefindFiles, pagefindOptions } from './pagefind-files'
import { fragmentToHits, sectionOf, type PagefindFragment } from './pagefind-map'
import { planQuestion, rankByCoverage } from './questions'
import { createVocabulary, planQuery, rankByTitle, suggestQuery, type Vocabulary, type VocabularyData } from './spelling'
import { onSlowConnection } from '@/lib/site/connection'
import { MAX_QUERY_LENGTH, type SearchBackend, type SearchHit, type SearchProgress, type SearchResult, type SectionLabels } from './types'

/** The slice of Pagefind's browser API (`/pagefind/pagefind.js`) the site uses. */
export type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  /** Loads every filter's chunk (the first filtered query needs them). */
  filters(): Promise<unknown>
  search(query: string, options?: { filters?: object }): Promise<{ results: PagefindResult[] } | null>
}

export type PagefindResult = { id: string; score?: number; data(): Promise<PagefindFragment> }

export type PagefindBackendOptions = {
  labels: SectionLabels
  /** Where the index was written: `/pagefind/`. */
  basePath?: string
  /** This build's tag: the entry file's URL (`?ts=`), which the search button preloads (lib/search/preload.ts). */
  indexTag?: string
  /** Loads the bundle; the browser default is a native dynamic import the bundler leaves alone. */
  importer?: (url: string) => Promise<PagefindModule>
  /** Longest wait for the bundle and the index before the query fails. */
  timeoutMs?: number
  maxSubResults?: number
  /** Loads a language's vocabulary (lib/search/vocabulary.mjs); the browser default fetches it beside the index. */
  vocabularyLoader?: (url: string) => Promise<VocabularyData>
  /**
   * Fetches a language's index chunks into the browser's cache (`warm`); the default fetches them two
   * at a time at low priority, and nothing on a slow or metered connection.
   */
  indexWarmer?: (urls: string[]) => void
}

const browserImport = (url: string) => import(/* turbopackIgnore: true */ url) as Promise<PagefindModule>
const browserFetch = async (url: string) => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as VocabularyData
}

/**
 * The next query should not wait for a round trip: a query's words are in the index chunk of their
 * first letters, and a reader who searched once searches again. Pagefind then takes the chunks from
 * the browser's cache (deploy/nginx.conf serves them as immutable).
 */
const browserWarmer = (urls: string[]) => {
  if (onSlowConnection()) return
  const queue = [...urls]
  const next = async (): Promise<void> => {
    const url = queue.shift()
    if (!url) return
    await fetch(url, { priority: 'low' } as RequestInit).then((response) => response.arrayBuffer(), () => undefined)
    return next()
  }
  void next()
  void next()
}

/** Fewer results than this are weak: the next query of the plan runs too, its results after them. */
const STRONG_RESULTS = 3

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
  const { labels, basePath = PAGEFIND_BASE, indexTag = '', importer = browserImport, vocabularyLoader = browserFetch, indexWarmer = browserWarmer, timeoutMs = 15_000, maxSubResults } = options
  let loading: Promise<PagefindModule> | null = null
  let attempts = 0
  const vocabularies = new Map<string, Promise<Vocabulary | null>>()
  const warmed = new Set<string>()

  const load = () => {
    if (!loading) {
      const url = `${pagefindFiles('', indexTag, basePath).script}${attempts ? `?retry=${attempts}` : ''}`
      attempts += 1
      loading = withTimeout(
        importer(url).then(async (pagefind) => {
          // The same module the search button may have started already (lib/search/preload.ts): then
          // the same options again, and init() does nothing.
          await pagefind.options(pagefindOptions(indexTag))
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

  /** The language's vocabulary, or null without one: the query then goes to Pagefind as typed (tried again next time). */
  const loadVocabulary = (language: string) => {
    let vocabulary = vocabularies.get(language)
    if (!vocabulary) {
      vocabulary = withTimeout(vocabularyLoader(pagefindFiles(language, indexTag, basePath).vocabulary), timeoutMs).then(createVocabulary, () => {
        vocabularies.delete(language)
        return null
      })
      vocabularies.set(language, vocabulary)
    }
    return vocabulary
  }

  return {
    kind: 'pagefind',
    // The rest of the language's index, once (the network is then the reader's to spare).
    warm: (language: string) => {
      if (warmed.has(language)) return
      warmed.add(language)
      void loadVocabulary(language).then((vocabulary) => {
        if (vocabulary?.index.length) indexWarmer(vocabulary.index.map((chunk) => `${basePath}index/${encodeURIComponent(chunk)}.pf_index`))
        else warmed.delete(language)
      })
    },
    // The engine, the language's index meta and filters, and its vocabulary: all but the query's own
    // index chunk and excerpts. And an empty search, which returns before any index is asked for: the
    // first search builds the browser's text segmenter (Intl.Segmenter), ~130 ms on a phone's CPU that
    // the reader's first query would otherwise wait for before its index chunk is even asked for.
    preload: (language?: string) =>
      Promise.all([load().then((pagefind) => Promise.all([pagefind.filters(), pagefind.search('')])), language ? loadVocabulary(language) : null]).then(
        () => undefined,
        () => undefined,
      ),
    async search({ query, language, tags, page, hitsPerPage }, progress: SearchProgress = {}) {
      const q = query.trim().slice(0, MAX_QUERY_LENGTH)
      if (!q) return { hits: [], nbHits: 0 }
      const [pagefind, vocabulary] = await Promise.all([load(), loadVocabulary(language)])
      if (progress.current?.() === false) return { hits: [], nbHits: 0 }
      const run = async (text: string | null) => {
        if (!text) return []
        const response = await withTimeout(pagefind.search(text, { filters: pagefindFilters(language, tags) }), timeoutMs)
        return response?.results ?? []
      }
      const titleOf = (result: PagefindResult) => vocabulary?.titles.get(result.id)

      let results: PagefindResult[]
      let suggestion: string | undefined
      if (!vocabulary) results = await run(q)
      else {
        // The query's meaningful words (a question's stop words and the words that match nothing left out).
        // Exact matches first; the corrected query, then the word forms, only while the results so far are weak.
        // Each group with its title matches on top.
        const question = planQuestion(vocabulary, query.slice(0, MAX_QUERY_LENGTH))
        const plan = question.text && !question.question ? planQuery(vocabulary, question.text) : { exact: null, corrected: null, forms: null }
        results = []
        const seen = new Set<string>()
        const add = (result: PagefindResult | undefined) => {
          if (result && !seen.has(result.id)) results.push(result), seen.add(result.id)
        }
        for (const text of [plan.exact, plan.corrected, plan.forms]) {
          if (!text || results.length >= STRONG_RESULTS) continue
          for (const result of rankByTitle(await run(text), text.split(' '), titleOf)) add(result)
        }
        // A question, or still weak: the pages that hold the most of the words, or their synonyms (lib/search/questions.ts).
        const { groups } = question
        if (question.question ? groups.length > 0 : results.length < STRONG_RESULTS && (groups.length > 1 || groups.some((group) => group.length > 1))) {
          const found = await Promise.all(groups.map(async (group) => (await Promise.all(group.map(run))).flat()))
          const byId = new Map(found.flat().map((result) => [result.id, result]))
          const hits = found.map((list) => {
            const best = new Map<string, number>()
            for (const result of list) best.set(result.id, Math.max(best.get(result.id) ?? 0, result.score ?? 0))
            return [...best].map(([id, score]) => ({ id, score }))
          })
          for (const id of rankByCoverage(hits, groups, vocabulary.titles.size, (id) => vocabulary.titles.get(id))) add(byId.get(id))
        }
        if (!results.length) {
          // "Did you mean": offered only when it finds something.
          const suggested = suggestQuery(vocabulary, q)
          if (suggested && (await run(planQuery(vocabulary, `${suggested} `).exact)).length) suggestion = suggested
        }
      }
      const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      const answer = (hits: SearchHit[]) => (suggestion ? { hits, nbHits: results.length, suggestion } : { hits, nbHits: results.length })
      // Titles and links first, from the vocabulary; the excerpts only if the reader has not typed on,
      // and only of the pages on the first screen: the others' when the reader scrolls to them.
      const outline = pageResults.map((result) => vocabulary?.pages.get(result.id))
      const outlineHits = outline.every(Boolean)
        ? outline.map((known) => makeHit({ type: 'lvl1', url: known!.url, lvl0: sectionOf(known!.url, null, labels), lvl1: known!.title }))
        : null
      if (progress.onOutline && outlineHits) progress.onOutline(answer(outlineHits))
      const wanted = outlineHits && progress.wantDetails ? await progress.wantDetails() : pageResults.length
      if (wanted <= 0) return answer([])
      const detailed = async (from: number, to: number) =>
        (await withTimeout(Promise.all(pageResults.slice(from, to).map((result) => result.data())), timeoutMs)).flatMap((fragment) =>
          fragmentToHits(fragment, { labels, maxSubResults }),
        )
      const first = await detailed(0, wanted)
      if (wanted >= pageResults.length || !outlineHits) return answer(first)
      let rest: Promise<SearchHit[]> | undefined
      const loadRest = async (): Promise<SearchResult> => {
        // Asked for once; a failed load is asked for again next time.
        rest ??= detailed(wanted, pageResults.length).catch((error: unknown) => {
          rest = undefined
          throw error
        })
        return answer([...first, ...(await rest)])
      }
      return { ...answer([...first, ...outlineHits.slice(wanted)]), more: { from: first.length, load: loadRest } }
    },
  }
}
