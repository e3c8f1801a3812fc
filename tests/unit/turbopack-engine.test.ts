// next.config.mjs sets variables of Turbopack's engine for `next dev` (TURBO_ENGINE_…): they are read
// by the native binding, not options Next checks, so an upgrade that renamed one would turn it off
// without a word (the seam "turbopack-engine-variables", lib/seams/turbopack-engine.mjs).
import { describe, expect, it } from 'vitest'
import { assertEngineVariables, engineVariables } from '@/lib/seams/turbopack-engine.mjs'

describe("Turbopack's engine variables in next.config.mjs", () => {
  it('are set there', () => {
    expect(engineVariables()).toContain('TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS')
  })

  it('are read by the installed native binding', () => {
    expect(() => assertEngineVariables()).not.toThrow()
  })
})
