import type { HitRow } from '@/lib/search/hit-groups'
import type { SearchStrings } from '@/lib/i18n/search-strings'
import { HitList, type ListSection, type RowHandlers } from './hit-list'
import { CloseIcon, StarIcon } from './icons'

type Props = {
  t: SearchStrings
  sections: ListSection[]
  handlers: RowHandlers
  onFavorite: (row: HitRow) => void
  onRemove: (row: HitRow, list: 'recent' | 'favorites') => void
}

/** Before a query: the reader's recent and favorite searches, or a line saying there are none. */
export function StartScreen({ t, sections, handlers, onFavorite, onRemove }: Props) {
  if (sections.length === 0) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{t.noRecent}</p>
      </div>
    )
  }
  return (
    <HitList
      sections={sections}
      handlers={handlers}
      actions={(row, kind) =>
        kind === 'recent' ? (
          <>
            <button type="button" className="DocSearch-Hit-action DocSearch-Hit-action-button" title={t.saveRecent} aria-label={t.saveRecent} onClick={() => onFavorite(row)}>
              <StarIcon />
            </button>
            <button type="button" className="DocSearch-Hit-action DocSearch-Hit-action-button" title={t.removeRecent} aria-label={t.removeRecent} onClick={() => onRemove(row, 'recent')}>
              <CloseIcon />
            </button>
          </>
        ) : (
          <button type="button" className="DocSearch-Hit-action DocSearch-Hit-action-button" title={t.removeFavorite} aria-label={t.removeFavorite} onClick={() => onRemove(row, 'favorites')}>
            <CloseIcon />
          </button>
        )
      }
    />
  )
}
