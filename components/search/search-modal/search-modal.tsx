'use client'

import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/modal.css'
import './search-modal.css'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import type { Locale } from '@/lib/i18n/locales'
import { searchStrings } from '@/lib/i18n/search-strings'
import { currentDocsTags, getSearchBackend } from '@/lib/search/client'
import { missingResultsUrl, type ClientSearchConfig } from '@/lib/search/config'
import { groupHitsBySection, type HitRow, type StoredHit } from '@/lib/search/hit-groups'
import { suggestionQuery, trySuggestions } from '@/lib/search/suggestions'
import { ErrorScreen } from './error-screen'
import { HitList, optionId, type ListSection, type RowHandlers } from './hit-list'
import { ModalFooter } from './modal-footer'
import { NoResultsScreen } from './no-results-screen'
import { SearchBox } from './search-box'
import { SeeAllLink } from './see-all-link'
import { StartScreen } from './start-screen'
import { useNoResultsEvent } from '../use-no-results-event'
import { useDialogFrame } from './use-dialog-frame'
import { useSearchResults } from './use-search-results'
import { useStoredSearches } from './use-stored-searches'

type Props = { locale: Locale; config: ClientSearchConfig; onClose: () => void }

/** Results loaded per query in the modal (Pagefind: pages; Algolia: records). */
const MODAL_HITS = 10
/** Rows per section (lvl0) past which a page's headings are left out; every page keeps its row. */
const MAX_PER_SECTION = 12
/**
 * A result's rows at most (the page and three of its headings) and a row's least height
 * (@docsearch/css's --docsearch-hit-height): the results whose excerpts fill the dropdown.
 */
const ROWS_PER_PAGE = 4
const HIT_HEIGHT = 56

const plainRows = (hits: StoredHit[]): HitRow[] => hits.map((hit) => ({ hit, child: false, lastChild: false }))
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/** Starts loading what the first query needs (the engine, its index, the vocabulary) before the modal opens. */
export function warmSearch(locale: Locale, config: ClientSearchConfig) {
  void getSearchBackend(config, searchStrings[locale].sections).preload(locale)
}

/**
 * The search modal, in DocSearch's markup so @docsearch/css styles it, over the site's search
 * backend (embedded Pagefind or Algolia). Loaded lazily by SearchButton, which also handles the
 * shortcuts and Escape and returns focus to the button.
 */
export default function SearchModal({ locale, config, onClose }: Props) {
  const t = searchStrings[locale]
  const router = useRouter()
  const idPrefix = `search-${useId().replace(/[^\w-]/g, '')}`
  const dialogRef = useRef<HTMLDivElement>(null)
  const dropdownRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const { onKeyDown: trapTab, landOn } = useDialogFrame(dialogRef, inputRef)
  const stored = useStoredSearches(locale)

  const backend = useMemo(() => getSearchBackend(config, t.sections), [config, t.sections])
  const toRequest = useCallback((query: string) => ({ query, language: locale, tags: currentDocsTags(config), page: 0, hitsPerPage: MODAL_HITS }), [config, locale])
  const pagesOnScreen = useCallback(() => Math.max(1, Math.ceil((dropdownRef.current?.clientHeight ?? 0) / (ROWS_PER_PAGE * HIT_HEIGHT))), [])
  const { query, result, failed, stalled, sections: seenSections, search } = useSearchResults(backend, toRequest, pagesOnScreen)

  useEffect(() => void backend.preload(locale), [backend, locale])

  // What the dropdown shows, and the rows the arrow keys move through.
  const screen = !query ? 'start' : failed ? 'error' : !result ? 'pending' : result.hits.length ? 'results' : 'none'
  useNoResultsEvent(config.analytics, locale, screen === 'none' && result ? result.query : null)
  const lists: ListSection[] = useMemo(() => {
    if (screen === 'start') {
      return [
        { key: 'recent', title: t.recent, kind: 'recent' as const, rows: plainRows(stored.recent) },
        { key: 'favorites', title: t.favorites, kind: 'favorites' as const, rows: plainRows(stored.favorites) },
      ].filter((section) => section.rows.length > 0)
    }
    if (screen !== 'results' || !result) return []
    return groupHitsBySection(result.hits, MAX_PER_SECTION).map((section, index) => ({ key: `hits${index}`, title: section.title, kind: 'results' as const, rows: section.rows }))
  }, [screen, result, stored.recent, stored.favorites, t.recent, t.favorites])
  const rows = useMemo(() => lists.flatMap((section) => section.rows), [lists])
  // Results below the first screen show their titles; their excerpts are fetched when one scrolls into view.
  const pending = useMemo(() => new Set(result?.more ? result.hits.slice(result.more.from).map((hit) => hit.objectID) : []), [result])
  useEffect(() => {
    const dropdown = dropdownRef.current
    const more = result?.more
    if (!dropdown || !more) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        more.load()
      },
      { root: dropdown },
    )
    for (const row of dropdown.querySelectorAll('[data-pending]')) observer.observe(row)
    return () => observer.disconnect()
  }, [result])

  const [activeIndex, setActiveIndex] = useState(0)
  const scrollToActive = useRef(false)
  // A new query starts on its first row; the same query's excerpts arriving (or a stored search
  // removed) keep the reader on the row they chose.
  const shown = useRef({ query: result?.query, rows })
  useEffect(() => {
    const before = shown.current
    shown.current = { query: result?.query, rows }
    setActiveIndex((index) => {
      const id = before.query === result?.query ? before.rows[index]?.hit.objectID : undefined
      return Math.max(0, id ? rows.findIndex((row) => row.hit.objectID === id) : 0)
    })
  }, [rows, result?.query])
  useEffect(() => {
    if (!scrollToActive.current) return
    scrollToActive.current = false
    document.getElementById(optionId(idPrefix, activeIndex))?.scrollIntoView({ block: 'nearest' })
  }, [activeIndex, idPrefix])

  /** Leaves the modal for a hit: Next's router (or a new tab), remembered as a recent search. */
  const openHit = useCallback(
    (hit: StoredHit, newTab: boolean) => {
      stored.addRecent(hit)
      if (newTab) {
        window.open(hit.url, '_blank', 'noopener')
        return
      }
      landOn(hit.url)
      router.push(hit.url)
      onClose()
    },
    [stored, landOn, router, onClose],
  )

  const handlers: RowHandlers = {
    idPrefix,
    activeIndex,
    onHover: setActiveIndex,
    onLinkClick: (hit, event) => {
      // The link itself navigates (a modified or middle click opens a tab as links do).
      stored.addRecent(hit)
      if (isModifiedClick(event)) return
      landOn(hit.url)
      onClose()
    },
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && rows.length > 0) {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      scrollToActive.current = true
      setActiveIndex((index) => (index + step + rows.length) % rows.length)
    } else if (event.key === 'Enter' && rows[activeIndex]) {
      event.preventDefault()
      openHit(rows[activeIndex].hit, event.ctrlKey || event.metaKey || event.shiftKey)
    }
  }

  const runSuggestion = (suggestion: string) => {
    search(suggestionQuery(suggestion))
    inputRef.current?.focus()
  }
  const runCorrection = (corrected: string) => {
    search(corrected)
    inputRef.current?.focus()
  }

  return createPortal(
    <div
      className="DocSearch DocSearch-Container"
      // A press on the backdrop (not a drag that started in the modal) closes it.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="DocSearch-Modal" ref={dialogRef} role="dialog" aria-modal="true" aria-label={t.button} onKeyDown={trapTab}>
        <header className="DocSearch-SearchBar">
          <SearchBox
            t={t}
            inputRef={inputRef}
            idPrefix={idPrefix}
            query={query}
            loading={stalled}
            listIds={lists.map((section) => `${idPrefix}-${section.key}-list`)}
            activeId={rows[activeIndex] ? optionId(idPrefix, activeIndex) : null}
            onQuery={search}
            onKeyDown={onInputKeyDown}
            onClose={onClose}
          />
        </header>
        {/* data-query: the query the screen answers (tests and bench/search-quality.mjs wait for it);
            busy while its results show as titles and links and their excerpts are on the way. */}
        <div className="DocSearch-Dropdown" ref={dropdownRef} data-query={result?.query} aria-busy={result && !result.complete ? true : undefined}>
          <div className="DocSearch-Dropdown-Container">
            {screen === 'start' && (
              <StartScreen
                t={t}
                sections={lists}
                handlers={handlers}
                onFavorite={(row) => stored.addFavorite(row.hit)}
                onRemove={(row, list) => stored.remove(list, row.hit.objectID)}
              />
            )}
            {screen === 'error' && <ErrorScreen t={t} />}
            {screen === 'none' && result && (
              <NoResultsScreen
                t={t}
                query={result.query}
                correction={result.suggestion}
                suggestions={trySuggestions(seenSections, [t.sections.docs, t.sections.api, t.sections.blog])}
                reportUrl={missingResultsUrl(config.reportUrl, result.query)}
                onSuggestion={runSuggestion}
                onCorrection={runCorrection}
              />
            )}
            {screen === 'results' && result && (
              <>
                <HitList sections={lists} handlers={handlers} pending={pending} />
                <SeeAllLink locale={locale} query={result.query} count={result.nbHits} onClick={onClose} />
              </>
            )}
          </div>
        </div>
        <ModalFooter t={t} algolia={backend.kind === 'algolia'} />
      </div>
    </div>,
    document.body,
  )
}
