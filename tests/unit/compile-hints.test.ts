import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, withCompileHint, writeCompileHints } from '@/lib/export/compile-hints.mjs'
import { exportedFile, exportedPages } from '@/lib/export/pages.mjs'
import { loaderScripts } from '@/lib/export/scripts-after-paint.mjs'

describe('compile hints (lib/export/compile-hints.mjs)', () => {
  it("puts V8's magic comment on the script's first line, once", () => {
    const chunk = '(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[1],{}]);'
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`)
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk))
  })

  it('marks the listed scripts (found by their URL, percent-encoding and all) and no other', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'hints-'))
    const pageDir = path.join(out, '_next/static/chunks/app/(ru)/[set]/[[...mdxPath]]')
    mkdirSync(pageDir, { recursive: true })
    writeFileSync(path.join(pageDir, 'page-1.js'), 'page()')
    writeFileSync(path.join(out, '_next/static/chunks/webpack-2.js'), 'runtime()')
    writeFileSync(path.join(out, '_next/static/chunks/search-3.js'), 'onDemand()')
    const urls = ['/_next/static/chunks/app/(ru)/%5Bset%5D/%5B%5B...mdxPath%5D%5D/page-1.js', '/_next/static/chunks/webpack-2.js', '/_next/static/chunks/webpack-2.js']
    expect(writeCompileHints(out, urls)).toBe(2)
    expect(readFileSync(path.join(pageDir, 'page-1.js'), 'utf8')).toBe(`${COMPILE_HINT}page()`)
    expect(readFileSync(path.join(out, '_next/static/chunks/webpack-2.js'), 'utf8')).toBe(`${COMPILE_HINT}runtime()`)
    expect(readFileSync(path.join(out, '_next/static/chunks/search-3.js'), 'utf8')).toBe('onDemand()')
    expect(writeCompileHints(out, urls)).toBe(0)
    rmSync(out, { recursive: true })
  })
})

describe('the exported scripts', () => {
  const out = path.resolve('out')
  // The files that the pages' loaders fetch at start-up.
  const startup = new Set(exportedPages(out).flatMap((page) => loaderScripts(readFileSync(path.join(out, page), 'utf8')).map((url) => exportedFile(out, url))))
  const chunks = readdirSync(path.join(out, '_next/static/chunks'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(out, '_next/static/chunks', file))
  const hinted = (file: string) => readFileSync(file, 'utf8').startsWith(COMPILE_HINT)

  it('every script a page loads at start-up is marked for eager compilation', () => {
    expect(startup.size).toBeGreaterThan(20)
    expect([...startup].filter((file) => !hinted(file!))).toEqual([])
  })

  it('chunks loaded on demand are left to compile lazily', () => {
    const onDemand = chunks.filter((file) => !startup.has(file))
    expect(onDemand.length).toBeGreaterThan(5)
    expect(onDemand.filter(hinted)).toEqual([])
  })
})
