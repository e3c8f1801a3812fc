'use client'

import { splitLocale } from '../lib/i18n/locales'
import { ErrorScreen } from '../components/layout/error-screen'

// Errors that escape the route groups' boundaries, such as a page chunk that fails to load
// during navigation, replace the whole document; the locale comes from the URL. It imports no
// stylesheet: the page's own (its theme's, with site.css) stay in the document when React swaps the
// body, and one imported here was preloaded by every page, ahead of its own stylesheet and scripts.
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
