import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeCompileHints } from '@/lib/export/compile-hints.mjs'
import { passPages } from '@/lib/export/page-pass.mjs'
import { buildSearchIndex } from '@/lib/search/indexer.mjs'

// Each post-build rewrite matches Next's markup by pattern. When the markup changes under it, the
// build must stop and name the pages, not ship pages the rewrite silently skipped.

const head = (lang = 'ru') => `<meta name="docsearch:language" content="${lang}"/><meta name="docsearch:docs_tag" content="docs-current"/>`
const payload = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"x"])</script>'
const stylesheet = '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>'
/** A page as Next 16 exports it: a stylesheet, async chunk scripts, a run of payload scripts, an article body. */
const nextPage = `<!DOCTYPE html><html lang="ru"><head>${head()}${stylesheet}<script src="/_next/static/chunks/main-1.js" async=""></script></head>` +
  `<body><main data-pagefind-body="true"><h1>Клиент</h1><p>Текст страницы.</p></main>${payload}</body></html>`

let out = ''
const exportOf = (pages: Record<string, string>) => {
  out = mkdtempSync(path.join(tmpdir(), 'postbuild-'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
    writeFileSync(path.join(out, file), html)
  }
  mkdirSync(path.join(out, '_next/static/css'), { recursive: true })
  writeFileSync(path.join(out, '_next/static/css/a.css'), 'h1{color:red}')
  return out
}
afterEach(() => rmSync(out, { recursive: true, force: true }))

describe('post-build rewrites fail loudly', () => {
  it('scripts after the first paint: a page without Next\'s async scripts stops the build, naming it', async () => {
    const dir = exportOf({ 'docs/a.html': nextPage, 'docs/b.html': nextPage.replace(' async=""', ' defer=""') })
    await expect(passPages(dir)).rejects.toThrow(/scripts after the first paint.*1 page\(s\): docs\/b\.html/)
  })

  it('critical CSS: a page whose stylesheet link has changed stops the build, naming it', async () => {
    const dir = exportOf({ 'docs/a.html': nextPage, 'docs/b.html': nextPage.replace(' data-precedence="next"', '') })
    await expect(passPages(dir)).rejects.toThrow(/critical CSS.*1 page\(s\): docs\/b\.html/)
  })

  it('compile hints: no script to mark stops the build', () => {
    expect(() => writeCompileHints(exportOf({}), [])).toThrow(/compile hints/)
  })

  it('CSP: a page without a payload file whose payload scripts were not joined into one stops the build, naming it', async () => {
    const changed = nextPage.replace(payload, payload.replaceAll('<script>', '<script nonce="n">'))
    const dir = exportOf({ 'docs/a.html': nextPage, 'docs/b.html': changed })
    await expect(passPages(dir)).rejects.toThrow(/the RSC payload into its file, or into one script.*1 page\(s\): docs\/b\.html/)
  })

  it('payload file: a page whose inline payload Next did not write as scripts it knows stops the build, naming it', async () => {
    const changed = nextPage.replace(payload, payload.replaceAll('<script>', '<script nonce="n">'))
    const dir = exportOf({ 'docs/a.html': nextPage, 'docs/a.txt': 'x', 'docs/b.html': changed, 'docs/b.txt': 'x' })
    await expect(passPages(dir)).rejects.toThrow(/the RSC payload into its file, or into one script.*1 page\(s\): docs\/b\.html/)
  })

  it('payload file: a page whose inline payload is not its file stops the build, naming both', async () => {
    const dir = exportOf({ 'docs/a.html': nextPage, 'docs/a.txt': 'y' })
    await expect(passPages(dir)).rejects.toThrow(/docs\/a\.html: Error: its inline RSC payload is not the text of \/docs\/a\.txt/)
  })

  it('search index: a docs page without its article body or facets stops the build, naming it', async () => {
    const noBody = exportOf({ 'docs/a.html': nextPage, 'docs/b.html': nextPage.replace(' data-pagefind-body="true"', '') })
    await expect(buildSearchIndex(noBody, { log: () => undefined })).rejects.toThrow(/search index.*docs\/b\.html/)
    rmSync(noBody, { recursive: true, force: true })
    const noFacets = exportOf({ 'docs/a.html': nextPage.replace(head(), '') })
    await expect(buildSearchIndex(noFacets, { log: () => undefined })).rejects.toThrow(/search index.*docs\/a\.html/)
  })
})
