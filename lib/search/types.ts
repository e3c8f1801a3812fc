/** The record shape of DocSearch (Algolia's crawler) that the modal and the search page render. */

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'
export type Hierarchy = { lvl0: string; lvl1: string } & Partial<Record<Exclude<Level, 'lvl0' | 'lvl1'>, string | null>>

export type HighlightValue = { value: string; matchLevel: 'full' | 'partial' | 'none'; matchedWords?: string[] }

/**
 * One search hit. Every string in `hierarchy`, `content` and the highlight/snippet results is
 * safe HTML (escaped text, `<mark>` allowed in highlights): the search page inserts them as HTML.
 */
export type SearchHit = {
  objectID: string
  type: HitType
  url: string
  url_without_anchor: string
  anchor: string | null
  content: string | null
  hierarchy: Hierarchy
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue }
  _snippetResult: { hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue }
}

export type SearchRequest = {
  query: string
  /** Page language: `ru` or `en`. */
  language: string
  /** Docs tags the query may return (see facets.ts). */
  tags: string[]
  /** Zero-based page of results and its size (pages for Pagefind, records for Algolia). */
  page: number
  hitsPerPage: number
}

/**
 * `suggestion`: a query that finds something, offered when this one found nothing ("Did you mean").
 * `more`: the hits from `hits[from]` on are titles and links only (pages below the first screen);
 * `load` fetches their excerpts and resolves to the whole answer.
 */
export type SearchResult = { hits: SearchHit[]; nbHits: number; suggestion?: string; more?: { from: number; load: () => Promise<SearchResult> } }

/**
 * What a search-as-you-type field tells the backend while a query runs (both optional; a backend
 * that answers in one step, as Algolia does, ignores them):
 * - `onOutline`: the results' titles and links as soon as the index has answered, before their
 *   excerpts and sections are fetched;
 * - `wantDetails`: resolves how many of those pages, from the top, want their excerpts now: the
 *   pages on the reader's screen; 0 once a newer query was typed (the excerpts of a query the reader
 *   typed past are never fetched). The rest come with the answer's `more`;
 * - `current`: whether the reader still waits for this query: one typed past while the engine was
 *   loading is not searched when it is ready (its answer would be drawn and replaced at once).
 */
export type SearchProgress = { onOutline?: (result: SearchResult) => void; wantDetails?: () => Promise<number>; current?: () => boolean }

export type SearchBackend = {
  kind: 'pagefind' | 'algolia'
  /** Starts loading what the first query in `language` needs (never rejects). */
  preload(language?: string): Promise<void>
  search(request: SearchRequest, progress?: SearchProgress): Promise<SearchResult>
  /** Once the reader has a query's complete results: fetches ahead what the next query in `language` needs. */
  warm?(language: string): void
}

/** Section names (lvl0) per locale. */
export type SectionLabels = { docs: string; api: string; blog: string; pages: string }

/** Longest query sent to a backend (the modal's input limit, as DocSearch had it). */
export const MAX_QUERY_LENGTH = 512
