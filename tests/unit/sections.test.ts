import { compileMdx } from 'nextra/compile'
import { describe, expect, it } from 'vitest'
import rehypeSections, { measure } from '@/lib/page/sections.mjs'

type Node = { type: string; tagName?: string; name?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] }
const text = (value: string): Node => ({ type: 'text', value })
const el = (tagName: string, children: Node[] = [], properties = {}): Node => ({ type: 'element', tagName, properties, children })
const sectioned = (children: Node[]) => {
  const tree = { type: 'root', children }
  ;(rehypeSections() as (tree: Node) => void)(tree)
  return tree.children
}
const shape = (nodes: Node[]): unknown[] => nodes.map((node) => (node.tagName === 'section' ? { section: shape(node.children!) } : node.tagName ?? node.type))

describe('page sections', () => {
  it('wraps each h2 and what follows it up to the next h2; the intro stays as it is', () => {
    const nodes = sectioned([el('h1'), el('p', [text('Intro')]), el('h2', [text('A')]), el('p', [text('one')]), el('h3'), text('\n'), el('h2'), el('pre', [el('code', [text('x\ny\n')])])])
    expect(shape(nodes)).toEqual(['h1', 'p', { section: ['h2', 'p', 'h3', 'text'] }, { section: ['h2', 'pre'] }])
    expect(nodes[2].properties).toEqual({ className: ['doc-section'], style: '--section-chars:4;--section-cell-chars:0;--section-code-lines:0;--section-rows:0;--section-blocks:2' })
    expect(nodes[3].properties!.style).toBe('--section-chars:0;--section-cell-chars:0;--section-code-lines:3;--section-rows:0;--section-blocks:1')
  })

  it('leaves a page without h2 alone', () => {
    expect(shape(sectioned([el('p'), el('h3')]))).toEqual(['p', 'h3'])
  })

  it('keeps imports and exports at the top level', () => {
    const esm = { type: 'mdxjsEsm', value: 'import X from "x"' }
    expect(shape(sectioned([el('h2'), el('p'), esm, el('p')]))).toEqual([{ section: ['h2', 'p', 'p'] }, 'mdxjsEsm'])
  })

  it('keeps the page compiling in Nextra\'s pipeline, its headings in the table of contents', async () => {
    const source = '# Title\n\nIntro\n\n## First\n\nOne\n\n```bash\nls -l\n```\n\n## Second\n\n| a |\n|---|\n| 1 |\n'
    // Without Nextra's highlighting, which would load every shiki language (seconds; the sections do not need it).
    const js = await compileMdx(source, { filePath: `${process.cwd()}/content/docs/x.mdx`, codeHighlight: false, mdxOptions: { rehypePlugins: [rehypeSections] } })
    expect(js.match(/"doc-section"/g)).toHaveLength(2)
    expect(js).toMatch(/value: "First",\s*id: "first",\s*depth: 2/)
    expect(js).toMatch(/value: "Second",\s*id: "second",\s*depth: 2/)
  })

  it('counts prose characters, code lines, table rows and blocks, JSX blocks included', () => {
    const size = measure([
      el('p', [text('  hello  '), el('code', [text('inline')])]),
      el('table', [el('tr', [el('td', [text('a')])]), el('tr', [el('td', [text('b')])])]),
      { type: 'mdxJsxFlowElement', name: 'Callout', children: [el('p', [text('note')])] },
      el('pre', [el('code', [text('1\n2\n3')])]),
    ])
    expect(size).toEqual({ chars: 5 + 6 + 4, cellChars: 2, codeLines: 3, rows: 2, blocks: 5, unknown: false })
  })

  it('does not skip a section holding a component whose content is not in the page', () => {
    const [wrapped] = sectioned([el('h2'), el('p', [text('All channels:')]), { type: 'mdxJsxFlowElement', name: 'ChannelTable', children: [] }])
    expect(shape([wrapped])).toEqual([{ section: ['h2', 'p', 'mdxJsxFlowElement'] }])
    expect(wrapped.properties).toEqual({})
  })
})
