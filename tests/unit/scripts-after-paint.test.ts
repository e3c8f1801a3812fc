import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { referencedScripts } from '@/bench/lib/page-weight.mjs'
import { exportedPages } from '@/lib/export/pages.mjs'
import { inlinePayload } from '@/lib/seams/next-markup.mjs'
import { loader, loaderPayload, loaderScripts, payloadAsFile, scriptsAfterPaint } from '@/lib/export/scripts-after-paint.mjs'

const page =
  '<html><head><link rel="stylesheet" href="/_next/static/css/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  '<script src="/_next/static/chunks/react-2.js" async=""></script>' +
  '<script src="/_next/static/chunks/app/(ru)/%5Bset%5D/%5B%5B...mdxPath%5D%5D/page-3.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script></head>' +
  '<body><h1>Заголовок</h1><script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'

describe('scripts after the first paint (lib/export/scripts-after-paint.mjs)', () => {
  const rewritten = scriptsAfterPaint(page)

  it("moves the async scripts and their preloads into one loader at the end of <body>, in Next's order", () => {
    expect(rewritten).not.toMatch(/async=""|rel="preload" as="script"/)
    expect(loaderScripts(rewritten)).toEqual([
      '/_next/static/chunks/react-2.js',
      '/_next/static/chunks/app/(ru)/%5Bset%5D/%5B%5B...mdxPath%5D%5D/page-3.js',
      '/_next/static/chunks/webpack-1.js',
    ])
    expect(loaderPayload(rewritten)).toBeNull()
    expect(rewritten).toMatch(new RegExp(`<script data-scripts="[^"]+">${loader.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script></body>`))
  })

  it('keeps the stylesheets, the payload, the legacy polyfills and the content where they were', () => {
    expect(rewritten).toContain('<link rel="stylesheet" href="/_next/static/css/a.css"/>')
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>')
    expect(rewritten).toContain('<h1>Заголовок</h1><script>self.__next_f.push([1,"x"])</script>')
  })

  it('leaves a page without async scripts alone, and is idempotent', () => {
    expect(scriptsAfterPaint('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>')
    expect(scriptsAfterPaint(rewritten)).toBe(rewritten)
  })

  it('still counts every script the page loads in its first-load weight', () => {
    expect(referencedScripts(rewritten)).toEqual(referencedScripts(page))
  })
})

describe("the RSC payload out of the page, in the route's payload file", () => {
  const withPayload = page.replace(
    '<script>self.__next_f.push([1,"x"])</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
      '<script>self.__next_f.push([1,"0:[\\u003cp\\u003e]\\n"])</script>',
  )
  const text = '1:"$Sreact.fragment"\n0:[<p>]\n'

  it('drops the inline payload and names the file in the loader, when the file holds the same text', () => {
    const rewritten = scriptsAfterPaint(withPayload, { url: '/docs/client.txt', text })
    expect(inlinePayload(rewritten).chunks).toEqual([])
    expect(loaderPayload(rewritten)).toBe('/docs/client.txt')
    expect(loaderScripts(rewritten)).toHaveLength(3)
    expect(rewritten).toContain('<h1>Заголовок</h1>')
  })

  it('stops the build when the file is not the inline payload', () => {
    expect(() => scriptsAfterPaint(withPayload, { url: '/docs/client.txt', text: text + '2:null\n' })).toThrow(/inline RSC payload is not the text of \/docs\/client\.txt/)
  })

  it('keeps a payload inline that holds more than text chunks, or has no bootstrap', () => {
    expect(payloadAsFile(withPayload.replace('push([0])', 'push([0]);\nself.__next_f.push([2,null])'), { url: '/a.txt', text })).toBeNull()
    expect(payloadAsFile(page, { url: '/a.txt', text: 'x' })).toBeNull()
  })
})

describe('the exported pages load their scripts after the first paint', () => {
  const out = path.resolve('out')
  const pages = exportedPages(out)

  it('no page has an async script or a script preload left; every page has one loader with its scripts', () => {
    const wrong = pages.flatMap((file) => {
      const html = readFileSync(path.join(out, file), 'utf8')
      const loaders = html.match(/<script data-scripts=/g)?.length ?? 0
      const problems = []
      if (/<script [^>]*async=""|rel="preload" as="script"/.test(html)) problems.push('an async script or a script preload')
      if (loaders !== 1) problems.push(`${loaders} loaders`)
      if (!loaderScripts(html).some((src) => /\/turbopack-[^/]+\.js$/.test(src))) problems.push("no Turbopack runtime in the loader's list")
      // Every page with a payload file fetches it (all but the 404 page): none keeps it inline.
      const payload = file.replace(/\.html$/, '.txt')
      if (existsSync(path.join(out, payload)) && (inlinePayload(html).chunks.length > 0 || loaderPayload(html) !== `/${payload.split(path.sep).join('/')}`)) problems.push('its payload inline, not fetched from its file')
      return problems.map((problem) => `${file}: ${problem}`)
    })
    expect(pages.length).toBeGreaterThan(300)
    expect(wrong).toEqual([])
  })
})
