// The pages of the static export (every .html under out/, outside Next's asset folder), and the
// file that serves a URL.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { seamError } from '../seams/index.mjs'

/**
 * The HTML files the build leaves at old addresses (each old path of out/_redirects, written by
 * scripts/postbuild.mjs from lib/content/redirects.mjs): they send the reader on, they are no page.
 */
function redirectFiles(out) {
  let text = ''
  try {
    text = readFileSync(path.join(out, '_redirects'), 'utf8')
  } catch {
    return new Set()
  }
  const olds = text.split('\n').map((line) => line.split(' ')[0]).filter((from) => from.startsWith('/') && !/(\/|\.md)$/.test(from))
  return new Set(olds.map((from) => `${from.slice(1) || 'index'}.html`.split('/').join(path.sep)))
}

/** Paths (relative to `out`) of the exported HTML pages (not the files at old addresses that redirect). */
export function exportedPages(out) {
  const redirects = redirectFiles(out)
  return readdirSync(out, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith(`_next${path.sep}`) && !redirects.has(file))
}

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
