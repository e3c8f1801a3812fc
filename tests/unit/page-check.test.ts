import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '@/lib/content/check.mjs'
import { pageErrors } from '@/lib/content/page-check.mjs'
import { codeLanguageNames, codeLanguages } from '@/lib/highlight/options.mjs'
import remarkCodeLanguages from '@/lib/highlight/remark-code-languages.mjs'
import { loadDocument } from '@/lib/openapi/document.mjs'

// A page's own mistakes (lib/content/page-check.mjs) are found with file and line by the content
// check before `next build`, and by the page's loader on every compile of `npm run dev`.
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
    expect(pageErrors(page(`Text.\n\n${rust}`), { document: loadDocument() })).toEqual([
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

  it('fails the page\'s compile, naming the line (the remark plugin in next.config.mjs)', () => {
    const compile = (text: string) => unified().use(remarkParse).use(remarkCodeLanguages).runSync(unified().use(remarkParse).parse(text))
    expect(() => compile('```json\n{}\n```\n')).not.toThrow()
    expect(() => compile(`Text.\n\n${rust}\n`)).toThrow(expect.objectContaining({ line: 3, reason: expect.stringMatching(/unknown language "rust"/) }))
  })
})

describe('the page loader under npm run dev', () => {
  const loader = createRequire(import.meta.url)('../../lib/content/variables-loader.cjs')

  /** Runs the loader as webpack would on `content/docs/x.mdx`; its error message or its output. */
  const run = (source: string, mode: 'development' | 'production') =>
    new Promise<{ error?: string; text?: string }>((resolve) => {
      const context = {
        mode,
        resourcePath: path.resolve('content/docs/x.mdx'),
        addDependency: () => {},
        async: () => (error: Error | null, text?: string) => resolve(error ? { error: error.message } : { text }),
      }
      loader.call(context, source)
    })

  it('stops the compile with file and line for bad front matter, a JSON block and an unknown language', async () => {
    const { error } = await run('---\ntitle: A: B\n---\n\n```json\n{ "a": }\n```\n\n```rust\nfn main() {}\n```\n', 'development')
    expect(error?.split('\n')).toEqual([
      expect.stringMatching(/^content\/docs\/x\.mdx:2 bad front matter: /),
      expect.stringMatching(/^content\/docs\/x\.mdx:5 json block does not parse: /),
      expect.stringMatching(/^content\/docs\/x\.mdx:9 code block in an unknown language "rust"/),
    ])
  })

  it('passes the page on once it is fixed, with its variables substituted', async () => {
    expect(await run(page('Пишите на %mail.support%.'), 'development')).toEqual({ text: expect.stringMatching(/Пишите на \S+@\S+\./) })
  })

  it('leaves the checks to the content check in a production build', async () => {
    expect(await run(page(rust), 'production')).toEqual({ text: page(rust) })
  })
})
