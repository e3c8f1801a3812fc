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

/** Every import of a lib/ module under `root` that lands in an upper layer: `lib/a.mjs → mcp/b.mjs`. */
function upwardImports(root = process.cwd()) {
  const found: string[] = []
  for (const file of sources(path.join(root, 'lib'))) {
    const text = readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)) {
      const target = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null
      if (!target) continue
      const relative = path.relative(root, target).split(path.sep).join('/')
      if (UPWARD.includes(relative.split('/')[0])) found.push(`${path.relative(root, file).split(path.sep).join('/')} → ${relative}`)
    }
  }
  return found.sort()
}

describe('the layers of the code', () => {
  it('lib/ imports nothing from components/, mcp/ or deploy/ but the listed crossings, each with what ends it', () => {
    expect(upwardImports()).toEqual(Object.keys(KNOWN).sort())
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
