import { highlightToText } from './sanitize'
import type { HighlightValue, Level, SearchHit } from './types'

/** A hit as stored for recent and favorite searches: no highlights (they belong to one query). */
export type StoredHit = Omit<SearchHit, '_highlightResult' | '_snippetResult'> & {
  _highlightResult?: SearchHit['_highlightResult']
  _snippetResult?: SearchHit['_snippetResult']
}

/** One row of the modal's list; `child`: a heading under its page's row, drawn as a tree branch. */
export type HitRow = { hit: StoredHit; child: boolean; lastChild: boolean }
export type HitSection = { title: string; rows: HitRow[] }

/** The section name (lvl0) of a hit as plain text. */
export const sectionName = (hit: StoredHit) => highlightToText(hit.hierarchy.lvl0)

/**
 * Hits grouped by section (lvl0) in rank order of each section's first hit; within a section, the
 * hits of one page stay together under the page's own row. Every page keeps its row; its headings
 * only while the section has fewer than `maxPerSection` rows: the pages on screen are the pages
 * whose excerpts were fetched, and none disappears when they arrive.
 */
export function groupHitsBySection(hits: StoredHit[], maxPerSection = 12): HitSection[] {
  const sections = new Map<string, StoredHit[]>()
  for (const hit of hits) {
    const name = sectionName(hit)
    const list = sections.get(name) ?? []
    if (hit.type === 'lvl1' || list.length < maxPerSection) list.push(hit)
    sections.set(name, list)
  }
  return [...sections].map(([title, list]) => {
    const pages = new Map<string, StoredHit[]>()
    for (const hit of list) pages.set(hit.hierarchy.lvl1, [...(pages.get(hit.hierarchy.lvl1) ?? []), hit])
    const rows = [...pages.values()].flatMap((page) => {
      const hasPageRow = page.some((hit) => hit.type === 'lvl1')
      const children = hasPageRow ? page.filter((hit) => hit.type !== 'lvl1') : []
      return page.map((hit) => ({ hit, child: children.includes(hit), lastChild: hit === children.at(-1) }))
    })
    return { title, rows }
  })
}

/** The section names of a result list, in order, each once. */
export const sectionNames = (hits: StoredHit[]) => [...new Set(hits.map(sectionName))]

const snippet = (hit: StoredHit, level: Level | 'content'): string | null => {
  const stored: HighlightValue | undefined = level === 'content' ? hit._snippetResult?.content : hit._snippetResult?.hierarchy[level]
  const plain = level === 'content' ? hit.content : hit.hierarchy[level]
  return stored?.value || plain || null
}

/**
 * The two lines of a hit as safe HTML: a page shows its title and excerpt; a heading shows itself and
 * the page title (live results: the matched text in its place); a content record its text and page.
 */
export function hitLines(hit: StoredHit): { title: string; path: string | null } {
  if (hit.type === 'lvl1') return { title: snippet(hit, 'lvl1') ?? '', path: snippet(hit, 'content') }
  if (hit.type === 'content') return { title: snippet(hit, 'content') ?? '', path: snippet(hit, 'lvl1') }
  return { title: snippet(hit, hit.type) ?? snippet(hit, 'lvl1') ?? '', path: snippet(hit, 'lvl1') }
}
