// The one page compiler, for `next build` and `next dev` alike (lib/page/load.ts runs what it
// returns): a content page's `%variables%` substituted, the errors of its analysis (its one parse and
// the checks that visit it, lib/page/analyze.mjs), then Nextra's public compiler with the site's options. Loaded by Node
// itself, outside the bundler, so that the compiler and its plugins are not bundled into the page
// routes and no bundler loader stands between a writer's file and the page. A page is compiled once
// per text: again only when its text, a file its compile reads, or the compiler's own code changed.
// Compiles are kept on disk by that key (`.next/cache/pages/`, lib/page/cache.mjs), so the build's static generation
// workers find the pages that lib/page/precompile.mjs compiled beside `next build`, and a rebuild or a
// restarted dev server the pages that did not change.
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { compileMdx } from 'nextra/compile'
import { mdxOptionsFor, nextraOptions } from './mdx-options.mjs'
import { frontMatterMetadata } from '../content/metadata-source.mjs'
import { pageText } from '../content/page-variables.mjs'
import { analyzePage } from './analyze.mjs'
import { keep, pageKey, readKept } from './cache.mjs'

/** Per file, the key of the text last compiled and its compile. */
const compiled = new Map()

/**
 * The compiled page of `page` (its file, locale and version, as the content manifest gives them):
 * the function body that Nextra's `evaluate` runs, and the key it was compiled for. A failed compile
 * is tried again on the next call.
 * @param {import('./analyze.mjs').PageFile} page
 * @returns {Promise<{ code: string, key: string }>}
 */
export function compilePage(page) {
  const { file } = page
  const source = readFileSync(file, 'utf8')
  const key = pageKey(page, source)
  if (compiled.get(file)?.key !== key) {
    const result = cached(key, () => compile(page, source, key)).then((code) => ({ code, key }))
    compiled.set(file, { key, result })
    result.catch(() => compiled.get(file)?.result === result && compiled.delete(file))
  }
  return compiled.get(file).result
}

/** The compile kept on disk under `key`, or `compile()`'s, then kept. */
async function cached(key, compile) {
  const kept = readKept(key, '.js')
  if (kept !== undefined) return kept
  const code = await compile()
  keep(key, '.js', code)
  return code
}

async function compile(page, source, key) {
  const { file } = page
  const relative = path.relative(process.cwd(), file)
  const text = pageText(source, file)
  // The page's checks, from its one parse (lib/page/analyze.mjs): made by the content check in a build.
  const { errors } = analyzePage(page, { source, text, key })
  if (errors.length) throw new Error(errors.map(({ line, message }) => `${relative}:${line} ${message}`).join('\n'))
  // Not Nextra's cached compiler: its plugins would keep the first page's locale and version.
  const code = await compileMdx(text, { ...nextraOptions, mdxOptions: mdxOptionsFor(page), filePath: file, isPageImport: true, useCachedCompiler: false })
  return `${code}\n//# sourceURL=${compiledPageURL(file)}`
}

/**
 * The metadata the page map needs of a page, from its front matter alone when that gives what the
 * compile would (lib/content/metadata-source.mjs: a title, no exports), so that a sidebar of 550 pages
 * costs no compile; null when the page's compiled metadata is needed.
 */
export const frontMatterOf = (file) => frontMatterMetadata(pageText(readFileSync(file, 'utf8'), file), file)

/**
 * The name of a compiled page in stack traces. It is under node_modules/, so Next ignore-lists the
 * page's frames as it does a dependency's (`filterStackFrameDEV`, next/dist/server/lib/source-maps.js;
 * tests/unit/page-check.test.ts checks it still does). The code is Nextra's compiler output with no
 * source map back to the MDX, so its frames tell a writer nothing; kept, they cost React's dev render
 * a call site rebuilt by `eval` for each element the page creates, ~1,500 on an API page
 * (bench/RESULTS.md). No file has this name.
 */
export const compiledPageURL = (file) => pathToFileURL(path.join(process.cwd(), 'node_modules/.dev-pages', `${file}.js`)).href
