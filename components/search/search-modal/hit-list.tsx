import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'
import { hitLines, type HitRow, type StoredHit } from '@/lib/search/hit-groups'
import { Highlight } from './highlight'
import { HeadingIcon, PageIcon, RecentIcon, SelectIcon, StarIcon, TextIcon, TreeIcon } from './icons'

/** What a list shows: live results, or the reader's recent or favorite searches. */
export type ListKind = 'results' | 'recent' | 'favorites'
export type ListSection = { key: string; title: string; kind: ListKind; rows: HitRow[] }

/** Props every row needs from the modal: the selection and what opening or hovering a row does. */
export type RowHandlers = {
  idPrefix: string
  activeIndex: number
  onHover: (index: number) => void
  onLinkClick: (hit: StoredHit, event: MouseEvent<HTMLAnchorElement>) => void
}

/** The option id of row `index` (the input's aria-activedescendant). */
export const optionId = (idPrefix: string, index: number) => `${idPrefix}-option-${index}`

function RowIcon({ row, kind }: { row: HitRow; kind: ListKind }) {
  if (kind === 'recent') return <RecentIcon />
  if (kind === 'favorites') return <StarIcon className="DocSearch-Hit-icon" />
  if (row.child) return <TreeIcon last={row.lastChild} />
  if (row.hit.type === 'lvl1') return <PageIcon />
  return row.hit.type === 'content' ? <TextIcon /> : <HeadingIcon />
}

/**
 * Sections of hits, each a labelled listbox; rows are numbered across sections for the keyboard.
 * `actions` draws a row's buttons (beside its link, not inside it); `pending`: the hits whose
 * excerpts are still to be fetched (`data-pending`).
 */
export function HitList({
  sections,
  handlers,
  actions,
  pending,
}: {
  sections: ListSection[]
  handlers: RowHandlers
  actions?: (row: HitRow, kind: ListKind) => ReactNode
  pending?: Set<string>
}) {
  let index = 0
  return (
    <>
      {sections.map((section) => {
        const titleId = `${handlers.idPrefix}-${section.key}`
        return (
          <section className="DocSearch-Hits" key={section.key}>
            <div className="DocSearch-Hit-source" id={titleId}>
              {section.title}
            </div>
            <ul role="listbox" id={`${titleId}-list`} aria-labelledby={titleId}>
              {section.rows.map((row) => {
                const rowIndex = index++
                const selected = rowIndex === handlers.activeIndex
                const { title, path } = hitLines(row.hit)
                return (
                  <li
                    key={row.hit.objectID}
                    id={optionId(handlers.idPrefix, rowIndex)}
                    role="option"
                    aria-selected={selected}
                    data-pending={pending?.has(row.hit.objectID) || undefined}
                    className={`DocSearch-Hit${row.child ? ' DocSearch-Hit--Child' : ''}${actions ? ' search-hit--stored' : ''}`}
                    onMouseMove={() => !selected && handlers.onHover(rowIndex)}
                  >
                    <Link href={row.hit.url} prefetch={false} tabIndex={-1} onClick={(event) => handlers.onLinkClick(row.hit, event)}>
                      <div className="DocSearch-Hit-Container">
                        <RowIcon row={row} kind={section.kind} />
                        <div className="DocSearch-Hit-content-wrapper">
                          <Highlight className="DocSearch-Hit-title" html={title} />
                          {path && <Highlight className="DocSearch-Hit-path" html={path} />}
                        </div>
                        {!actions && (
                          <div className="DocSearch-Hit-action">
                            <SelectIcon />
                          </div>
                        )}
                      </div>
                    </Link>
                    {actions && <div className="search-hit__actions">{actions(row, section.kind)}</div>}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </>
  )
}
