// The one page compiler, for `next build` and `next dev` alike (lib/page/load.ts runs what it
// returns): a content page's `%variables%` substituted, the page's own checks
// (lib/content/page-check.mjs), then Nextra's public compiler with the site's options. Loaded by Node
// itself, outside the bundler, so that the compiler and its plugins are not bundled into the page
// routes and no bundler loader stands between a writer's file and the page. A page is compiled once
// per text: again only when its text, a file its compile reads, or the compiler's own code changed.
// Compiles are kept on disk by that key (`.next/cache/pages/`), so the build's static generation
// workers find the pages that lib/page/precompile.mjs compiled beside webpack, and a rebuild or a
// restarted dev server the pages that did not change.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileMdx } from 'nextra/compile'
import { mdxOptions, nextraOptions } from '../content/mdx-options.mjs'
import { frontMatterMetadata } from '../content/metadata-source.mjs'
import { pageErrors } from '../content/page-check.mjs'
import { pageText } from '../content/page-variables.mjs'
import { documentFilesFor, loadDocument } from '../openapi/document.mjs'
import { VERSIONS_DIR } from '../versions/snapshots.mjs'
// What a page's compile reads besides the page: a change of one compiles the pages again.
import { dependencies as DEPENDENCIES } from './watch-loader.cjs'

/** What a page may import: the components of `nextra/components` that lib/page/load.ts gives it. */
export const IMPORTABLE = ['Callout']

/** Per file, the key of the text last compiled and its compile. */
const compiled = new Map()

const CACHE_DIR = path.resolve(process.cwd(), '.next/cache/pages')

/** A hash of the compiler's code and settings: lib/ (the plugins, the REST reference, the highlighter), the site config and the installed packages. */
let compilerStamp
function compilerCode() {
  if (compilerStamp) return compilerStamp
  const hash = createHash('sha1')
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .forEach((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.isFile() && hash.update(readFileSync(path.join(dir, entry.name)))))
  walk(path.resolve(process.cwd(), 'lib'))
  for (const file of ['site.config.mjs', 'package-lock.json']) hash.update(readFileSync(path.resolve(process.cwd(), file)))
  return (compilerStamp = hash.digest('hex'))
}

/** The key of a page's compile: its file, its text, the times of the files its compile reads and the compiler's code. */
function compileKey(file, source) {
  const hash = createHash('sha1').update(compilerCode()).update(file).update(source)
  // A snapshot's frozen REST document, where it has one.
  for (const dependency of [...DEPENDENCIES.map((name) => path.resolve(process.cwd(), name)), documentFilesFor(file).document]) {
    hash.update(String(existsSync(dependency) && statSync(dependency).mtimeMs))
  }
  return hash.digest('hex')
}

/**
 * The compiled page of `file` (an absolute path): the function body that Nextra's `evaluate` runs,
 * and the key it was compiled for. A failed compile is tried again on the next call.
 * @returns {Promise<{ code: string, key: string }>}
 */
export function compilePage(file) {
  const source = readFileSync(file, 'utf8')
  const key = compileKey(file, source)
  if (compiled.get(file)?.key !== key) {
    const result = cached(key, () => compile(file, source)).then((code) => ({ code, key }))
    compiled.set(file, { key, result })
    result.catch(() => compiled.get(file)?.result === result && compiled.delete(file))
  }
  return compiled.get(file).result
}

/** The compile kept on disk under `key`, or `compile()`'s, then kept. */
async function cached(key, compile) {
  const kept = path.join(CACHE_DIR, `${key}.js`)
  if (existsSync(kept)) return readFileSync(kept, 'utf8')
  const code = await compile()
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written whole, then renamed: another process never reads half a page.
  const partial = `${kept}.${process.pid}.tmp`
  writeFileSync(partial, code)
  renameSync(partial, kept)
  return code
}

async function compile(file, source) {
  const relative = path.relative(process.cwd(), file)
  const text = pageText(source, file)
  const imports = unknownImports(text)
  if (imports.length) throw new Error(imports.map((line) => `${relative}:${line} a page can import only { ${IMPORTABLE.join(', ')} } from 'nextra/components' (lib/page/compile.mjs)`).join('\n'))
  // Snapshots describe older APIs: no example checks.
  const findings = pageErrors(text, { document: loadDocument(), examples: !file.startsWith(VERSIONS_DIR + path.sep) })
  if (findings.length) throw new Error(findings.map(({ line, message }) => `${relative}:${line} ${message}`).join('\n'))
  const code = await compileMdx(text, { ...nextraOptions, mdxOptions, filePath: file, isPageImport: true, useCachedCompiler: true })
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

/** The lines (1-based) of `import` statements that import other than IMPORTABLE from 'nextra/components' (outside fenced code). */
function unknownImports(text) {
  let fenced = false
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced || !/^import\s/.test(line)) return []
    const names = /^import\s*\{([^}]*)\}\s*from\s*['"]nextra\/components['"]/.exec(line)?.[1].split(',').map((name) => name.trim()).filter(Boolean)
    return names?.every((name) => IMPORTABLE.includes(name)) ? [] : [index + 1]
  })
}
