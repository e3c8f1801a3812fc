// `next dev` only: Nextra's Turbopack rule for MDX gives way to the site's watch loader
// (lib/page/watch-loader.cjs), under the same glob: no page goes through the bundler, each is in its
// graph as a hash of its text. The glob is Nextra's; if an upgrade renames it, Nextra's loader would
// compile the pages beside the site's compiler, so the dev server stops instead, naming the seam.
import path from 'node:path'
import { seamError } from './index.mjs'

/** The glob of Nextra's Turbopack rule for Markdown and MDX files (nextra/dist/server/index.js). */
export const NEXTRA_MDX_GLOB = '*.{md,mdx}'

/** Nextra's Turbopack `rules` with its MDX rule replaced by the watch loader. */
export function devWatchRules(rules, root = process.cwd()) {
  if (!(NEXTRA_MDX_GLOB in rules)) throw seamError('dev-watch-rule', `Nextra has no Turbopack rule "${NEXTRA_MDX_GLOB}" any more (it has ${Object.keys(rules).join(', ')}): find its rule for MDX and replace that one`)
  return { ...rules, [NEXTRA_MDX_GLOB]: { loaders: [path.join(root, 'lib/page/watch-loader.cjs')], as: '*.js' } }
}
