// The Markdown of a twin as the server cuts it: a long page at a limit (a section by the lines the
// index gives it, mcp/pages.mjs).

/**
 * `text` from `offset`, cut at `limit` characters at the end of a line: `{ text, end }`, `end` the
 * offset where the rest begins (null when nothing is left).
 */
export function cutAt(text, offset, limit) {
  const rest = text.slice(offset)
  if (rest.length <= limit) return { text: rest, end: null }
  const line = rest.lastIndexOf('\n', limit)
  const length = line > limit / 2 ? line : limit
  return { text: rest.slice(0, length), end: offset + length }
}
