import type { KeyboardEvent, RefObject } from 'react'
import type { SearchStrings } from '@/lib/i18n/search-strings'
import { MAX_QUERY_LENGTH } from '@/lib/search/types'
import { CloseIcon, LoadingIcon, SearchIcon } from './icons'

type Props = {
  t: SearchStrings
  inputRef: RefObject<HTMLInputElement | null>
  idPrefix: string
  query: string
  loading: boolean
  /** Ids of the listboxes on screen and the selected option (ARIA combobox). */
  listIds: string[]
  activeId: string | null
  onQuery: (query: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onClose: () => void
}

/** The query field (a combobox over the hit lists), a clear button and the close button. */
export function SearchBox({ t, inputRef, idPrefix, query, loading, listIds, activeId, onQuery, onKeyDown, onClose }: Props) {
  return (
    <form
      className="DocSearch-Form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      onReset={() => {
        onQuery('')
        inputRef.current?.focus()
      }}
    >
      {loading ? (
        <div className="DocSearch-LoadingIndicator">
          <LoadingIcon />
        </div>
      ) : (
        <label className="DocSearch-MagnifierLabel" htmlFor={`${idPrefix}-input`}>
          <SearchIcon />
          <span className="DocSearch-VisuallyHiddenForAccessibility">{t.button}</span>
        </label>
      )}
      <input
        ref={inputRef}
        id={`${idPrefix}-input`}
        className="DocSearch-Input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listIds.length > 0}
        aria-controls={listIds.join(' ') || undefined}
        aria-activedescendant={activeId ?? undefined}
        aria-label={t.button}
        placeholder={t.placeholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="DocSearch-Actions">
        <button className="DocSearch-Clear" type="reset" aria-label={t.clearAria} hidden={!query}>
          {t.clear}
        </button>
        {query && <div className="DocSearch-Divider" />}
        <button type="button" title={t.cancel} className="DocSearch-Action DocSearch-Close" aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </form>
  )
}
