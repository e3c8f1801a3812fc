'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { DidYouMean } from '@/components/search/did-you-mean'
import { ReportLink } from '@/components/search/report-link'
import { useNoResultsEvent } from '@/components/search/use-no-results-event'
import { localePrefix, type Locale } from '@/lib/i18n/locales'
import { plural, words } from '@/lib/i18n/plural'
import { searchStrings } from '@/lib/i18n/search-strings'
import { currentDocsTags, getSearchBackend } from '@/lib/search/client'
import { missingResultsUrl, searchPageUrl, type ClientSearchConfig } from '@/lib/search/config'
import { groupHitsByPage } from '@/lib/search/results'
import { MAX_QUERY_LENGTH, type SearchHit } from '@/lib/search/types'
import './search-page.css'

/** Results per "Show more" step (Pagefind: pages; Algolia: records). */
const PAGE_SIZE = 10
const DEBOUNCE_MS = 150

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string }
  | { status: 'done'; query: string; hits: SearchHit[]; nbHits: number; suggestion?: string; page: number; more: 'idle' | 'loading' | 'error' }

type Props = { locale: Locale; config: ClientSearchConfig }

/** Highlighted text from a backend, already reduced to escaped text plus <mark> (lib/search/sanitize). */
const Html = ({ html, className }: { html: string; className?: string }) => <span className={className} dangerouslySetInnerHTML={{ __html: html }} />

/**
 * What the reader typed into the prerendered form (search-route.tsx) before this code arrived: read
 * while rendering, when that form is still in the document (React removes it on commit).
 */
function readPrerenderedInput(): { value: string; focused: boolean; caret: number | null } | null {
  if (typeof document === 'undefined') return null
  const input = document.querySelector<HTMLInputElement>('.search-page__input')
  if (!input || (!input.value && document.activeElement !== input)) return null
  return { value: input.value.slice(0, MAX_QUERY_LENGTH), focused: document.activeElement === input, caret: input.selectionStart }
}

/** /search?q=…: results of the same backend as the modal, with a count, excerpts and "Show more". */
export default function SearchPage({ locale, config }: Props) {
  const t = searchStrings[locale]
  const params = useSearchParams()
  const urlQuery = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH)
  const [early] = useState(readPrerenderedInput)
  const [query, setQuery] = useState(early?.value || urlQuery)
  const [state, setState] = useState<State>({ status: 'idle' })
  const backend = useMemo(() => getSearchBackend(config, t.sections), [config, t.sections])
  const typed = useRef(urlQuery)
  const sequence = useRef(0)
  const input = useRef<HTMLInputElement>(null)

  // Once, for what the prerendered form held: the reader goes on typing where they were (same focus,
  // same caret), and the URL says the query.
  useLayoutEffect(() => {
    if (!early) return
    if (early.focused) input.current?.focus()
    if (early.caret !== null) input.current?.setSelectionRange(early.caret, early.caret)
    if (early.value) onInput(early.value)
  }, [early])

  // A navigation to /search?q=… (the modal's "See all") replaces the query; our own typing does not.
  const shownUrlQuery = useRef(urlQuery)
  useEffect(() => {
    if (urlQuery === shownUrlQuery.current) return
    shownUrlQuery.current = urlQuery
    if (urlQuery !== typed.current) {
      typed.current = urlQuery
      setQuery(urlQuery)
    }
  }, [urlQuery])

  const run = useCallback(
    (q: string, page: number) => backend.search({ query: q, language: locale, tags: currentDocsTags(config), page, hitsPerPage: PAGE_SIZE }),
    [backend, config, locale],
  )

  useEffect(() => {
    const q = query.trim()
    const id = ++sequence.current
    if (!q) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'loading', query: q })
    const timer = setTimeout(() => {
      run(q, 0).then(
        ({ hits, nbHits, suggestion }) => id === sequence.current && setState({ status: 'done', query: q, hits, nbHits, suggestion, page: 0, more: 'idle' }),
        (error) => {
          console.error(error)
          if (id === sequence.current) setState({ status: 'error', query: q })
        },
      )
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, run])

  function onInput(value: string) {
    const next = value.slice(0, MAX_QUERY_LENGTH)
    typed.current = next
    setQuery(next)
    window.history.replaceState(window.history.state, '', searchPageUrl(localePrefix(locale), next))
  }

  function showMore() {
    if (state.status !== 'done') return
    const id = sequence.current
    const page = state.page + 1
    setState({ ...state, more: 'loading' })
    run(state.query, page).then(
      ({ hits }) => id === sequence.current && setState((s) => (s.status === 'done' ? { ...s, hits: [...s.hits, ...hits], page, more: 'idle' } : s)),
      () => id === sequence.current && setState((s) => (s.status === 'done' ? { ...s, more: 'error' } : s)),
    )
  }

  const pages = state.status === 'done' ? groupHitsByPage(state.hits) : []
  const reportUrl = state.status === 'done' ? missingResultsUrl(config.reportUrl, state.query) : null
  useNoResultsEvent(config.analytics, locale, state.status === 'done' && state.nbHits === 0 ? state.query : null)
  const suggestions = [t.sections.docs, t.sections.api, t.sections.blog]

  return (
    <div className="search-page" data-status={state.status} data-query={state.status === 'idle' ? undefined : state.query}>
      <form role="search" className="search-page__form" action={searchPageUrl(localePrefix(locale), '')} onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          className="search-page__input"
          type="search"
          name="q"
          aria-label={t.pageInput}
          placeholder={t.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onInput(event.target.value)}
        />
      </form>

      <div className="search-page__status" role="status" aria-live="polite">
        {state.status === 'idle' && <p>{t.pagePrompt}</p>}
        {state.status === 'loading' && <p>{t.pageLoading}</p>}
        {state.status === 'done' && state.nbHits > 0 && (
          <p className="search-page__count">{t.pageFound.replace('{count}', plural(locale, state.nbHits, words[locale].documents))}</p>
        )}
      </div>

      {state.status === 'error' && (
        <div className="search-page__error" role="alert">
          <p className="search-page__title">{t.errorTitle}</p>
          <p>{t.errorHelp}</p>
        </div>
      )}

      {state.status === 'done' && state.nbHits === 0 && (
        <div className="search-page__empty">
          <p className="search-page__title">
            {t.noResults} «<strong>{state.query}</strong>»
          </p>
          {state.suggestion && <DidYouMean t={t} suggestion={state.suggestion} className="search-page__did-you-mean" buttonClassName="search-page__suggestion" onPick={onInput} />}
          <p>
            {t.tryText}:{' '}
            {suggestions.map((suggestion, i) => (
              <span key={suggestion}>
                {i > 0 && ', '}
                <button type="button" className="search-page__suggestion" onClick={() => onInput(suggestion.toLowerCase())}>
                  {suggestion}
                </button>
              </span>
            ))}
          </p>
          {reportUrl && <ReportLink t={t} url={reportUrl} />}
        </div>
      )}

      {pages.length > 0 && (
        <ol className="search-page__results">
          {pages.map((page) => (
            <li key={page.url} className="search-result">
              <Html className="search-result__section" html={page.sectionHtml} />
              <Link className="search-result__title" href={page.url}>
                <Html html={page.titleHtml} />
              </Link>
              {page.excerptHtml && <Html className="search-result__excerpt" html={page.excerptHtml} />}
              {page.headings.length > 0 && (
                <ul className="search-result__headings">
                  {page.headings.map((heading) => (
                    <li key={heading.url}>
                      <Link href={heading.url}>
                        <Html html={heading.titleHtml} />
                      </Link>
                      {heading.excerptHtml && <Html className="search-result__excerpt" html={heading.excerptHtml} />}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}

      {state.status === 'done' && (state.page + 1) * PAGE_SIZE < state.nbHits && (
        <p className="search-page__more">
          <button type="button" className="site-button site-button--secondary" onClick={showMore} disabled={state.more === 'loading'}>
            {state.more === 'loading' ? t.pageLoading : t.pageMore}
          </button>
          {state.more === 'error' && <span role="alert"> {t.errorTitle}</span>}
        </p>
      )}
    </div>
  )
}
