'use client'

import { useEffect, useRef } from 'react'
import { trackEvent } from '@/lib/site/analytics.mjs'
import type { ClientSearchConfig } from '@/lib/search/config'

/** How long a query must stay without results before it is sent: the reader stopped typing. */
export const NO_RESULTS_SETTLE_MS = 1000

/**
 * Sends a search that found nothing to the analytics counters (`search_no_results` with the query
 * and the locale), so that writers see what readers look for and do not find (docs/WRITING.md,
 * "Searches that found nothing"). `query` is the query the screen shows no results for, or null. A
 * query is sent once it stayed for NO_RESULTS_SETTLE_MS, or at once when the search closes before;
 * a query typed on is not sent, and none twice. Nothing at all when analytics are off.
 */
export function useNoResultsEvent(analytics: ClientSearchConfig['analytics'], locale: string, query: string | null) {
  const pending = useRef<string | null>(null)
  const sent = useRef(new Set<string>())
  const on = Boolean(analytics.metrikaId || analytics.gtmId)
  const send = useRef(() => {})
  send.current = () => {
    const q = pending.current
    pending.current = null
    if (!q || sent.current.has(q)) return
    sent.current.add(q)
    trackEvent(analytics, 'search_no_results', { query: q, locale })
  }

  useEffect(() => {
    if (!on || !query) return
    pending.current = query
    const timer = setTimeout(() => send.current(), NO_RESULTS_SETTLE_MS)
    return () => {
      clearTimeout(timer)
      if (pending.current === query) pending.current = null
    }
  }, [on, query])

  // The search closes (the modal, or the page left) while a query waits: it is sent now.
  useEffect(() => () => send.current(), [])
}
