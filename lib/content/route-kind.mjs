// What a locale-free route is, read from its shape: one answer for the build (the Markdown twins, the
// search index's check, the content manifest) and the browser (the language switcher, the search
// results' sections). No Node imports: client code uses it.

import { DOCS_SET_PATTERN } from '../versions/sets.mjs'

const DOCS_SET = new RegExp(`^/(?:versions/([^/?#]+)/)?(${DOCS_SET_PATTERN})(?=[/?#]|$)`)

/**
 * The documentation set and version of a docs or API route, null elsewhere:
 * `/api/rest` → `{ set: 'api', version: null }`, `/versions/1.4/docs/client` → `{ set: 'docs', version: '1.4' }`.
 * @param {string} route
 * @returns {{ set: 'docs' | 'api', version: string | null } | null}
 */
export function docsSetOf(route) {
  const match = DOCS_SET.exec(route)
  return match ? { set: /** @type {'docs' | 'api'} */ (match[2]), version: match[1] ?? null } : null
}

/** Whether a route is a blog post: `/blog/2025/06/18/vllm`. */
export const isPostRoute = (route) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/?#]/.test(route)

/** Whether a route is a page written in MDX: docs and API of any version, and blog posts. */
export const isContentRoute = (route) => docsSetOf(route) !== null || isPostRoute(route)
