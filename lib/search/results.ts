import type { Level, SearchHit } from './types'

/** A page of the search page's list: its title, section, excerpt and matching headings (safe HTML). */
export type PageResult = {
  url: string
  sectionHtml: string
  titleHtml: string
  excerptHtml: string | null
  headings: Array<{ url: string; titleHtml: string; excerptHtml: string | null }>
}

const headingLevels: Level[] = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2']

/** The deepest heading of a hit below the page title, as safe HTML. */
function headingOf(hit: SearchHit): string | null {
  for (const level of headingLevels) {
    const value = hit._snippetResult.hierarchy[level]?.value ?? hit.hierarchy[level as Exclude<Level, 'lvl0' | 'lvl1'>]
    if (value) return value
  }
  return null
}

/** Hits grouped by page, in rank order (Pagefind: page + headings; Algolia: records of a page). */
export function groupHitsByPage(hits: SearchHit[]): PageResult[] {
  const pages = new Map<string, PageResult>()
  for (const hit of hits) {
    let page = pages.get(hit.url_without_anchor)
    if (!page) {
      page = { url: hit.url_without_anchor, sectionHtml: hit.hierarchy.lvl0, titleHtml: hit.hierarchy.lvl1 || hit.url_without_anchor, excerptHtml: null, headings: [] }
      pages.set(hit.url_without_anchor, page)
    }
    const excerptHtml = hit._snippetResult.content?.value ?? hit.content ?? null
    const heading = hit.type === 'lvl1' ? null : headingOf(hit)
    if (!heading || !hit.anchor) page.excerptHtml ??= excerptHtml
    else if (!page.headings.some((h) => h.url === hit.url)) page.headings.push({ url: hit.url, titleHtml: heading, excerptHtml })
  }
  return [...pages.values()]
}
