'use client'

import { lazy, Suspense, type ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import type { ClientSearchConfig } from '@/lib/search/config'

// Nextra's page map imports every app page, so what this page imports statically reaches every
// page's bundle: this loader stays tiny, the search page is a chunk of its own.
const SearchPage = lazy(() => import('./search-page'))

/** The prerendered form (`children`, a plain GET form) until the search page's code takes over. */
export function SearchPageLoader({ locale, config, children }: { locale: Locale; config: ClientSearchConfig; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <SearchPage locale={locale} config={config} />
    </Suspense>
  )
}
