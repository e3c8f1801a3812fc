// The sections of a Markdown twin, from the tree the twin is written from (lib/markdown/twin.mjs):
// for the MCP server's search index and its `read_page` by anchor (lib/markdown/mcp-index.mjs).
import GithubSlugger from 'github-slugger'

/** The text a node holds, its blocks and cells apart. */
const plainText = (node) => (node.value !== undefined ? node.value : (node.children ?? []).map(plainText).join(node.type === 'paragraph' || node.type === 'heading' ? '' : ' '))

const squeeze = (text) => text.replace(/\s+/g, ' ').trim()

/**
 * The page's top-level headings from `##` down, each with the anchor the site gives it and the text
 * up to the next heading; the text before the first one is the section with anchor ''. The anchors
 * are Nextra's (its remark-headings): a custom id (`## Роли [#roles]`, or one the REST reference
 * sets) or the heading's text, through one GitHub slugger per page.
 * @returns {{ anchor: string, depth: number, heading: string, text: string }[]}
 */
export function twinSections(tree) {
  const slugger = new GithubSlugger()
  const sections = [{ anchor: '', depth: 1, heading: '', text: '' }]
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) continue
    if (node.type === 'heading') {
      const heading = squeeze(plainText(node))
      sections.push({ anchor: slugger.slug(node.data?.hProperties?.id || plainText(node)), depth: node.depth, heading, text: '' })
      continue
    }
    const section = sections.at(-1)
    section.text += ` ${plainText(node)}`
  }
  return sections.map((section) => ({ ...section, text: squeeze(section.text) }))
}
