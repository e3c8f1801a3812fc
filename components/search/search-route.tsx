import type { Metadata } from 'next'
import { SkipNavContent } from 'nextra/components'
import { site } from '@/site.config.mjs'
import { localePrefix, type Locale } from '@/lib/i18n/locales'
import { searchStrings } from '@/lib/i18n/search-strings'
import { pageMetadata } from '@/lib/site/metadata'
import { clientSearchConfig, searchPageUrl } from '@/lib/search/config'
import { MAX_QUERY_LENGTH } from '@/lib/search/types'
import { SearchPageLoader } from './search-page-loader'

export const searchMetadata = (locale: Locale): Metadata => ({
  title: searchStrings[locale].pageTitle,
  description: searchStrings[locale].pageDescription,
  ...pageMetadata(locale, '/search'),
})

/** The search page of a locale: statically exported, the query is read in the browser. */
export function SearchRoute({ locale }: { locale: Locale }) {
  const t = searchStrings[locale]
  return (
    <main className="standalone-page">
      <SkipNavContent />
      <h1>{t.pageTitle}</h1>
      <SearchPageLoader locale={locale} config={clientSearchConfig({ ...site.search, analytics: site.analytics }, site.version)}>
        {/* The idle search page, so the prompt is painted with the page, not when the code arrives. */}
        <div className="search-page" data-status="idle">
          <form role="search" className="search-page__form" action={searchPageUrl(localePrefix(locale), '')}>
            <input className="search-page__input" type="search" name="q" aria-label={t.pageInput} placeholder={t.placeholder} maxLength={MAX_QUERY_LENGTH} />
          </form>
          <div className="search-page__status" role="status" aria-live="polite">
            <p>{t.pagePrompt}</p>
          </div>
        </div>
      </SearchPageLoader>
    </main>
  )
}
