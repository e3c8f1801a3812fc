// Content negotiation of the site's own server (scripts/serve.mjs), as deploy/nginx.conf does it:
// which precompressed file and whether a page's Markdown twin a request gets.

/** Whether an Accept-Encoding header takes `coding`: named with q > 0, or not named and `*` with q > 0. */
export function accepts(header, coding) {
  let others = false
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    const taken = q === undefined || Number(q.slice(2)) > 0
    if (name === coding) return taken
    if (name === '*') others = taken
  }
  return others
}

/** The q-value an Accept header gives a media type (exact match only; absent: 0). */
function quality(header, type) {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim())
    if (name !== type) continue
    const q = params.find((param) => param.startsWith('q='))
    return q === undefined ? 1 : Number(q.slice(2)) || 0
  }
  return 0
}

/**
 * Whether a request asks for a page's Markdown twin: it names text/markdown with q=1, and text/html,
 * if at all, lower (a browser's Accept names text/html first, with q=1). deploy/nginx.conf decides the same.
 */
export const prefersMarkdown = (accept) => quality(accept, 'text/markdown') === 1 && quality(accept, 'text/html') < 1
