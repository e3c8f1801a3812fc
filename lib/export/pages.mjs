// The pages of the static export (every .html under out/, outside Next's asset folder), and the
// file that serves a URL.
import { readdirSync } from 'node:fs'
import path from 'node:path'

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
