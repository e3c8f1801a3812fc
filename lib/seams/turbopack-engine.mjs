// Turbopack's engine variables (TURBO_ENGINE_…) that next.config.mjs sets for `next dev`: the native
// binding reads them, Next checks none of them, so an upgrade that renamed one would turn it off
// without a word. Each must still be named in the installed binding. A test checks it
// (tests/unit/turbopack-engine.test.ts): reading the binding (~100 MB) is not for every build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { seamError } from './index.mjs'

/** The engine variables next.config.mjs sets. */
export const engineVariables = (root = process.cwd()) => [...new Set(readFileSync(path.join(root, 'next.config.mjs'), 'utf8').match(/\bTURBO_ENGINE_[A-Z_]+/g))]

/** The installed native bindings of Next: the .node files of node_modules/@next/swc-*. */
export function nativeBindings(root = process.cwd()) {
  const scope = path.join(root, 'node_modules/@next')
  if (!existsSync(scope)) return []
  return readdirSync(scope)
    .filter((name) => name.startsWith('swc-'))
    .flatMap((name) => readdirSync(path.join(scope, name)).filter((file) => file.endsWith('.node')).map((file) => path.join(scope, name, file)))
}

/** Throws, naming the seam, when there is no binding or one of them no longer names a variable. */
export function assertEngineVariables(root = process.cwd(), names = engineVariables(root)) {
  const bindings = nativeBindings(root)
  if (bindings.length === 0) throw seamError('turbopack-engine-variables', 'no native binding of Next under node_modules/@next/swc-*')
  for (const binding of bindings) {
    const binary = readFileSync(binding)
    const unread = names.filter((name) => !binary.includes(name))
    if (unread.length) throw seamError('turbopack-engine-variables', `${path.relative(root, binding)} no longer reads ${unread.join(', ')}, which next.config.mjs sets: find what the engine reads now`)
  }
}
