import { describe, expect, it } from 'vitest'
import { decodeEntities, escapeHtml, highlightToText, sanitizeHighlight, textToHtml } from '@/lib/search/sanitize'

describe('search text sanitizing', () => {
  it('keeps only bare <mark> tags of an excerpt and escapes everything else', () => {
    expect(sanitizeHighlight('a <mark>b</mark> c')).toBe('a <mark>b</mark> c')
    expect(sanitizeHighlight('<mark>x</mark> <img src=x onerror=alert(1)>')).toBe('<mark>x</mark> &lt;img src=x onerror=alert(1)&gt;')
    expect(sanitizeHighlight('<mark onclick="alert(1)">x</mark>')).toBe('&lt;mark onclick=&quot;alert(1)&quot;&gt;x')
    expect(sanitizeHighlight('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(sanitizeHighlight('" \' \\ & <')).toBe('&quot; &#39; \\ &amp; &lt;')
  })

  it('balances marks', () => {
    expect(sanitizeHighlight('<mark>open')).toBe('<mark>open</mark>')
    expect(sanitizeHighlight('close</mark> text')).toBe('close text')
    expect(sanitizeHighlight('<mark><mark>x</mark></mark>')).toBe('<mark>x</mark>')
  })

  it('decodes an engine\'s entities once before escaping (no double escaping, no smuggled tags)', () => {
    expect(sanitizeHighlight('1 &lt; 2 &amp;&amp; <mark>ok</mark>')).toBe('1 &lt; 2 &amp;&amp; <mark>ok</mark>')
    expect(sanitizeHighlight('&lt;mark&gt;fake&lt;/mark&gt;')).toBe('&lt;mark&gt;fake&lt;/mark&gt;')
    expect(decodeEntities('&#x41;&#66;&quot;&nbsp;&bogus;&#0;')).toBe('AB"\u00a0&bogus;&#0;')
  })

  it('keeps RTL text, emoji and long strings as text', () => {
    const rtl = 'مرحبا بالعالم 👋🏽 שלום'
    expect(sanitizeHighlight(rtl)).toBe(rtl)
    const long = '<b>'.repeat(400)
    expect(sanitizeHighlight(long)).toBe('&lt;b&gt;'.repeat(400))
    expect(textToHtml('<i>')).toBe('&lt;i&gt;')
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;')
    expect(highlightToText('<mark>a</mark> &amp; b')).toBe('a & b')
  })
})
