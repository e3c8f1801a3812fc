'use client'

import { useEffect } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import en from '@/lib/i18n/dictionaries/en/errors.mjs'
import ru from '@/lib/i18n/dictionaries/ru/errors.mjs'

// Only the error sections: the error boundaries are in every page's first-load JavaScript.
const errorStrings = { ru, en }

// Turbopack's runtime names the error; its message, in case a wrapper renamed it.
const isChunkLoadError = (error: Error) => error.name === 'ChunkLoadError' || /^Failed to load chunk /.test(error.message)

/**
 * The route error boundary's screen: a failed page-chunk load offers "Retry" (a fresh load of
 * the page), any other render crash offers "Try again" (re-render the segment).
 */
export function ErrorScreen({ locale, error, reset }: { locale: Locale; error: Error; reset: () => void }) {
  const t = errorStrings[locale]
  const chunk = isChunkLoadError(error)
  useEffect(() => console.error(error), [error])
  return (
    <div className="error-screen" role="alert">
      <h1>{chunk ? t.chunk : t.crashed}</h1>
      {chunk ? (
        <button type="button" className="site-button" onClick={() => window.location.reload()}>{t.retry}</button>
      ) : (
        <button type="button" className="site-button" onClick={() => reset()}>{t.tryAgain}</button>
      )}
    </div>
  )
}
