import type { Element, ElementContent } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { compileMdx } from 'nextra/compile'
import { Code } from 'nextra/components'
import { createElement, type ComponentType } from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { codeToHast } from 'shiki'
import { describe, expect, it } from 'vitest'
import { codeBlock } from '@/components/docs/code-block'
import { nextraOptions } from '@/lib/page/mdx-options.mjs'
import { linesHtml } from '@/lib/highlight/lines-html.mjs'
import { highlightMarkers } from '@/lib/highlight/markers.mjs'
import { rehypePrettyCodeOptions } from '@/lib/highlight/options.mjs'
import rehypeCode from '@/lib/highlight/rehype-code.mjs'
import { codeThemes } from '@/lib/highlight/themes.mjs'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/** What React writes for hast `nodes` made into elements, as MDX would make them. */
const asReact = (nodes: ElementContent[]) =>
  renderToStaticMarkup(toJsxRuntime({ type: 'root', children: nodes }, { Fragment, jsx, jsxs, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' }) as never)

/** Highlighted lines: the children of shiki's `code`. */
async function lines(code: string, lang: string): Promise<ElementContent[]> {
  const root = await codeToHast(code, { lang, themes: codeThemes, defaultColor: false, transformers: [highlightMarkers()] })
  return (((root.children[0] as Element).children[0] as Element).children)
}

const span = (properties: Element['properties'], ...children: ElementContent[]): Element => ({ type: 'element', tagName: 'span', properties, children })

describe('highlighted lines as one HTML string', () => {
  it.each([
    ['bash', 'mlp services list --output json | jq \'.[] | select(.status == "running")\'\n# highlight-next-line\nexport KEY="<token>" && echo "$KEY" > ~/.mlp'],
    ['json', '{\n  "name": "asr-ru",\n  "replicas": 2,\n  "tags": ["<b>", "a & b"]\n}'],
    ['python', 'def f(x: int) -> str:\n    return f"{x!r} < 3 & > 1"\n'],
    ['yaml', 'profiles:\n  cloud:\n    apiUrl: https://api.example.test # “quotes”\n'],
  ])('is what React writes for %s', async (lang, code) => {
    const nodes = await lines(code, lang)
    expect(linesHtml(nodes)).toBe(asReact(nodes))
  })

  it('escapes text and attributes as React does; styles as React writes their objects', () => {
    const nodes = [span({ className: ['a"b', 'c'], 'data-x': '<&>', style: ' --v : "x" ; color:red;' }, { type: 'text', value: "<script>&amp;'" })]
    expect(linesHtml(nodes)).toBe(asReact(nodes))
    expect(linesHtml(nodes)).toBe('<span class="a&quot;b c" data-x="&lt;&amp;&gt;" style="--v:&quot;x&quot;;color:red">&lt;script&gt;&amp;amp;&#x27;</span>')
  })

  it('writes data attributes as React does, booleans and empty strings included', () => {
    const nodes = [span({ dataLine: '', 'data-highlighted-line': true, ariaHidden: true, title: 7 } as unknown as Element['properties'], { type: 'text', value: 'x' })]
    expect(linesHtml(nodes)).toBe(asReact(nodes))
    // `false` is no attribute, as MDX compiles it.
    expect(linesHtml([span({ dataB: false })])).toBe('<span></span>')
  })

  it('gives up on what React would change or drop: comments, void elements, boolean attributes, handlers', () => {
    expect(linesHtml([{ type: 'comment', value: 'x' }])).toBeNull()
    expect(linesHtml([span({}, { type: 'element', tagName: 'br', properties: {}, children: [] })])).toBeNull()
    expect(linesHtml([span({ hidden: true })])).toBeNull()
    expect(linesHtml([span({ onClick: 'alert(1)' })])).toBeNull()
  })
})

// Every way a writer can mark a code block (docs/WRITING.md, "Add a page"), and the inline and math code
// beside them.
const page = [
  '# Code',
  '',
  'Inline `code`, highlighted inline `const a = 1{:js}`, and math $x^2$.',
  '',
  '```bash',
  'mlp services list | jq \'.[] | select(.status == "running")\'',
  '# highlight-next-line',
  'export KEY="<token>"',
  '```',
  '',
  '```python filename="client.py" showLineNumbers {2}',
  'def f(x):',
  '',
  '    return f"{x!r} < 3 & > 1"',
  '```',
  '',
  '```json copy=false word-wrap=false /replicas/',
  '{ "name": "asr-ru", "replicas": 2 }',
  '```',
  '',
  '```yaml caption="values" showLineNumbers{5}',
  'profiles:',
  '  cloud: {}',
  '```',
  '',
  '```',
  'plain text, no language',
  '```',
  '',
  '```math',
  'E = mc^2',
  '```',
].join('\n')

const components = { pre: codeBlock(dictionaries.en.docs), code: Code }
const filePath = `${process.cwd()}/content/en/docs/code.mdx`

/** `js` (a compiled page) rendered with the docs' code block, as Nextra's `evaluate` runs it in production. */
function render(js: string): string {
  const { default: Content } = Reflect.construct(Function, ['$', js])({ ...jsxRuntime, useMDXComponents: () => components }) as { default: ComponentType }
  return renderToStaticMarkup(createElement(Content))
}

describe('the site\'s code highlighting (lib/highlight/rehype-code.mjs)', () => {
  it('renders every kind of block as Nextra\'s own highlighting does, but each block\'s lines one string', async () => {
    const ours = await compileMdx(page, { ...nextraOptions, filePath, mdxOptions: { rehypePlugins: [[rehypeCode, { codeblocks: false }]] } })
    // Nextra's highlighting, with the site's highlighter and themes: what the site did before.
    const nextras = await compileMdx(page, { ...nextraOptions, codeHighlight: true, filePath, mdxOptions: { rehypePrettyCodeOptions: rehypePrettyCodeOptions as never } })
    expect(render(ours)).toBe(render(nextras))
    // Five highlighted blocks (the math block is KaTeX's); not one of their tokens left an element
    // (the inline code before them keeps its tokens).
    const blocks = (js: string) => js.slice(js.indexOf('_components.pre'))
    expect(ours.match(/dangerouslySetInnerHTML/g)).toHaveLength(5)
    expect(blocks(ours)).not.toContain('--shiki-light":')
    expect(blocks(nextras)).toContain('--shiki-light":')
  })

  it('stops a page with a titled block, naming its line (Nextra\'s own step fails with a TypeError)', async () => {
    const titled = '# T\n\n```yaml title="values.yaml"\na: 1\n```\n'
    await expect(compileMdx(titled, { ...nextraOptions, filePath, mdxOptions: { rehypePlugins: [[rehypeCode, {}]] } })).rejects.toMatchObject({
      line: 3,
      reason: 'a code block\'s title="…" is not shown on this site: name its file with filename="…"',
    })
  })

  it('shows the file name of a block the content check reads as a body (lib/samples/curl-replay.mjs), its markers hidden', async () => {
    const marked = '# T\n\n```json operation=createService request filename="service.json"\n{ "name": "asr-ru" }\n```\n'
    const html = render(await compileMdx(marked, { ...nextraOptions, filePath, mdxOptions: { rehypePlugins: [[rehypeCode, {}]] } }))
    expect(html).toContain('<div class="code-block__filename"><span>service.json</span></div>')
    expect(html).not.toMatch(/operation=|filename=/)
  })

  it('is the site\'s: Nextra\'s own highlighting is off and the plugin is the last of the site\'s', async () => {
    const { mdxOptionsFor } = await import('@/lib/page/mdx-options.mjs')
    expect(nextraOptions.codeHighlight).toBe(false)
    expect(mdxOptionsFor({ locale: 'en', version: null }).rehypePlugins.at(-1)).toEqual([rehypeCode, { codeblocks: nextraOptions.search.codeblocks }])
  })
})
