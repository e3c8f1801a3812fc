// The pages of the static export (every .html under out/, outside Next's asset folder), and the
// file that serves a URL.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { seamError } from '../seams/index.mjs'

/** Paths (relative to `out`) of the exported HTML pages. */
export const exportedPages = (out) =>
  readdirSync(out, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith(`_next${path.sep}`))

/** The file in `out` that serves a same-origin URL path, or null for other origins. */
export function exportedFile(out, url) {
  if (/^(https?:)?\/\//i.test(url)) return null
  return path.join(out, decodeURIComponent(url.split(/[?#]/)[0]))
}

/**
 * Fails the build when a rewrite of the export found nothing to rewrite on some pages. The rewrites
 * match Next's markup by pattern; without this, a change in that markup would switch one off silently.
 * @param {string} step what the rewrite does, for the message
 * @param {string[]} unmatched the pages (paths in out/) it found nothing on
 */
export function assertRewrote(step, unmatched) {
  if (unmatched.length === 0) return
  const shown = unmatched.slice(0, 5).join(', ') + (unmatched.length > 5 ? ', …' : '')
  throw seamError('next-markup', `postbuild: ${step}: nothing to rewrite on ${unmatched.length} page(s): ${shown}. Has Next's markup changed? Update its pattern in lib/seams/next-markup.mjs`)
}
