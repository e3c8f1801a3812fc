// The SHA-256 of each inline script of an exported page, for its Content-Security-Policy: the page
// pass (lib/export/page-pass.mjs) hashes every page once, and deploy/csp.mjs writes the policies
// from the hashes. Here, in lib/, so that the export does not import deploy/ (which imports lib/).
import { createHash } from 'node:crypto'
import { PAYLOAD_MARK } from '../seams/next-markup.mjs'

/** A script's hash as CSP writes it: `'sha256-…'`. */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/** The bodies of a page's inline scripts that a browser executes (no src, a JavaScript type). */
export function inlineScripts(html) {
  const bodies = []
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? ''
    if (EXECUTABLE.test(type)) bodies.push(body)
  }
  return bodies
}

/** The hashes of a page's inline scripts, and how many of them carry the RSC payload (one once joined). */
export function pageScripts(html) {
  const scripts = inlineScripts(html)
  return { scriptHashes: [...new Set(scripts.map(sha256))], payloadScripts: scripts.filter((body) => body.includes(PAYLOAD_MARK)).length }
}
