import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// lib/ is the layer below the others: components/, mcp/ and deploy/ import it, never the reverse
// (STYLE.md, "Layers import downward"). The imports that still cross upwards are listed with what
// ends them; a new one fails here, and so does a listed one that is gone (take it off the list).
const UPWARD = ['components', 'mcp', 'deploy']
const KNOWN: Record<string, string> = {}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(m?js|cjs|tsx?)$/.test(entry.name) ? [file] : []
  })

/** Every import of a module under `from` (in `root`) that lands under one of `into`: `lib/a.mjs → mcp/b.mjs`. */
function crossings(root: string, from: string, into: string[]) {
  const found: string[] = []
  for (const file of sources(path.join(root, from))) {
    const text = readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)) {
      const target = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null
      if (!target) continue
      const relative = path.relative(root, target).split(path.sep).join('/')
      if (into.some((folder) => relative.startsWith(`${folder}/`))) found.push(`${path.relative(root, file).split(path.sep).join('/')} → ${relative}`)
    }
  }
  return found.sort()
}

/** Every import of a lib/ module under `root` that lands in an upper layer. */
const upwardImports = (root = process.cwd()) => crossings(root, 'lib', UPWARD)

describe('the layers of the code', () => {
  it('lib/ imports nothing from components/, mcp/ or deploy/ but the listed crossings, each with what ends it', () => {
    expect(upwardImports()).toEqual(Object.keys(KNOWN).sort())
  })

  // Inside lib/, the content model (manifest, routes, variables, facts, versions' pages) is what the
  // rest reads: the checks (lib/checks/), the page compiler (lib/page/), the samples and the CLI's
  // description read it, never the reverse.
  it('the content model (lib/content/) imports no check, compile, sample or export module', () => {
    expect(crossings(process.cwd(), 'lib/content', ['lib/checks', 'lib/page', 'lib/samples', 'lib/cli', 'lib/markdown', 'lib/export', 'lib/search'])).toEqual([])
  })

  it('finds each kind of import that crosses upwards, and none that stays in lib/', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'))
    try {
      mkdirSync(path.join(root, 'lib/export'), { recursive: true })
      writeFileSync(path.join(root, 'lib/export/a.mjs'), "import { x } from '../../deploy/csp.mjs'\nexport { y } from '../../mcp/markdown.mjs'\nconst z = await import('../site/b.mjs')\n")
      writeFileSync(path.join(root, 'lib/export/b.tsx'), "import { Sidebar } from '@/components/docs-theme/sidebar.tsx'\nimport 'node:fs'\n")
      expect(upwardImports(root)).toEqual(['lib/export/a.mjs → deploy/csp.mjs', 'lib/export/a.mjs → mcp/markdown.mjs', 'lib/export/b.tsx → components/docs-theme/sidebar.tsx'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
