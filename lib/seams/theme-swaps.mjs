// Nextra theme modules this site swaps for its own: files in node_modules, each replaced by a module
// of the site's that says why (the seams with `swaps` in ./index.mjs). Swapping modules keeps the
// change out of the themes' code and leaves everything else of them as it is.
//
// A swap is a seam into a dependency, and an upgrade can move it without a word: a renamed file is
// simply no longer swapped. So it fails loudly, twice: next.config.mjs stops before building when a
// listed file is gone or exports a name its replacement lacks (./check.mjs), and after the build
// scripts/postbuild.mjs stops when a listed file was never swapped, that is, the theme no longer
// imports it (`assertSwapsTookEffect`; tests/unit/dev-server.test.ts asks the same of `next dev`).
// Both name the seam.
//
// One bundler, Turbopack, for `next build` and `next dev`, and one set of rules for both
// (`themeSwapRules`): each listed file's text becomes a re-export of its replacement
// (./theme-swap-loader.cjs), which notes the swap in the build's folder. A replacement that renders the
// original imports it with the query `?original`, which no rule matches.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { seams, themeSwaps } from './index.mjs'

/** Replacement (from the project's root) → the theme files (under node_modules) it stands in for, from the index (./index.mjs, `swaps`). */
export { themeSwaps }

/** Where the loader notes each file it swapped (inside Next's dist dir, which each build empties): one empty file per swap. */
const RECORD = 'theme-swaps'
const UPGRADE_HINT = 'A dependency upgrade moved them: find what the theme imports now and update the seam in lib/seams/index.mjs (lib/seams/README.md).'

/** A swapped file's name in the record folder, and back. */
export const recordName = (file) => encodeURIComponent(file)
const fileOf = (name) => decodeURIComponent(name)

/** The query with which a replacement imports the module it replaces (components/docs-theme/landmarks.mjs). */
export const ORIGINAL = '?original'

/**
 * Turbopack's rules, for `next build` and `next dev` alike: each listed theme file's text becomes a
 * re-export of its replacement (lib/seams/theme-swap-loader.cjs), but for imports that ask for the
 * `ORIGINAL`; the loader notes the swap as the file `record` names, in `<distDir>/theme-swaps/`.
 */
export function themeSwapRules({ root = process.cwd(), distDir, swaps = themeSwaps }) {
  const loader = path.join(root, 'lib/seams/theme-swap-loader.cjs')
  const folder = path.join(root, distDir, RECORD)
  return Object.fromEntries(
    Object.entries(swaps).flatMap(([replacement, files]) =>
      files.map((file) => [`**/node_modules/${file}`, { condition: { not: { query: ORIGINAL } }, loaders: [{ loader, options: { replacement: path.join(root, replacement), record: path.join(folder, recordName(file)) } }] }]),
    ),
  )
}

const seamOf = (file) => seams.find((seam) => seam.swaps?.includes(file))?.name

/** After a build (or requests to `next dev`, whose dist dir is .next/dev): every listed theme file was swapped. */
export function assertSwapsTookEffect(distDir, swaps = themeSwaps) {
  const folder = path.join(distDir, RECORD)
  const swapped = new Set(existsSync(folder) ? readdirSync(folder).map(fileOf) : [])
  if (swapped.size === 0) throw new Error(`seam "module-swaps": no record of the theme module swaps in ${folder}: were next.config.mjs's Turbopack rules left out, or did Turbopack stop running loaders on node_modules?`)
  const unused = Object.values(swaps).flat().filter((file) => !swapped.has(file))
  const named = (file) => `seam "${seamOf(file)}": ${file}`
  if (unused.length) throw new Error(`Theme module swaps that took no effect (nothing imports these any more): ${unused.map(named).join(', ')}. ${UPGRADE_HINT}`)
  return { files: Object.values(swaps).flat().length }
}
