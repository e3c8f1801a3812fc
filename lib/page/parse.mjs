// The one parse of a page: its text as an MDX syntax tree (front matter, GFM, math, as Nextra's
// compiler reads it), and the visitors that read what the build needs of the tree: the code blocks
// (every sample check), the internal links, the imports, the lines of code (the facts check) and the
// prose outside code (a snapshot's links). The Markdown twin transforms the same tree
// (lib/markdown/twin.mjs). No check scans a page's lines for fences of its own: a block the parse
// does not see as code is not code in the page either.
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { stripHighlightMarkers } from '../highlight/markers.mjs'

/**
 * The site's Markdown processor: the parser of every page, and the stringifier of the twins.
 * Tables unpadded: an assistant reads cells, not columns, and padding would double their size.
 */
export const markdownProcessor = () =>
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm, { tablePipeAlign: false })
    .use(remarkMath)
    .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' })

const parser = markdownProcessor()

/**
 * The tree of a page's text. MDX that does not parse throws with the file and line, as Nextra's
 * compiler would.
 * @param {string} text the page after `%variables%`
 * @param {string} [file] for the message
 */
export function parsePage(text, file = 'page') {
  try {
    return parser.parse(text)
  } catch (error) {
    const line = error.place?.line ?? error.line ?? error.place?.start?.line ?? 1
    throw Object.assign(new Error(`${file}:${line} the page's MDX does not parse: ${error.reason ?? error.message}`), { line, reason: error.reason ?? error.message })
  }
}

/**
 * The fenced and indented code blocks: `{ lang, meta, code, line }` (line of the opening fence), the
 * code as the reader copies it (highlight markers removed), in the page's order.
 */
export function codeBlocksOf(tree) {
  const blocks = []
  visit(tree, 'code', (node) => {
    blocks.push({ lang: (node.lang ?? '').toLowerCase(), meta: (node.meta ?? '').trim(), code: stripHighlightMarkers(node.value).code, line: node.position.start.line })
  })
  return blocks
}

/** The code blocks of a text, parsed here: for tools and tests that hold a text, not a page (a page's are in its analysis, lib/page/analyze.mjs). */
export const codeBlocks = (text) => codeBlocksOf(parsePage(text))

/** The inline code of the page's prose: `{ value, line }`. */
export function inlineCodeOf(tree) {
  const spans = []
  visit(tree, 'inlineCode', (node) => {
    spans.push({ value: node.value, line: node.position.start.line })
  })
  return spans
}

/** The line numbers inside code blocks, their fences included. */
export function codeLinesOf(tree) {
  const lines = new Set()
  visit(tree, 'code', (node) => {
    for (let line = node.position.start.line; line <= node.position.end.line; line++) lines.add(line)
  })
  return lines
}

const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement'])

/** The site-relative links (`/docs/x`, not `//host`): Markdown links, images and definitions, and JSX `href`/`src` attributes, `{ href, line }`. */
export function linksOf(tree) {
  const links = []
  const add = (href, node) => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && links.push({ href, line: node.position?.start.line ?? 1 })
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') add(node.url, node)
    else if (JSX.has(node.type)) for (const attribute of node.attributes ?? []) if (attribute.name === 'href' || attribute.name === 'src') add(attribute.value, node)
  })
  return links
}

/** The page's `import` declarations: `{ source, names, line }` (names: the imported bindings' imported names). */
export function importsOf(tree) {
  const imports = []
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue
      const names = statement.specifiers.map((specifier) => (specifier.type === 'ImportSpecifier' ? (specifier.imported.name ?? specifier.imported.value) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*'))
      imports.push({ source: statement.source.value, names, line: statement.loc?.start.line ?? node.position.start.line })
    }
  })
  return imports
}

/**
 * The page's text with its code (blocks, inline code, math, JSX expressions and ESM) cut out:
 * `[start, end]` offsets of the prose between them, in order. A rewrite of the prose (a snapshot's
 * links) touches these and nothing else.
 */
export function proseRangesOf(tree, text) {
  const code = []
  visit(tree, (node) => {
    if (['code', 'inlineCode', 'math', 'inlineMath', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml'].includes(node.type) && node.position) {
      code.push([node.position.start.offset, node.position.end.offset])
      return 'skip'
    }
  })
  const ranges = []
  let at = 0
  for (const [start, end] of code.sort((a, b) => a[0] - b[0])) {
    if (start > at) ranges.push([at, start])
    at = Math.max(at, end)
  }
  if (at < text.length) ranges.push([at, text.length])
  return ranges
}
