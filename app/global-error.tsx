'use client'

import '../styles/site.css'
import { splitLocale } from '../lib/i18n/locales'
import { ErrorScreen } from '../components/layout/error-screen'

// Errors that escape the route groups' boundaries, such as a page chunk that fails to load
// during navigation, replace the whole document; the locale comes from the URL.
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname)
  return (
    <html lang={locale}>
      <body>
        <ErrorScreen locale={locale} error={error} reset={reset} />
      </body>
    </html>
  )
}
