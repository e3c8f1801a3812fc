import { codeToHtml } from 'shiki'
import { describe, expect, it } from 'vitest'
import { highlightMarkers, stripHighlightMarkers } from '@/lib/highlight/markers.mjs'

describe('highlight markers', () => {
  it('removes marker lines and remembers which lines to highlight', () => {
    const code = ['a', '# highlight-next-line', 'b', 'c', '  // highlight-start', 'd', 'e', '// highlight-end', 'f'].join('\n')
    const { code: stripped, highlighted } = stripHighlightMarkers(code)
    expect(stripped).toBe('a\nb\nc\nd\ne\nf')
    expect([...highlighted]).toEqual([2, 4, 5])
  })

  it('leaves code without markers unchanged', () => {
    expect(stripHighlightMarkers('x = 1\n# a normal comment')).toEqual({ code: 'x = 1\n# a normal comment', highlighted: new Set() })
  })

  it('marks the lines in the highlighted HTML', async () => {
    const html = await codeToHtml('curl -X POST \\\n# highlight-next-line\n  -H "Authorization: Bearer $KEY" \\\n  https://example.test', {
      lang: 'bash',
      theme: 'github-light',
      transformers: [highlightMarkers()],
    })
    expect(html).not.toContain('highlight-next-line')
    const lines = html.split('<span class="line"')
    expect(lines).toHaveLength(4)
    expect(lines[2]).toMatch(/^ data-highlighted-line=""/)
    expect(lines[1]).not.toContain('data-highlighted-line')
  })
})

it('adds no attributes to <pre>', async () => {
  const html = await codeToHtml('# highlight-next-line\nx', { lang: 'bash', theme: 'github-light', transformers: [highlightMarkers()] })
  expect(/<pre[^>]*>/.exec(html)![0]).not.toMatch(/highlight/i)
})
