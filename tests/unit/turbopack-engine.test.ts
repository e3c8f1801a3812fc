// next.config.mjs sets variables of Turbopack's engine for `next dev` (TURBO_ENGINE_…): they are read
// by the native binding, not options Next checks, so an upgrade that renamed one would turn it off
// without a word. Each name next.config.mjs sets must still be in the installed binding.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const names = [...new Set(readFileSync('next.config.mjs', 'utf8').match(/\bTURBO_ENGINE_[A-Z_]+/g))]
const bindings = readdirSync('node_modules/@next')
  .filter((name) => name.startsWith('swc-'))
  .flatMap((name) => readdirSync(path.join('node_modules/@next', name)).filter((file) => file.endsWith('.node')).map((file) => path.join('node_modules/@next', name, file)))

describe("Turbopack's engine variables in next.config.mjs", () => {
  it('are set there', () => {
    expect(names).toContain('TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS')
  })

  it('are read by the installed native binding', () => {
    expect(bindings.length, 'no native binding of Next under node_modules/@next/swc-*').toBeGreaterThan(0)
    for (const binding of bindings) {
      const binary = readFileSync(binding)
      for (const name of names) expect(binary.includes(name), `${name} in ${binding}`).toBe(true)
    }
  })
})
