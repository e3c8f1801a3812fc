// The Markdown of a twin as the server cuts it: its sections by heading, a long page at a limit.

/**
 * The top-level ATX headings of a twin (outside code fences), as `read_page` finds a section:
 * `{ depth, line }`, in order. The build checks that they are the sections above, one for one.
 */
export function headingLines(markdown) {
  const found = []
  let fence = null
  markdown.split('\n').forEach((line, index) => {
    const marker = /^(```+|~~~+)/.exec(line)?.[1]
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? null : marker
    else if (!fence && /^#{2,6} /.test(line)) found.push({ depth: /^#+/.exec(line)[0].length, line: index })
  })
  return found
}

/** The Markdown of one section: its heading line up to the next heading of its depth or above. */
export function sectionMarkdown(markdown, number) {
  const lines = markdown.split('\n')
  const headings = headingLines(markdown)
  const heading = headings[number]
  if (!heading) return null
  const end = headings.slice(number + 1).find((next) => next.depth <= heading.depth)?.line ?? lines.length
  return lines.slice(heading.line, end).join('\n').trim()
}

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
