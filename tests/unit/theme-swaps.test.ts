import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { assertSwapsTookEffect, ORIGINAL, recordName, themeSwapRules, themeSwaps } from '@/lib/seams/theme-swaps.mjs'

// The theme modules swapped at build time (lib/seams/theme-swaps.mjs) fail loudly when an upgrade
// moves them: after the build when one was never swapped. Before the build, lib/seams/check.mjs
// (tests/unit/seams.test.ts) stops on a listed file that is gone or exports a name its replacement lacks.
const targets = Object.values(themeSwaps).flat()
const temporary: string[] = []
afterEach(() => temporary.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('after the build', () => {
  function distWith(files: string[]) {
    const dist = mkdtempSync(path.join(tmpdir(), 'theme-swaps-dist-'))
    temporary.push(dist)
    mkdirSync(path.join(dist, 'theme-swaps'))
    for (const file of files) writeFileSync(path.join(dist, 'theme-swaps', recordName(file)), '')
    return dist
  }

  it('passes when every listed file was swapped', () => {
    expect(assertSwapsTookEffect(distWith(targets))).toEqual({ files: targets.length })
  })

  it('names a listed file that was never swapped (the theme no longer imports it)', () => {
    const dist = distWith(targets.filter((file) => !file.endsWith('/pagination.js')))
    expect(() => assertSwapsTookEffect(dist)).toThrow(/took no effect \(nothing imports these any more\): seam "theme-landmarks": nextra-theme-docs\/dist\/components\/pagination\.js\./)
  })

  it('fails without any record rather than pass', () => {
    expect(() => assertSwapsTookEffect(distWith([]))).toThrow(/^seam "module-swaps": no record of the theme module swaps/)
  })
})

describe('one set of Turbopack rules for next build and next dev (a rule per swapped file)', () => {
  const themeSwapLoader = createRequire(import.meta.url)('../../lib/seams/theme-swap-loader.cjs')
  const root = process.cwd()
  const rules = themeSwapRules({ root, distDir: '.next' })

  it('has a rule for every listed file that hands it its replacement and its record in the dist dir, but for an import of the original', () => {
    expect(Object.keys(rules).sort()).toEqual(targets.map((file) => `**/node_modules/${file}`).sort())
    for (const [replacement, files] of Object.entries(themeSwaps)) {
      for (const file of files) {
        const rule = rules[`**/node_modules/${file}`]
        expect(rule.condition).toEqual({ not: { query: ORIGINAL } })
        expect(rule.loaders).toEqual([{ loader: path.join(root, 'lib/seams/theme-swap-loader.cjs'), options: { replacement: path.join(root, replacement), record: path.join(root, '.next/theme-swaps', recordName(file)) } }])
      }
    }
  })

  it("turns the theme file's text into a re-export of the replacement, by a path relative to it, and notes the swap for postbuild", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'theme-swaps-loader-'))
    temporary.push(dist)
    const file = 'nextra-theme-docs/dist/components/sidebar.js'
    const resourcePath = path.join(root, 'node_modules', file)
    const record = themeSwapRules({ root: dist, distDir: '.' })[`**/node_modules/${file}`].loaders[0].options.record
    const output = themeSwapLoader.call({ resourcePath, getOptions: () => ({ replacement: path.join(root, 'components/docs-theme/sidebar.tsx'), record }) })
    expect(output).toBe('export * from "../../../../components/docs-theme/sidebar.tsx"\n')
    expect(() => assertSwapsTookEffect(dist)).toThrow(/took no effect/)
    expect(() => assertSwapsTookEffect(dist, { 'components/docs-theme/sidebar.tsx': [file] })).not.toThrow()
  })

  it('a replacement that renders the file it replaces imports it as the original, which no rule swaps', () => {
    for (const [replacement, files] of Object.entries(themeSwaps)) {
      const source = readFileSync(replacement, 'utf8')
      for (const file of files) {
        const imports = [...source.matchAll(/from '([^']+)'/g)].map(([, from]) => from).filter((from) => from.split('?')[0].endsWith(file))
        for (const from of imports) expect(from, replacement).toMatch(new RegExp(`\\${ORIGINAL}$`))
      }
    }
    expect(readFileSync('components/docs-theme/landmarks.mjs', 'utf8')).toContain(`nextra-theme-docs/dist/components/breadcrumb.js${ORIGINAL}'`)
  })
})
