// Where a Markdown twin's sections start: what the build checks against the page's sections
// (lib/markdown/mcp-index.mjs) and what the MCP server cuts a section by (mcp/markdown.mjs), one rule
// for both.

/**
 * The ATX headings of levels 2–6 of a twin (outside code fences), as `read_page` finds a section:
 * `{ depth, line }`, in order. The build checks that they are the page's sections, one for one.
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
