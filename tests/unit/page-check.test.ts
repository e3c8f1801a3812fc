import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '@/lib/checks/content-check.mjs'
import { pageErrors } from '@/lib/checks/page-check.mjs'
import { codeBlocks } from '@/lib/page/parse.mjs'
import { codeLanguageNames, codeLanguages } from '@/lib/highlight/options.mjs'
import remarkCodeLanguages from '@/lib/highlight/remark-code-languages.mjs'
import { loadDocument } from '@/lib/openapi/document.mjs'
import { compiledPageURL, compilePage } from '@/lib/page/compile.mjs'
import { pageKey } from '@/lib/page/cache.mjs'
import { analyzePage } from '@/lib/page/analyze.mjs'
import { contentManifest } from '@/lib/content/manifest.mjs'

// A page's own mistakes (lib/checks/page-check.mjs) are found with file and line by the content
// check before `next build`, and by the page's compile (lib/page/compile.mjs), in `npm run dev` as in the build.
const page = (body: string) => `---\ntitle: Страница\n---\n\n# Страница\n\n${body}\n`
const rust = '```rust\nfn main() {}\n```'
const temporary: string[] = []
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('code languages', () => {
  it('are the listed ones with their aliases, sc, plain text and math', () => {
    expect(codeLanguages).toContain('python')
    for (const name of ['py', 'sh', 'shell', 'yml', 'js', 'sc', 'text', 'math']) expect(codeLanguageNames.has(name), name).toBe(true)
    expect(codeLanguageNames.has('rust')).toBe(false)
  })

  it('an unlisted one is an error of the page, with its line', () => {
    expect(pageErrors({ text: page(`Text.\n\n${rust}`), blocks: codeBlocks(page(`Text.\n\n${rust}`)), inline: [] }, { document: loadDocument() })).toEqual([
      { line: 9, message: expect.stringMatching(/^code block in an unknown language "rust": use one of .*lib\/highlight\/options\.mjs/) },
    ])
  })

  it('fails the content check with file and line', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'page-check-'))
    temporary.push(root)
    for (const [file, text] of Object.entries({ 'docs/index.mdx': page(rust), 'en/docs/index.mdx': page('```python\nprint(1)\n```') })) {
      mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true })
      writeFileSync(path.join(root, 'content', file), text)
    }
    mkdirSync(path.join(root, 'public'))
    const { errors } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), root })
    expect(errors).toEqual([expect.stringMatching(/^content\/docs\/index\.mdx:7 code block in an unknown language "rust"/)])
  })

  it("fails the page's compile, naming the line (the remark plugin of lib/page/mdx-options.mjs)", () => {
    const compile = (text: string) => unified().use(remarkParse).use(remarkCodeLanguages).runSync(unified().use(remarkParse).parse(text))
    expect(() => compile('```json\n{}\n```\n')).not.toThrow()
    expect(() => compile(`Text.\n\n${rust}\n`)).toThrow(expect.objectContaining({ line: 3, reason: expect.stringMatching(/unknown language "rust"/) }))
  })
})

describe("a page compiled by the site's one compiler (lib/page/compile.mjs)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-compile-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  /** The page written to `x.mdx` and compiled as `next build` and `next dev` compile it; its code. */
  const compile = async (source: string) => {
    const file = path.join(dir, 'x.mdx')
    writeFileSync(file, source)
    return (await compilePage({ file, locale: 'ru', version: null })).code
  }

  it('stops the compile with file and line for bad front matter, a JSON block and an unknown language', async () => {
    const error = await compile('---\ntitle: A: B\n---\n\n```json\n{ "a": }\n```\n\n```rust\nfn main() {}\n```\n').catch((e: Error) => e.message)
    expect(String(error).split('\n')).toEqual([
      expect.stringMatching(/x\.mdx:2 bad front matter: /),
      expect.stringMatching(/x\.mdx:5 json block does not parse: /),
      expect.stringMatching(/x\.mdx:9 code block in an unknown language "rust"/),
    ])
  })

  it('stops it naming an unknown variable, and compiles the page once it is fixed, its variables substituted', async () => {
    await expect(compile(page('Пишите на %mail.nobody%.'))).rejects.toThrow(/x\.mdx:\d+:\d+ unknown variable %mail\.nobody%/)
    expect(await compile(page('Пишите на %mail.support%.'))).toMatch(/Пишите на \S+@\S+\./)
  })

  it('compiles a page once per text: the same text gives the same compile, a new text a new one', async () => {
    const file = path.join(dir, 'y.mdx')
    writeFileSync(file, page('Текст.'))
    const first = compilePage({ file, locale: 'ru', version: null })
    expect(compilePage({ file, locale: 'ru', version: null })).toBe(first)
    writeFileSync(file, page('Другой текст.'))
    const second = compilePage({ file, locale: 'ru', version: null })
    expect(second).not.toBe(first)
    expect((await second).code).toMatch(/Другой текст/)
    expect((await second).key).not.toBe((await first).key)
  })

  it("keeps `next dev`'s compile apart from the build's: Nextra writes jsxDEV calls there, which the build's React lacks", () => {
    const file = path.join(dir, 'z.mdx')
    const saved = process.env.NODE_ENV
    try {
      ;(process.env as Record<string, string>).NODE_ENV = 'development'
      const dev = pageKey({ file, locale: 'ru', version: null }, page('Текст.'))
      ;(process.env as Record<string, string>).NODE_ENV = 'production'
      expect(pageKey({ file, locale: 'ru', version: null }, page('Текст.'))).not.toBe(dev)
    } finally {
      ;(process.env as Record<string, string | undefined>).NODE_ENV = saved
    }
  })

  it('stops it naming an import the page is not given, outside code', async () => {
    const body = "import { Callout, Tabs } from 'nextra/components'\n\n```js\nimport x from 'y'\n```\n"
    const error = await compile(`---\ntitle: A\n---\n\n${body}`).catch((e: Error) => e.message)
    expect(error).toMatch(/^\S*x\.mdx:5 a page can import only \{ Callout \} from 'nextra\/components'/)
    expect(String(error).split('\n')).toHaveLength(1)
    await expect(compile(`---\ntitle: A\n---\n\nimport { Callout } from 'nextra/components'\n\n<Callout>Текст.</Callout>\n`)).resolves.toMatch(/Текст/)
  })

  it('takes a page\'s locale and version from the content manifest: a checkout under /en/ and /versions/ stays Russian', async () => {
    // The checkout itself sits in folders named en/ and versions/1.4/: only content/en/ is English.
    const content = path.join(dir, 'srv', 'en', 'versions', '1.4', 'docs-site', 'content')
    const body = '<ApiOperationTable tag="Services" />\n\n<Callout>Текст.</Callout>\n'
    for (const [file, title] of [['api/rest/services.mdx', 'Сервисы'], ['en/api/rest/services.mdx', 'Services']]) {
      mkdirSync(path.dirname(path.join(content, file)), { recursive: true })
      writeFileSync(path.join(content, file), `---\ntitle: ${title}\n---\n\nimport { Callout } from 'nextra/components'\n\n# ${title}\n\n${body}`)
    }
    const pages = contentManifest({ contentDir: content, versionsDir: null })
    const [ru, en] = (['ru', 'en'] as const).map((locale) => pages.find((entry) => entry.locale === locale && entry.route === '/api/rest/services')!)
    expect([ru.version, en.version]).toEqual([null, null])
    const [ruCode, enCode] = await Promise.all([ru, en].map(async (entry) => (await compilePage(entry)).code))
    // The operation table's header cell, in the page's language.
    expect(ruCode).toContain('children: "Операция"')
    expect(ruCode).not.toContain('children: "Operation"')
    expect(enCode).toContain('children: "Operation"')
    const [ruTwin, enTwin] = [ru, en].map((entry) => analyzePage(entry).twin!.body)
    expect(ruTwin).toMatch(/\| Операция \|/)
    expect(enTwin).toMatch(/\| Operation \|/)
  })

  it('names the compiled page where Next ignore-lists its stack frames, as a dependency\'s', async () => {
    const code = await compile(page('Текст.'))
    const url = /\n\/\/# sourceURL=(\S+)$/.exec(code)?.[1]
    expect(url).toBe(compiledPageURL(path.join(dir, 'x.mdx')))
    expect(() => Reflect.construct(Function, ['$', code])).not.toThrow()
    // The seam: if an upgrade of Next keeps these frames, React's dev render rebuilds one per element again.
    const { filterStackFrameDEV } = createRequire(import.meta.url)('next/dist/server/lib/source-maps.js')
    expect(filterStackFrameDEV(url, '_createMdxContent', 1, 1)).toBe(false)
    expect(filterStackFrameDEV(pathToFileURL(path.resolve('components/docs/mdx-route.tsx')).href, 'Page', 1, 1)).toBe(true)
  })
})
