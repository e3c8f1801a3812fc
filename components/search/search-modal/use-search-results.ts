import { useCallback, useEffect, useRef, useState } from 'react'
import { sectionNames } from '@/lib/search/hit-groups'
import { createResponseGate } from '@/lib/search/latest-response'
import { rememberSections } from '@/lib/search/suggestions'
import type { SearchBackend, SearchHit, SearchRequest, SearchResult } from '@/lib/search/types'

/**
 * The response on screen, with the query it answers (its count is that query's only); `complete`
 * is false while it is the outline (titles and links) and its excerpts are on the way. `more`: the
 * hits from `from` on are titles only, below the first screen; `load` fetches their excerpts.
 */
export type ShownResult = {
  query: string
  hits: SearchHit[]
  nbHits: number
  suggestion?: string
  complete: boolean
  more?: { from: number; load: () => void }
}

/** After this long without an answer, the field shows a spinner. */
const STALL_MS = 300
/**
 * A pause in typing: a query's excerpts are fetched once the reader has not typed for this long (its
 * titles and links show at once), and until the first results are complete a query of one letter is
 * searched only then — on the way to a longer query it would fetch an index chunk of its own
 * (Pagefind's index is split by the words' first letters) that is never shown; after them the rest of
 * the index is fetched ahead (SearchBackend.warm). Longer than a quick thumb's 150 ms between keys.
 */
const TYPING_PAUSE_MS = 250

/**
 * Search as you type: the query, the latest response (an earlier keystroke's late answer never
 * replaces it), whether the backend failed (until a query succeeds again), and the sections of the
 * results found so far (the "Try" suggestions). `pagesOnScreen`: how many results, from the top,
 * fill the reader's screen (their excerpts are fetched first).
 */
export function useSearchResults(backend: SearchBackend, toRequest: (query: string) => SearchRequest, pagesOnScreen: () => number) {
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<ShownResult | null>(null)
  const [failed, setFailed] = useState(false)
  const [stalled, setStalled] = useState(false)
  const [sections, setSections] = useState<string[]>([])
  const gate = useRef(createResponseGate())
  const latest = useRef(0)
  const stallTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const answered = useRef(false)

  const settle = useCallback((ticket: number) => {
    if (ticket !== latest.current) return
    clearTimeout(stallTimer.current)
    setStalled(false)
  }, [])

  const run = useCallback(
    (next: string, ticket: number) => {
      stallTimer.current = setTimeout(() => setStalled(true), STALL_MS)
      const show = ({ hits, nbHits, suggestion, more }: SearchResult, complete = true) => {
        settle(ticket)
        if (!gate.current.accept(ticket)) return
        setFailed(false)
        // The rest of the excerpts, for a result still on screen (a failed load leaves the titles).
        const load = () => more?.load().then((whole) => ticket === latest.current && show(whole), console.error)
        setResult({ query: next, hits, nbHits, suggestion, complete, ...(more && { more: { from: more.from, load } }) })
        if (hits.length) setSections((seen) => rememberSections(seen, sectionNames(hits)))
      }
      const current = () => ticket === latest.current
      const progress = {
        onOutline: (outline: SearchResult) => show(outline, false),
        wantDetails: () => new Promise<number>((resolve) => setTimeout(() => resolve(current() ? pagesOnScreen() : 0), TYPING_PAUSE_MS)),
        current,
      }
      backend.search(toRequest(next), progress).then(
        (answer) => {
          // A query typed past was answered without its excerpts: its outline stays until the next one shows.
          if (current()) show(answer)
        },
        (error: unknown) => {
          settle(ticket)
          if (!gate.current.accept(ticket)) return
          console.error(error)
          setFailed(true)
          setResult(null)
        },
      )
    },
    [backend, toRequest, pagesOnScreen, settle],
  )

  const search = useCallback(
    (next: string) => {
      setQuery(next)
      clearTimeout(stallTimer.current)
      clearTimeout(pauseTimer.current)
      if (!next) {
        gate.current.invalidate()
        setStalled(false)
        setResult(null)
        return
      }
      const ticket = (latest.current = gate.current.next())
      if (!answered.current && [...next.trim()].length === 1) pauseTimer.current = setTimeout(() => run(next, ticket), TYPING_PAUSE_MS)
      else run(next, ticket)
    },
    [run],
  )

  // Complete results on screen: a lone letter no longer waits, and the backend may fetch ahead what the
  // next query needs (after the paint, so that it does not hold up these results).
  useEffect(() => {
    if (!result?.complete || !result.hits.length) return
    answered.current = true
    backend.warm?.(toRequest(result.query).language)
  }, [backend, toRequest, result])

  useEffect(() => () => (clearTimeout(stallTimer.current), clearTimeout(pauseTimer.current)), [])

  return { query, result, failed, stalled, sections, search }
}
