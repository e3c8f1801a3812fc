import { useCallback, useEffect, useRef, useState } from 'react'
import { sectionNames } from '@/lib/search/hit-groups'
import { createResponseGate } from '@/lib/search/latest-response'
import { rememberSections } from '@/lib/search/suggestions'
import type { SearchBackend, SearchHit, SearchRequest } from '@/lib/search/types'

/** The response on screen, with the query it answers (its count is that query's only). */
export type ShownResult = { query: string; hits: SearchHit[]; nbHits: number; suggestion?: string }

/** After this long without an answer, the field shows a spinner. */
const STALL_MS = 300

/**
 * Search as you type: the query, the latest response (an earlier keystroke's late answer never
 * replaces it), whether the backend failed (until a query succeeds again), and the sections of the
 * session's results so far (the "Try" suggestions).
 */
export function useSearchResults(backend: SearchBackend, toRequest: (query: string) => SearchRequest) {
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<ShownResult | null>(null)
  const [failed, setFailed] = useState(false)
  const [stalled, setStalled] = useState(false)
  const [sections, setSections] = useState<string[]>([])
  const gate = useRef(createResponseGate())
  const latest = useRef(0)
  const stallTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const settle = useCallback((ticket: number) => {
    if (ticket !== latest.current) return
    clearTimeout(stallTimer.current)
    setStalled(false)
  }, [])

  const search = useCallback(
    (next: string) => {
      setQuery(next)
      clearTimeout(stallTimer.current)
      if (!next) {
        gate.current.invalidate()
        setStalled(false)
        setResult(null)
        return
      }
      const ticket = (latest.current = gate.current.next())
      stallTimer.current = setTimeout(() => setStalled(true), STALL_MS)
      backend.search(toRequest(next)).then(
        ({ hits, nbHits, suggestion }) => {
          settle(ticket)
          if (!gate.current.accept(ticket)) return
          setFailed(false)
          setResult({ query: next, hits, nbHits, suggestion })
          if (hits.length) setSections((seen) => rememberSections(seen, sectionNames(hits)))
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
    [backend, toRequest, settle],
  )

  useEffect(() => () => clearTimeout(stallTimer.current), [])

  return { query, result, failed, stalled, sections, search }
}
