// Nextra theme modules this site swaps for its own at build time: files in node_modules, each
// replaced by a file in lib/site/ that says why. Swapping modules keeps the change out of the
// themes' code and leaves everything else of them as it is.
//
// A swap is a seam into a dependency, and an upgrade can move it without a word: a renamed file is
// simply no longer swapped. So it fails loudly, twice: next.config.mjs stops before building when a
// listed file is gone (`assertSwapTargets`), and after the build scripts/postbuild.mjs stops when a
// listed file was never swapped, that is, the theme no longer imports it (`assertSwapsTookEffect`).
//
// `next build` (webpack) swaps a module where it is resolved (`themeSwapPlugins`); `next dev`
// (Turbopack) swaps its text for a re-export of the replacement (`themeSwapRules`). A replacement that
// renders the original imports it with the query `?original`, which neither swaps.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Replacement (from the project's root) → the theme files (under node_modules) it stands in for. */
export const themeSwaps = {
  // Never rendered here; left out of every page's JavaScript (~45 KB gzip).
  'lib/seams/unused-theme-parts.mjs': [
    'nextra/dist/client/components/search.js',
    'nextra-theme-docs/dist/components/navbar/index.client.js',
    'nextra-theme-docs/dist/components/theme-switch.js',
    'nextra-theme-docs/dist/components/locale-switch.js',
    'nextra-theme-docs/dist/components/copy-page.js',
    'nextra-theme-blog/dist/components/theme-switch.js',
    'nextra-theme-blog/dist/components/cusdis.js',
    'nextra/dist/client/components/image-zoom.js',
    'nextra/dist/client/mdx-components/image.js',
    'nextra/dist/client/components/skip-nav/index.client.js',
    'nextra/dist/server/page-map/index-page.js',
  ],
  // Nextra's Button without Headless UI.
  'lib/seams/button.tsx': ['nextra/dist/client/components/button.js'],
  // The docs breadcrumb and previous/next links inside <nav> landmarks.
  'lib/seams/theme-landmarks.mjs': ['nextra-theme-docs/dist/components/breadcrumb.js', 'nextra-theme-docs/dist/components/pagination.js'],
  // The site's own docs sidebar and phone drawer: folders render their pages once opened, the
  // drawer its menu once opened; named in the page's language (components/docs-theme/sidebar.tsx).
  'lib/seams/docs-sidebar.mjs': ['nextra-theme-docs/dist/components/sidebar.js'],
  // Each docs page's own navigation instead of the whole page map in every page (lib/site/page-nav.ts).
  'lib/seams/docs-config.mjs': ['nextra-theme-docs/dist/stores/config.js'],
  // The TOC's <nav> and the headings' permalinks, named in the page's language.
  'lib/seams/docs-toc-wrapper.mjs': ['nextra-theme-docs/dist/mdx-components/wrapper.client.js'],
  'lib/seams/docs-heading-anchor.mjs': ['nextra-theme-docs/dist/mdx-components/heading-anchor.client.js'],
  // The site's colour-mode provider (lib/theme/theme-provider.tsx): hydration leaves <html> alone.
  'lib/seams/next-themes.mjs': ['next-themes/dist/index.mjs'],
}

/**
 * One more seam, recorded with the swaps: Nextra's page map imports each page as `x.mdx?metadata`,
 * which its loader compiles to metadata only in dev and in full otherwise, as a module apart from the
 * page's own — a production build compiled every page twice. There the query is dropped, so the page
 * map imports the page's own module (bench/RESULTS.md, "Build: each MDX page compiled once"). If
 * Nextra renamed the query, the build would stay correct and silently compile twice again: postbuild
 * stops instead, naming it.
 */
export const PAGE_MAP_METADATA = 'nextra page map: <page>.mdx?metadata'
const METADATA_REQUEST = /\.mdx?\?metadata$/

/** Where each compiler of a build lists the files it swapped (inside Next's dist dir, cleaned per build). */
const RECORD = 'theme-swaps'
const UPGRADE_HINT = 'A dependency upgrade moved it: find what the theme imports now and update lib/seams/theme-swaps.mjs (README, "Upgrading dependencies").'

/** Every listed file, replacement and target, that is not on disk; empty when all are. */
export function missingSwapFiles(root = process.cwd(), swaps = themeSwaps) {
  return Object.entries(swaps).flatMap(([replacement, files]) => [
    ...(existsSync(path.join(root, replacement)) ? [] : [replacement]),
    ...files.filter((file) => !existsSync(path.join(root, 'node_modules', file))).map((file) => `node_modules/${file}`),
  ])
}

/** Stops the build before it starts when a swap names a file that is gone. */
export function assertSwapTargets(root = process.cwd(), swaps = themeSwaps) {
  const missing = missingSwapFiles(root, swaps)
  if (missing.length) throw new Error(`Theme module swaps name files that do not exist: ${missing.join(', ')}. ${UPGRADE_HINT}`)
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pattern = (files) => new RegExp(`node_modules[\\\\/](${files.map((file) => file.split('/').map(escape).join('[\\\\/]')).join('|')})$`)
const targetOf = (resource, files) => files.find((file) => resource.endsWith(path.join('node_modules', file)))

/**
 * The webpack plugins that resolve each swapped theme module to its replacement and, when `distDir`
 * is given (production builds), drop the page map's `?metadata` query (PAGE_MAP_METADATA) and
 * record what they swapped in `<distDir>/theme-swaps/<compiler>.json`.
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
    plugins.push(new webpack.NormalModuleReplacementPlugin(METADATA_REQUEST, (resource) => {
      resource.request = resource.request.replace(/\?metadata$/, '')
      swapped.add(PAGE_MAP_METADATA)
    }))
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

/** After the build: every listed theme file, and the page map's `?metadata`, was swapped by one of its compilers at least. */
export function assertSwapsTookEffect(distDir, swaps = themeSwaps) {
  const folder = path.join(distDir, RECORD)
  const records = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : []
  if (records.length === 0) throw new Error(`No record of the theme module swaps in ${folder}: was next.config.mjs's webpack step skipped?`)
  const swapped = new Set(records.flatMap((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'))))
  const unused = [...Object.values(swaps).flat(), PAGE_MAP_METADATA].filter((file) => !swapped.has(file))
  if (unused.length) throw new Error(`Theme module swaps that took no effect (nothing imports these any more): ${unused.join(', ')}. ${UPGRADE_HINT}`)
  return { files: Object.values(swaps).flat().length, compilers: records.map((name) => name.replace(/\.json$/, '')) }
}
