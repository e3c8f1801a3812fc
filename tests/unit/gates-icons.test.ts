import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// styles/icons.css is a subset of the remixicon stylesheet: one rule per icon the site uses.
const full = readFileSync('node_modules/remixicon/fonts/remixicon.css', 'utf8')
const subset = readFileSync('styles/icons.css', 'utf8')
const rules = (css: string) => new Map([...css.matchAll(/\.(ri-[a-z0-9-]+):before \{ content: "([^"]+)"; \}/g)].map((m) => [m[1], m[2]]))
const sources = ['components', 'content', 'app', 'lib'].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(tsx?|mdx?|mjs)$/.test(file))
    .map((file) => path.join(dir, file)),
)

describe('styles/icons.css', () => {
  it('has a rule for every icon class the site uses', () => {
    const defined = rules(subset)
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(ri-[a-z0-9]+(?:-[a-z0-9]+)*)\b/g)].map((m) => m[1])))
    expect(used.size).toBeGreaterThan(5)
    expect([...used].filter((name) => !defined.has(name))).toEqual([])
  })

  it("copies each rule from the remixicon package, and uses the package's font", () => {
    const original = rules(full)
    for (const [name, content] of rules(subset)) expect(content, name).toBe(original.get(name))
    expect(subset).toContain('url("../node_modules/remixicon/fonts/remixicon.woff2") format("woff2")')
    expect(subset).toContain('font-family: "remixicon"')
  })
})
