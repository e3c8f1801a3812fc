// The pages of the static export: every .html under out/, outside Next's asset folder.
import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Paths (relative to `out`) of the exported HTML pages. */
export const exportedPages = (out) =>
  readdirSync(out, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith(`_next${path.sep}`))
