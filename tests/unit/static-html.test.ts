import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { createElement, type ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { codeToHast } from 'shiki'
import { describe, expect, it } from 'vitest'
import { staticHtml } from '@/lib/highlight/static-html'
import { highlightMarkers } from '@/lib/highlight/markers.mjs'
import { codeThemes } from '@/lib/highlight/themes.mjs'

/** Highlighted code as the React elements MDX gives the code block: the children of `code`. */
async function highlighted(code: string, lang: string): Promise<ReactNode> {
  const hast = await codeToHast(code, { lang, themes: codeThemes, transformers: [highlightMarkers()] })
  const tree = toJsxRuntime(hast, { Fragment, jsx, jsxs }) as { props: { children: { props: { children: { props: { children: ReactNode } } } } } }
  // root → pre → code → lines
  return tree.props.children.props.children.props.children
}

const asReact = (node: ReactNode) => renderToStaticMarkup(createElement('code', null, node)).slice('<code>'.length, -'</code>'.length)

describe('static HTML of highlighted code', () => {
  it.each([
    ['bash', 'mlp services list --output json | jq \'.[] | select(.status == "running")\'\n# highlight-next-line\nexport KEY="<token>" && echo "$KEY" > ~/.mlp'],
    ['json', '{\n  "name": "asr-ru",\n  "replicas": 2,\n  "tags": ["<b>", "a & b"]\n}'],
    ['python', 'def f(x: int) -> str:\n    return f"{x!r} < 3 & > 1"\n'],
    ['yaml', 'profiles:\n  cloud:\n    apiUrl: https://api.example.test # “quotes”\n'],
  ])('is what React renders for %s', async (lang, code) => {
    const lines = await highlighted(code, lang)
    const html = staticHtml(lines)
    expect(html).not.toBeNull()
    expect(html).toBe(asReact(lines))
  })

  it('escapes text and attributes', () => {
    const node = createElement('span', { className: 'a"b', 'data-x': '<&>', style: { '--v': '"x"', color: 'red' } }, '<script>&amp;')
    expect(staticHtml(node)).toBe(asReact(node))
    expect(staticHtml(node)).toBe('<span class="a&quot;b" data-x="&lt;&amp;&gt;" style="--v:&quot;x&quot;;color:red">&lt;script&gt;&amp;amp;</span>')
  })

  it('writes data attributes as React does, booleans and empty strings included', () => {
    const node = createElement('span', { 'data-line': '', 'data-a': true, 'data-b': false, 'aria-hidden': true, title: 7 }, 'x', 1, null, false)
    expect(staticHtml(node)).toBe(asReact(node))
  })

  it('gives up on what React would change or run: components, handlers, unitless numbers, void elements', () => {
    const Component = () => createElement('span', null, 'x')
    expect(staticHtml(createElement(Component))).toBeNull()
    expect(staticHtml(createElement('span', null, createElement(Component)))).toBeNull()
    expect(staticHtml(createElement('span', { onClick: () => {} }, 'x'))).toBeNull()
    expect(staticHtml(createElement('span', { style: { width: 10 } }, 'x'))).toBeNull()
    expect(staticHtml(createElement('span', { hidden: true }, 'x'))).toBeNull()
    expect(staticHtml(createElement('br'))).toBeNull()
  })
})
