import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { assertSwapsTookEffect, assertSwapTargets, missingSwapFiles, PAGE_MAP_METADATA, themeSwaps } from '@/lib/site/theme-swaps.mjs'

// The theme modules swapped at build time (lib/site/theme-swaps.mjs) fail loudly when an upgrade
// moves them: before the build when a listed file is gone, after it when one was never swapped —
// and so does the page map's `?metadata` dropped in production builds (each page compiled once).
const targets = Object.values(themeSwaps).flat()
const recorded = [...targets, PAGE_MAP_METADATA]
const temporary: string[] = []
afterEach(() => temporary.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A project root holding every listed file (empty), as node_modules would after an install. */
function fakeRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'theme-swaps-'))
  temporary.push(root)
  for (const file of [...Object.keys(themeSwaps), ...targets.map((target) => `node_modules/${target}`)]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), '')
  }
  return root
}

describe('the files a swap names', () => {
  it('all exist in this install', () => {
    expect(missingSwapFiles()).toEqual([])
    expect(() => assertSwapTargets()).not.toThrow()
  })

  it('stop the build with the name of one an upgrade removed', () => {
    const root = fakeRoot()
    expect(() => assertSwapTargets(root)).not.toThrow()
    rmSync(path.join(root, 'node_modules/nextra-theme-docs/dist/components/sidebar.js'))
    expect(() => assertSwapTargets(root)).toThrow(/^Theme module swaps name files that do not exist: node_modules\/nextra-theme-docs\/dist\/components\/sidebar\.js\. .*lib\/site\/theme-swaps\.mjs/)
  })

  it('include the replacement itself', () => {
    const root = fakeRoot()
    rmSync(path.join(root, 'lib/site/docs-sidebar.mjs'))
    expect(() => assertSwapTargets(root)).toThrow(/do not exist: lib\/site\/docs-sidebar\.mjs\./)
  })
})

describe('after the build', () => {
  function distWith(records: Record<string, string[]>) {
    const dist = mkdtempSync(path.join(tmpdir(), 'theme-swaps-dist-'))
    temporary.push(dist)
    mkdirSync(path.join(dist, 'theme-swaps'))
    for (const [compiler, files] of Object.entries(records)) writeFileSync(path.join(dist, 'theme-swaps', `${compiler}.json`), JSON.stringify(files))
    return dist
  }

  it('passes when the compilers together swapped every listed file', () => {
    const half = Math.ceil(recorded.length / 2)
    expect(assertSwapsTookEffect(distWith({ server: recorded.slice(0, half), client: recorded.slice(half - 1) }))).toEqual({ files: targets.length, compilers: ['client', 'server'] })
  })

  it('names a listed file no compiler swapped (the theme no longer imports it)', () => {
    const dist = distWith({ server: recorded.filter((file) => !file.endsWith('/pagination.js')) })
    expect(() => assertSwapsTookEffect(dist)).toThrow(/took no effect \(nothing imports these any more\): nextra-theme-docs\/dist\/components\/pagination\.js\./)
  })

  it("names the page map's ?metadata when no page map import carried it (Nextra renamed the query)", () => {
    const dist = distWith({ server: targets })
    expect(() => assertSwapsTookEffect(dist)).toThrow(/took no effect \(nothing imports these any more\): nextra page map: <page>\.mdx\?metadata\./)
  })

  it('fails without any record rather than pass', () => {
    expect(() => assertSwapsTookEffect(distWith({}))).toThrow(/No record of the theme module swaps/)
  })
})
