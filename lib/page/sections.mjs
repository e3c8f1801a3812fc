// Each `##` section of a page in its own <section>, so that the browser skips the style and layout
// of the sections out of the window (`content-visibility: auto`, styles/site.css) — a rehype plugin
// wired in lib/page/mdx-options.mjs.
//
// On a phone, a long docs page was styled and laid out whole, twice (with the inlined critical CSS,
// then again when the theme stylesheet arrived): ~100 ms tasks each at 4x CPU. A skipped section
// still needs a height, or the scrollbar and the place of everything after it would be wrong until
// the reader gets there; it is estimated from what the section holds (its characters of prose and
// of tables, lines of code, table rows and blocks, written as custom properties), and the browser
// remembers the real one once it has laid the section out.

/** Elements that start a block of their own (a paragraph's worth of spacing). */
const BLOCKS = new Set(['p', 'li', 'h3', 'h4', 'h5', 'h6', 'pre', 'table', 'blockquote', 'img', 'hr', 'details', 'dt', 'dd'])

/**
 * What a section holds, for its estimated height: characters of prose and of table cells (narrower,
 * so taller), lines of code, table rows, blocks; `unknown` when it holds a component with no
 * content in the page (`<ChannelTable />`), whose height only the component knows.
 */
export function measure(nodes) {
  const size = { chars: 0, cellChars: 0, codeLines: 0, rows: 0, blocks: 0, unknown: false }
  const walk = (node, where) => {
    if (node.type === 'text') {
      if (where === 'pre') size.codeLines += node.value.match(/\n/g)?.length ?? 0
      else size[where === 'table' ? 'cellChars' : 'chars'] += node.value.trim().length
      return
    }
    const name = node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' ? node.name : null
    if (name === 'pre') size.codeLines += 1
    if (name === 'tr') size.rows += 1
    if (BLOCKS.has(name) || node.type === 'mdxJsxFlowElement') size.blocks += 1
    if (node.type === 'mdxJsxFlowElement' && !node.children?.length) size.unknown = true
    for (const child of node.children ?? []) walk(child, name === 'pre' || name === 'table' ? name : where)
  }
  for (const node of nodes) walk(node, null)
  return size
}

/** A section, skipped while out of the window unless its height cannot be estimated. */
const section = (children) => {
  const { chars, cellChars, codeLines, rows, blocks, unknown } = measure(children)
  const properties = unknown
    ? {}
    : {
        className: ['doc-section'],
        style: `--section-chars:${chars};--section-cell-chars:${cellChars};--section-code-lines:${codeLines};--section-rows:${rows};--section-blocks:${blocks}`,
      }
  return { type: 'element', tagName: 'section', properties, children }
}

/** The rehype plugin: the page's top-level content from each `h2` up to the next, wrapped. */
export default function rehypeSections() {
  return (tree) => {
    const root = []
    let current = null
    for (const node of tree.children) {
      // Imports and exports stay at the top level, where MDX expects them.
      if (node.type === 'mdxjsEsm') root.push(node)
      else if (node.type === 'element' && node.tagName === 'h2') {
        current = [node]
        root.push(current)
      } else if (current) current.push(node)
      else root.push(node)
    }
    tree.children = root.map((entry) => (Array.isArray(entry) ? section(entry) : entry))
  }
}
