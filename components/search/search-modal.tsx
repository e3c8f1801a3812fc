'use client'

import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/modal.css'
import './search-modal.css'
import { DocSearchModal } from '@docsearch/react/modal'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { localePrefix, type Locale } from '../../lib/i18n/locales'
import { plural, words } from '../../lib/i18n/plural'
import { searchStrings } from '../../lib/i18n/search-strings'
import { currentDocsTags, getSearchBackend } from '../../lib/search/client'
import { missingResultsUrl, searchPageUrl, type ClientSearchConfig } from '../../lib/search/config'
import { modalTranslations } from './translations'

type Props = { locale: Locale; config: ClientSearchConfig; onClose: () => void }
type FooterState = { query: string; context: Record<string, unknown> }

/** Results loaded per query in the modal (Pagefind: pages; Algolia: records). */
const MODAL_HITS = 10

/**
 * The DocSearch modal over the site's search backend (embedded Pagefind or Algolia). DocSearch
 * builds its Algolia request; `transformSearchClient` answers it from the backend with the
 * page's language and docs tags. Loaded lazily by SearchButton.
 */
export default function SearchModal({ locale, config, onClose }: Props) {
  const t = searchStrings[locale]
  const router = useRouter()
  const backend = useMemo(() => getSearchBackend(config, t.sections), [config, t.sections])
  const target = useRef<URL | null>(null)

  useEffect(() => {
    void backend.preload()
    document.body.dataset.searchBackend = backend.kind
    return () => {
      delete document.body.dataset.searchBackend
    }
  }, [backend])

  // DocSearch restores the scroll position when it closes; a hit on the current page must still
  // land on its heading.
  const close = useCallback(() => {
    onClose()
    const url = target.current
    target.current = null
    if (url?.hash && url.pathname === location.pathname) {
      setTimeout(() => document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView(), 50)
    }
  }, [onClose])

  const go = useCallback(
    (href: string) => {
      target.current = new URL(href, location.href)
      router.push(href)
    },
    [router],
  )

  const transformSearchClient = useCallback(
    <C extends object>(client: C): C => ({
      ...client,
      async search({ requests }: { requests: Array<{ query?: string; indexName: string }> }) {
        const request = requests[0]
        const query = request?.query ?? ''
        const { hits, nbHits } = await backend.search({ query, language: locale, tags: currentDocsTags(config), page: 0, hitsPerPage: MODAL_HITS })
        return {
          results: [{ hits, nbHits, page: 0, nbPages: Math.ceil(nbHits / MODAL_HITS), hitsPerPage: MODAL_HITS, processingTimeMS: 0, exhaustiveNbHits: true, query, params: '', index: request?.indexName }],
        }
      },
    }),
    [backend, config, locale],
  )

  const Hit = useCallback(
    ({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
      <Link href={hit.url} prefetch={false} onClick={() => (target.current = new URL(hit.url, location.href))}>
        {children}
      </Link>
    ),
    [],
  )

  const ResultsFooter = useCallback(
    ({ state }: { state: FooterState }) => {
      const count = state.context.nbHits
      // The count of the query on screen only (see patches/@docsearch+react+4.7.0.patch).
      if (typeof count !== 'number' || count < 1 || state.context.nbHitsQuery !== state.query) return null
      const href = searchPageUrl(localePrefix(locale), state.query)
      return (
        <Link href={href} prefetch={false} onClick={close} className="search-see-all">
          {t.seeAll.replace('{count}', plural(locale, count, words[locale].results))}
        </Link>
      )
    },
    [close, locale, t.seeAll],
  )

  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => go(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener')?.focus(),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener'),
    }),
    [go],
  )

  return createPortal(
    <DocSearchModal
      // With the embedded backend these only name DocSearch's client, which never sends a request.
      appId={config.appId || 'embedded'}
      apiKey={config.apiKey || 'embedded'}
      // Also the localStorage key of recent and favorite searches: one list per locale.
      indexName={`site-search-${locale}`}
      initialScrollY={window.scrollY}
      onAskAiToggle={() => undefined}
      onClose={close}
      placeholder={t.placeholder}
      translations={modalTranslations(locale)}
      transformSearchClient={transformSearchClient as never}
      hitComponent={Hit as never}
      resultsFooterComponent={ResultsFooter as never}
      navigator={navigator as never}
      maxResultsPerGroup={12}
      getMissingResultsUrl={config.reportUrl ? ({ query }) => missingResultsUrl(config.reportUrl, query) ?? '' : undefined}
      initialSearchSuggestions={[t.sections.docs, t.sections.api, t.sections.blog]}
    />,
    document.body,
  )
}
