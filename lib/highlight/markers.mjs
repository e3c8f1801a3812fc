// Highlight markers in code samples (SPEC §9): a `highlight-next-line` comment highlights the
// line after it; `highlight-start` … `highlight-end` highlight the lines between them. Marker
// lines are removed, so readers neither see nor copy them. `#` and `//` comments both work.

const MARKER_RE = /^\s*(?:#|\/\/)\s*highlight-(next-line|start|end)\s*$/

/**
 * The page's line number of each line of a code block's `code` (`codeBlocks` of lib/openapi/examples.mjs:
 * `line` is the fence's), given the page's lines: marker lines are not in `code`, so they are skipped.
 */
export function codeLineNumbers(block, pageLines) {
  const count = block.code.split('\n').length
  const numbers = []
  for (let index = block.line; numbers.length < count && index < pageLines.length; index++) if (!MARKER_RE.test(pageLines[index])) numbers.push(index + 1)
  while (numbers.length < count) numbers.push(block.line + numbers.length + 1)
  return numbers
}

/** The code without marker lines, and the 1-based numbers of the lines to highlight. */
export function stripHighlightMarkers(code) {
  const kept = []
  const highlighted = new Set()
  let next = false
  let block = false
  for (const line of code.split('\n')) {
    const marker = MARKER_RE.exec(line)?.[1]
    if (marker === 'next-line') next = true
    else if (marker === 'start') block = true
    else if (marker === 'end') block = false
    else {
      kept.push(line)
      if (next || block) highlighted.add(kept.length)
      next = false
    }
  }
  return { code: kept.join('\n'), highlighted }
}

/** A shiki transformer applying the markers; highlighted lines get `data-highlighted-line`. */
export function highlightMarkers() {
  return {
    name: 'highlight-markers',
    // `this.meta` is shiki's per-call scratch space (unlike `options.meta`, it is not rendered).
    preprocess(code) {
      const { code: stripped, highlighted } = stripHighlightMarkers(code)
      this.meta.highlightedLines = highlighted
      return stripped
    },
    line(node, line) {
      if (this.meta.highlightedLines?.has(line)) node.properties['data-highlighted-line'] = ''
    },
  }
}
