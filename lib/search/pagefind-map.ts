import { makeHit } from './hits'
import { parseDocsTag } from './facets'
import { docsSetOf } from '@/lib/content/route-kind.mjs'
import type { SearchHit, SectionLabels } from './types'

/** The parts of Pagefind's result data (`await result.data()`) the site uses. */
export type PagefindAnchor = { element: string; id: string; text?: string; location: number }
export type PagefindWordLocation = { weight: number; balanced_score: number; location: number }
export type PagefindSubResult = {
  title: string
  url: string
  excerpt: string
  locations?: number[]
  weighted_locations?: PagefindWordLocation[]
  anchor?: PagefindAnchor
}
export type PagefindFragment = {
  url: string
  excerpt: string
  meta?: Record<string, string | undefined>
  filters?: Record<string, string[] | undefined>
  sub_results?: PagefindSubResult[]
  anchors?: PagefindAnchor[]
}

/**
 * The section (lvl0) of a page: its docs set by tag ("Документация", "API 1.4"), else by path
 * (blog, versioned docs), else the plain pages.
 */
export function sectionOf(url: string, docsTag: string | null | undefined, labels: SectionLabels): string {
  const named = (set: 'docs' | 'api', version: string) => (version === 'current' ? labels[set] : `${labels[set]} ${version}`)
  const tag = parseDocsTag(docsTag)
  if (tag) return named(tag.set, tag.version)
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/en(?=\/|$|[?#])/, '')
  if (/^\/blog(\/|$|[?#])/.test(path)) return labels.blog
  const docs = docsSetOf(path)
  if (docs) return named(docs.set, docs.version ?? 'current')
  return labels.pages
}

/** How well a section matches: Pagefind's own scores (rare words and headings weigh more). */
const sectionScore = (sub: PagefindSubResult) =>
  sub.weighted_locations?.length ? sub.weighted_locations.reduce((sum, w) => sum + w.balanced_score, 0) : (sub.locations?.length ?? 0)

const headingLevel = (element: string) => Number(/^h([1-6])$/i.exec(element)?.[1] ?? 0)

/** Pagefind percent-encodes heading ids in URLs; links carry the id as the page has it. */
export function readableUrl(url: string): string {
  const hash = url.indexOf('#')
  if (hash === -1) return url
  try {
    return `${url.slice(0, hash)}#${decodeURIComponent(url.slice(hash + 1))}`
  } catch {
    return url
  }
}

/**
 * One Pagefind page → DocSearch hits: the page (`lvl1`: title + the excerpt of its intro) and up
 * to `maxSubResults` of its matching sections (`lvl2`/`lvl3` from h2/h3 with ids; the URL lands on
 * the heading; an h3 carries its h2 as lvl2), best matches first, in page order.
 */
export function fragmentToHits(fragment: PagefindFragment, options: { labels: SectionLabels; maxSubResults?: number }): SearchHit[] {
  const { labels, maxSubResults = 3 } = options
  const url = fragment.url
  const title = fragment.meta?.title?.trim() || url
  const lvl0 = sectionOf(url, fragment.filters?.docs_tag?.[0], labels)
  const subs = fragment.sub_results ?? []
  const anchored = subs.filter((sub) => sub.anchor?.id && headingLevel(sub.anchor.element) >= 2)
  const intro = subs.find((sub) => !sub.anchor || headingLevel(sub.anchor.element) < 2)

  const pageHit = makeHit({ type: 'lvl1', url, lvl0, lvl1: title, excerpt: intro?.excerpt ?? (anchored.length ? null : fragment.excerpt) })

  const best = anchored
    .map((sub, order) => ({ sub, order, weight: sectionScore(sub) }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, maxSubResults)
    .sort((a, b) => a.order - b.order)
    .map(({ sub }) => sub)

  const h2s = (fragment.anchors ?? []).filter((a) => headingLevel(a.element) === 2).sort((a, b) => a.location - b.location)
  const subHits = best.map((sub) => {
    const anchor = sub.anchor!
    const heading = sub.title?.trim() || anchor.text?.trim() || anchor.id
    const subUrl = readableUrl(sub.url)
    if (headingLevel(anchor.element) === 2) return makeHit({ type: 'lvl2', url: subUrl, lvl0, lvl1: title, lvl2: heading, excerpt: sub.excerpt })
    const parent = h2s.filter((a) => a.location <= anchor.location).at(-1)
    return makeHit({ type: 'lvl3', url: subUrl, lvl0, lvl1: title, lvl2: parent?.text?.trim() || null, lvl3: heading, excerpt: sub.excerpt })
  })
  return [pageHit, ...subHits]
}
