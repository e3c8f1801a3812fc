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

/**
 * Hits grouped by page, in rank order (Pagefind: page + headings; Algolia: records of a page). A
 * record that is itself a section of a page (a REST operation, lib/openapi/search-records.mjs: a
 * page-level hit whose URL has an anchor) is a result of its own, so that the list shows one entry
 * per result the count counts.
 */
export function groupHitsByPage(hits: SearchHit[]): PageResult[] {
  const pages = new Map<string, PageResult>()
  for (const hit of hits) {
    const key = hit.type === 'lvl1' && hit.anchor ? hit.url : hit.url_without_anchor
    let page = pages.get(key)
    if (!page) {
      page = { url: key, sectionHtml: hit.hierarchy.lvl0, titleHtml: hit.hierarchy.lvl1 || key, excerptHtml: null, headings: [] }
      pages.set(key, page)
    }
    const excerptHtml = hit._snippetResult.content?.value ?? hit.content ?? null
    const heading = hit.type === 'lvl1' ? null : headingOf(hit)
    if (!heading || !hit.anchor) page.excerptHtml ??= excerptHtml
    else if (!page.headings.some((h) => h.url === hit.url)) page.headings.push({ url: hit.url, titleHtml: heading, excerptHtml })
  }
  return [...pages.values()]
}
