'use client'

import { useEffect, useState } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'
import { trackEvent } from '@/lib/site/analytics.mjs'

type Rating = 'useful' | 'not-useful'
type Props = {
  route: string
  locale: Locale
  labels: Dictionary['feedback']
  /** Optional URL that receives `{ route, locale, rating }` by sendBeacon. */
  endpoint: string
  analytics: { metrikaId: string; gtmId: string }
}

const storageKey = (route: string, locale: Locale) => `feedback:${locale}:${route}`

/** "Is this material useful?" — one rating per page, remembered in this browser. */
export function FeedbackWidget({ route, locale, labels, endpoint, analytics }: Props) {
  const [rating, setRating] = useState<Rating | null>(null)

  useEffect(() => {
    try {
      setRating(localStorage.getItem(storageKey(route, locale)) as Rating | null)
    } catch {
      // Storage blocked: the prompt simply shows again.
    }
  }, [route, locale])

  function rate(value: Rating) {
    setRating(value)
    try {
      localStorage.setItem(storageKey(route, locale), value)
    } catch {}
    trackEvent(analytics, 'article_feedback', { route, locale, rating: value })
    if (endpoint) {
      try {
        navigator.sendBeacon(endpoint, new Blob([JSON.stringify({ route, locale, rating: value })], { type: 'application/json' }))
      } catch {
        // A failing endpoint changes nothing the reader sees.
      }
    }
  }

  return (
    <section className="feedback" aria-live="polite" data-rating={rating ?? undefined}>
      {rating ? (
        <p className="feedback__thanks">{labels.thanks}</p>
      ) : (
        <>
          <p className="feedback__prompt">{labels.prompt}</p>
          <div className="feedback__buttons">
            <button type="button" className="feedback__button" onClick={() => rate('useful')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M14.6 8H21a2 2 0 0 1 2 2v2.1a2 2 0 0 1-.15.77l-3.1 7.5A1 1 0 0 1 18.83 21H2a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1h3.48a1 1 0 0 0 .82-.42L11.75.85a.5.5 0 0 1 .64-.15l1.8.9a2.5 2.5 0 0 1 1.3 2.85L14.6 8ZM7 10.59V19h11.16L21 12.1V10h-6.4a2 2 0 0 1-1.94-2.5l.9-3.54a.5.5 0 0 0-.26-.57l-.66-.33-4.7 6.66c-.25.35-.57.64-.94.87ZM5 11H3v8h2v-8Z" /></svg>
              {labels.useful}
            </button>
            <button type="button" className="feedback__button" onClick={() => rate('not-useful')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="feedback__down"><path fill="currentColor" d="M14.6 8H21a2 2 0 0 1 2 2v2.1a2 2 0 0 1-.15.77l-3.1 7.5A1 1 0 0 1 18.83 21H2a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1h3.48a1 1 0 0 0 .82-.42L11.75.85a.5.5 0 0 1 .64-.15l1.8.9a2.5 2.5 0 0 1 1.3 2.85L14.6 8ZM7 10.59V19h11.16L21 12.1V10h-6.4a2 2 0 0 1-1.94-2.5l.9-3.54a.5.5 0 0 0-.26-.57l-.66-.33-4.7 6.66c-.25.35-.57.64-.94.87ZM5 11H3v8h2v-8Z" /></svg>
              {labels.notUseful}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
