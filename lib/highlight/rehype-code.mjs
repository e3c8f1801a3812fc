// The site's code highlighting, the last of its rehype plugins (lib/page/mdx-options.mjs), in
// place of Nextra's (`codeHighlight: false`): rehype-pretty-code, as Nextra runs it, then what Nextra's
// `rehypeAttachCodeMeta` does to its blocks, then each block's lines written as one HTML string, the
// `code` element's `dangerouslySetInnerHTML`.
//
// Why: as elements, a block's highlighted tokens (~1,500 on an API page) each became a JSX call with
// a style object in the page's module (415 KB for the REST services page; 237 KB with strings), and an
// element React created and wrote at every render. Nextra offers no step after its highlighting, hence
// its highlighting here. tests/unit/rehype-code.test.tsx renders every kind of block with Nextra's own
// highlighting and with this and needs the same HTML, so an upgrade that changes either fails there.
import { toEstree } from 'hast-util-to-estree'
import rehypePrettyCode from 'rehype-pretty-code'
import { SKIP, visit } from 'unist-util-visit'
import { linesHtml } from './lines-html.mjs'
import { rehypePrettyCodeOptions } from './options.mjs'

const FILENAME = /filename="([^"]+)"/

/** Nextra's options for rehype-pretty-code (`DEFAULT_REHYPE_PRETTY_CODE_OPTIONS`; the seam "rehype-pretty-code-options", lib/seams/README.md), with the site's highlighter and themes. */
const prettyCodeOptions = {
  keepBackground: false,
  grid: false,
  onVisitLine(node) {
    if (node.children.length === 0) node.children.push({ type: 'text', value: ' ' })
    delete node.properties['data-line']
  },
  defaultLang: { block: 'plaintext' },
  // Nextra reads the file name itself (`rehypeParseCodeMeta`); it is not a rehype-pretty-code title.
  filterMetaString: (meta) => meta.replace(FILENAME, ''),
  ...rehypePrettyCodeOptions,
}

/**
 * What Nextra's `rehypeAttachCodeMeta` does to rehype-pretty-code's blocks (the figure becomes its
 * `pre`, without theme names), and the block's lines made one HTML string. The file name and the copy
 * and word-wrap flags are Nextra's `rehypeParseCodeMeta`, which runs after the site's plugins and
 * reads the meta that rehype-pretty-code keeps on `code`.
 */
function attachCodeMeta(tree, file, { codeblocks }) {
  visit(tree, 'element', (node) => {
    if ((node.tagName !== 'figure' && node.tagName !== 'span') || !('data-rehype-pretty-code-figure' in node.properties)) return
    // Nextra's step fails here with a TypeError.
    if (node.tagName === 'figure' && node.children[0]?.tagName !== 'pre') file.fail('a code block\'s title="…" is not shown on this site: name its file with filename="…"', node)
    const pre = Object.assign(node, node.children[0])
    delete pre.properties['data-theme']
    if (pre.tagName === 'pre') {
      const code = pre.children[0]
      delete code.properties['data-theme']
      delete code.properties['data-language']
      if (!codeblocks) pre.properties['data-pagefind-ignore'] = 'all'
      pre.children[0] = withLinesAsHtml(code)
      return SKIP
    }
    delete node.children[0].properties.className
  })
}

/** An expression as the estree an MDX JSX attribute carries. */
const program = (expression) => ({ type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] })

/** `element`'s attributes as MDX JSX attributes, named and valued as MDX would write the element for React. */
function jsxAttributes(element) {
  const statement = toEstree({ ...element, children: [] }, { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' }).body[0]
  return statement.expression.openingElement.attributes.map((attribute) => {
    if (attribute.type === 'JSXSpreadAttribute') {
      return { type: 'mdxJsxExpressionAttribute', value: '', data: { estree: program({ type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: attribute.argument }] }) } }
    }
    const { name, value } = attribute
    const attributeValue =
      value === null ? null : value.type === 'Literal' ? String(value.value) : { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program(value.expression) } }
    return { type: 'mdxJsxAttribute', name: name.name, value: attributeValue }
  })
}

/** `code` (highlighted lines) as the same element with its lines as one HTML string, or itself when they cannot be one. */
function withLinesAsHtml(code) {
  const html = linesHtml(code.children)
  if (html === null) return code
  const innerHtml = program({
    type: 'ObjectExpression',
    properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html } }],
  })
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [...jsxAttributes(code), { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: innerHtml } } }],
    children: [],
    // The meta: Nextra's `rehypeParseCodeMeta` reads the file name and flags from it.
    data: code.data,
  }
}

/** @param {{ codeblocks?: boolean }} [options] whether search indexes code blocks (Nextra's `search.codeblocks`) */
export default function rehypeCode({ codeblocks = true } = {}) {
  const highlight = rehypePrettyCode(prettyCodeOptions)
  return async (tree, file) => {
    await highlight(tree)
    attachCodeMeta(tree, file, { codeblocks })
  }
}
