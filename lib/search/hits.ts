import { highlightToText, sanitizeHighlight, textToHtml } from './sanitize'
import type { HighlightValue, HitType, SearchHit } from './types'

const snippet = (value: string): HighlightValue => ({ value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: [] })

export type HitInput = {
  type: Extract<HitType, 'lvl1' | 'lvl2' | 'lvl3'>
  url: string
  /** Plain text (escaped here). */
  lvl0: string
  lvl1: string
  lvl2?: string | null
  lvl3?: string | null
  /** Highlighted excerpt from the engine (sanitized here). */
  excerpt?: string | null
}

/**
 * A DocSearch hit from plain texts and an engine excerpt.
 *
 * The modal shows a `lvl1` hit as title + `content`, and a `lvl2`/`lvl3` hit as its heading +
 * the `hierarchy.lvl1` snippet. Live results put the excerpt in that snippet (heading + matched
 * text); stored recent and favorite searches keep no snippets and show heading + page title.
 */
export function makeHit({ type, url, lvl0, lvl1, lvl2 = null, lvl3 = null, excerpt = null }: HitInput): SearchHit {
  const hierarchy = {
    lvl0: textToHtml(lvl0),
    lvl1: textToHtml(lvl1),
    lvl2: lvl2 ? textToHtml(lvl2) : null,
    lvl3: lvl3 ? textToHtml(lvl3) : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  }
  const excerptHtml = excerpt ? sanitizeHighlight(excerpt) : null
  const hash = url.indexOf('#')
  const hit: SearchHit = {
    objectID: url,
    type,
    url,
    url_without_anchor: hash === -1 ? url : url.slice(0, hash),
    anchor: hash === -1 ? null : url.slice(hash + 1),
    content: type === 'lvl1' && excerptHtml ? textToHtml(highlightToText(excerptHtml)) : null,
    hierarchy,
    _highlightResult: {
      hierarchy: { lvl0: snippet(hierarchy.lvl0), lvl1: snippet(hierarchy.lvl1) },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: snippet(type !== 'lvl1' && excerptHtml ? excerptHtml : hierarchy.lvl1),
        ...(hierarchy.lvl2 && { lvl2: snippet(hierarchy.lvl2) }),
        ...(hierarchy.lvl3 && { lvl3: snippet(hierarchy.lvl3) }),
      },
      // The modal shows it on `lvl1` hits only; the search page shows it on every hit.
      ...(excerptHtml && { content: snippet(excerptHtml) }),
    },
  }
  return hit
}
