// Nextra theme modules this site swaps for its own at build time: files in node_modules, each
// replaced by a file in this folder that says why (the seams with `swaps` in ./index.mjs). Swapping
// modules keeps the change out of the themes' code and leaves everything else of them as it is.
//
// A swap is a seam into a dependency, and an upgrade can move it without a word: a renamed file is
// simply no longer swapped. So it fails loudly, twice: next.config.mjs stops before building when a
// listed file is gone or exports a name its replacement lacks (./check.mjs), and after the build
// scripts/postbuild.mjs stops when a listed file was never swapped, that is, the theme no longer
// imports it (`assertSwapsTookEffect`). Both name the seam.
//
// `next build` (webpack) swaps a module where it is resolved (`themeSwapPlugins`); `next dev`
// (Turbopack) swaps its text for a re-export of the replacement (`themeSwapRules`). A replacement that
// renders the original imports it with the query `?original`, which neither swaps.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { seams, themeSwaps } from './index.mjs'

/** Replacement (from the project's root) → the theme files (under node_modules) it stands in for, from the index (./index.mjs, `swaps`). */
export { themeSwaps }


/** Where each compiler of a build lists the files it swapped (inside Next's dist dir, cleaned per build). */
const RECORD = 'theme-swaps'
const UPGRADE_HINT = 'A dependency upgrade moved them: find what the theme imports now and update the seam in lib/seams/index.mjs (lib/seams/README.md).'

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pattern = (files) => new RegExp(`node_modules[\\\\/](${files.map((file) => file.split('/').map(escape).join('[\\\\/]')).join('|')})$`)
const targetOf = (resource, files) => files.find((file) => resource.endsWith(path.join('node_modules', file)))

/**
 * The webpack plugins that resolve each swapped theme module to its replacement and, when `distDir`
 * is given (production builds), record what they swapped in `<distDir>/theme-swaps/<compiler>.json`.
 */
export function themeSwapPlugins(webpack, { root = process.cwd(), distDir } = {}) {
  const swapped = new Set()
  const plugins = Object.entries(themeSwaps).map(([replacement, files]) => {
    const file = path.resolve(root, replacement)
    return new webpack.NormalModuleReplacementPlugin(pattern(files), (resolved) => {
      const data = resolved.createData
      // Only after resolution. A replacement's import of the original (`?original`) does not match.
      if (!data?.resource) return
      swapped.add(targetOf(data.resource, files))
      // The module's identity (request) and context change too: otherwise a replacement's import of
      // the original would be deduplicated into the replacement itself, and its relative imports
      // would resolve from the theme's folder.
      const swap = (text) => text?.replace(data.resource, file)
      Object.assign(data, { request: swap(data.request), userRequest: swap(data.userRequest), resource: file, context: path.dirname(file) })
    })
  })
  if (distDir) {
    plugins.push({
      apply(compiler) {
        compiler.hooks.done.tap('theme-swaps', () => {
          mkdirSync(path.join(distDir, RECORD), { recursive: true })
          writeFileSync(path.join(distDir, RECORD, `${compiler.name}.json`), JSON.stringify([...swapped].sort()))
        })
      },
    })
  }
  return plugins
}

/** The query with which a replacement imports the module it replaces (lib/seams/theme-landmarks.mjs). */
export const ORIGINAL = '?original'

/**
 * Turbopack's rules (`next dev`) that swap each listed theme file's text for a re-export of its
 * replacement (lib/seams/theme-swap-loader.cjs), but for imports that ask for the `ORIGINAL`.
 */
export function themeSwapRules(root = process.cwd(), swaps = themeSwaps) {
  const loader = path.join(root, 'lib/seams/theme-swap-loader.cjs')
  return Object.fromEntries(
    Object.entries(swaps).flatMap(([replacement, files]) =>
      files.map((file) => [`**/node_modules/${file}`, { condition: { not: { query: ORIGINAL } }, loaders: [{ loader, options: { replacement: path.join(root, replacement) } }] }]),
    ),
  )
}

const seamOf = (file) => seams.find((seam) => seam.swaps?.includes(file))?.name

/** After the build: every listed theme file was swapped by one of its compilers at least. */
export function assertSwapsTookEffect(distDir, swaps = themeSwaps) {
  const folder = path.join(distDir, RECORD)
  const records = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : []
  if (records.length === 0) throw new Error(`seam "module-swaps": no record of the theme module swaps in ${folder}: was next.config.mjs's webpack step skipped, or did webpack change how it resolves a module?`)
  const swapped = new Set(records.flatMap((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'))))
  const unused = Object.values(swaps).flat().filter((file) => !swapped.has(file))
  const named = (file) => `seam "${seamOf(file)}": ${file}`
  if (unused.length) throw new Error(`Theme module swaps that took no effect (nothing imports these any more): ${unused.map(named).join(', ')}. ${UPGRADE_HINT}`)
  return { files: Object.values(swaps).flat().length, compilers: records.map((name) => name.replace(/\.json$/, '')) }
}
