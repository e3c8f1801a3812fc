import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/content/files-under.mjs'
import { iconRules, subsetIcons, SUBSET_FONT } from '@/lib/site/icon-font.mjs'

// styles/icons.css is a subset of the remixicon stylesheet: one rule per icon the site uses.
const full = readFileSync('node_modules/remixicon/fonts/remixicon.css', 'utf8')
const subset = readFileSync('styles/icons.css', 'utf8')
// The snapshots' pages are walked in versions/ (content/ only links to them).
const sources = ['components', 'content', 'versions', 'app', 'lib'].flatMap((dir) =>
  filesUnder(dir)
    .filter((file) => /\.(tsx?|mdx?|mjs)$/.test(file))
    .map((file) => path.join(dir, file)),
)

describe('styles/icons.css', () => {
  it('has a rule for every icon class the site uses', () => {
    const defined = iconRules(subset)
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(ri-[a-z0-9]+(?:-[a-z0-9]+)*)\b/g)].map((m) => m[1])))
    expect(used.size).toBeGreaterThan(5)
    expect([...used].filter((name) => !defined.has(name))).toEqual([])
  })

  it("copies each rule from the remixicon package, and uses the font cut down to them", () => {
    const original = iconRules(full)
    for (const [name, content] of iconRules(subset)) expect(content, name).toBe(original.get(name))
    expect(subset).toContain(`url("./${path.relative('styles', SUBSET_FONT)}") format("woff2")`)
    expect(subset).toContain('font-family: "remixicon"')
  })
})

// The glyph count of a TrueType font: `numGlyphs` of its `maxp` table.
function glyphCount(font: Buffer) {
  const tables = font.readUInt16BE(4)
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16
    if (font.toString('latin1', record, record + 4) === 'maxp') return font.readUInt16BE(font.readUInt32BE(record + 8) + 4)
  }
  throw new Error('no maxp table')
}

describe('the icon font subset (lib/site/icon-font.mjs)', () => {
  it('reads the glyph of each icon rule', () => {
    expect(iconRules('.ri-a-line:before { content: "\\eadb"; }\n.ri-b:before { content: "\\f3d8"; }')).toEqual(
      new Map([['ri-a-line', '\ueadb'], ['ri-b', '\uf3d8']]),
    )
  })

  it('keeps exactly the glyphs styles/icons.css uses, in a font of a few KB', async () => {
    const icons = new Set(iconRules(subset).values()).size
    expect(icons).toBeGreaterThan(5)
    const truetype = await subsetIcons(subset, readFileSync('node_modules/remixicon/fonts/remixicon.ttf'), 'truetype')
    expect(glyphCount(truetype)).toBe(icons + 1) // and .notdef
    const woff2 = await subsetIcons(subset)
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(woff2.length).toBeLessThan(8 * 1024)
  })

  it('refuses a stylesheet without icon rules', async () => {
    await expect(subsetIcons('.x { color: red }')).rejects.toThrow(/no icon rules/)
  })
})
