import { describe, expect, it } from 'vitest'
import { asyncScripts, beforeBodyEnd, headOf, joinPayloadScripts, PAYLOAD_MARK, stylesheetLinks, withoutAsyncScripts } from '@/lib/seams/next-markup.mjs'

// The export's knowledge of Next's markup (lib/seams/next-markup.mjs), against a page as Next 16
// writes it. When an upgrade changes the markup, these fail first, and the build names the pages.
const css = [
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/css/b.css" data-precedence="next"/>',
]
const scripts = ['/_next/static/chunks/turbopack-0e5buymq-qp0w.js', '/_next/static/chunks/2rv5jvl35qh22.js']
const page =
  `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><link rel="preconnect" href="/" crossorigin=""/>${css.join('')}` +
  '<meta name="next-size-adjust" content=""/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${scripts[0]}"/>` +
  `<script src="${scripts[0]}" id="_R_" async=""></script><script src="${scripts[1]}" async=""></script>` +
  '<link rel="alternate" type="text/markdown" href="/docs/client.md"/></head>' +
  '<body><main><h1>Клиент</h1></main><script>document.documentElement.dataset.x=1</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{}]\\n"])</script></body></html>'

describe("Next's markup, in one module", () => {
  it("finds the async chunk scripts in order, and removes them with their preloads", () => {
    expect(asyncScripts(page)).toEqual(scripts)
    const without = withoutAsyncScripts(page)
    expect(without).not.toContain('<script src=')
    expect(without).not.toContain('rel="preload" as="script"')
    // Next's markup for fonts the site does not have (Turbopack's font manifest lists every page).
    expect(without).not.toContain('rel="preconnect"')
    expect(without).not.toContain('next-size-adjust')
    expect(without).toContain('rel="alternate" type="text/markdown"')
  })

  it('finds the render-blocking stylesheets in the head, and nothing else', () => {
    expect(headOf(page).endsWith('</head>')).toBe(false)
    expect(stylesheetLinks(headOf(page))).toEqual(css)
  })

  it('puts markup just before </body>', () => {
    expect(beforeBodyEnd(page, '<i></i>')).toMatch(/<i><\/i><\/body><\/html>$/)
  })

  it('joins the run of payload scripts into one that runs them in order, once', () => {
    const joined = joinPayloadScripts(page)
    const inline = [...joined.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(inline).toHaveLength(2)
    expect(inline[0]).toBe('document.documentElement.dataset.x=1')
    expect(inline[1].split(';\n')).toHaveLength(3)
    expect(inline[1].startsWith(`(${PAYLOAD_MARK}=`)).toBe(true)
    expect(joinPayloadScripts(joined)).toBe(joined)
  })
})
