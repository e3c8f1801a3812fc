// `next dev` only: one content page compiled when it is requested (lib/content/page-modules.ts): its
// variables substituted (as lib/content/variables-loader.cjs does for the build), the page's checks
// (lib/content/page-check.mjs), then Nextra's compiler with the site's options — for that page, not
// the whole folder of its route. Loaded by Node itself, outside the bundler, so the compiler and its
// plugins are not bundled into the dev server's page routes. Returns the function body that Nextra's
// `evaluate` runs; a page is compiled again only when its hash changes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileMdx } from 'nextra/compile'
import { mdxOptions, nextraOptions } from './mdx-options.mjs'
import { pageErrors } from './page-check.mjs'
import { pageText } from './page-variables.mjs'
import { loadDocument } from '../openapi/document.mjs'
import { VERSIONS_DIR } from '../versions/snapshots.mjs'

/** Per file, the hash of the text last compiled and its compile. */
const compiled = new Map()

/**
 * The compiled page of `file` (an absolute path) whose text hashes to `hash`; it may import only the
 * `importable` components of `nextra/components` (lib/content/dev-page-module.ts gives them).
 */
export function compilePage(file, hash, importable) {
  if (compiled.get(file)?.hash !== hash) {
    const result = compile(file, importable)
    compiled.set(file, { hash, result })
    // A failed compile is tried again on the next request.
    result.catch(() => compiled.get(file)?.result === result && compiled.delete(file))
  }
  return compiled.get(file).result
}

async function compile(file, importable) {
  const relative = path.relative(process.cwd(), file)
  const text = pageText(readFileSync(file, 'utf8'), file)
  const imports = unknownImports(text, importable)
  if (imports.length) throw new Error(imports.map((line) => `${relative}:${line} under next dev a page can import only { ${importable.join(', ')} } from 'nextra/components' (lib/content/dev-page-module.ts)`).join('\n'))
  // Snapshots (their routes read versions/ itself) describe older APIs: no example checks.
  const findings = pageErrors(text, { document: loadDocument(), examples: !file.startsWith(VERSIONS_DIR + path.sep) })
  if (findings.length) throw new Error(findings.map(({ line, message }) => `${relative}:${line} ${message}`).join('\n'))
  const code = await compileMdx(text, { ...nextraOptions, mdxOptions, filePath: file, isPageImport: true, useCachedCompiler: true })
  return `${code}\n//# sourceURL=${compiledPageURL(file)}`
}

/**
 * The name of a compiled page in stack traces. It is under node_modules/, so Next ignore-lists the
 * page's frames as it does a dependency's (`filterStackFrameDEV`, next/dist/server/lib/source-maps.js;
 * tests/unit/page-check.test.ts checks it still does). The code is Nextra's compiler output with no
 * source map back to the MDX, so its frames tell a writer nothing; kept, they cost React's dev render
 * a call site rebuilt by `eval` for each element the page creates, ~1,500 on an API page
 * (bench/RESULTS.md). No file has this name.
 */
export const compiledPageURL = (file) => pathToFileURL(path.join(process.cwd(), 'node_modules/.dev-pages', `${file}.js`)).href

/**
 * The lines (1-based) of `import` statements that import other than `importable` from
 * 'nextra/components' (outside fenced code).
 */
function unknownImports(text, importable) {
  let fenced = false
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced || !/^import\s/.test(line)) return []
    const names = /^import\s*\{([^}]*)\}\s*from\s*['"]nextra\/components['"]/.exec(line)?.[1].split(',').map((name) => name.trim()).filter(Boolean)
    return names?.every((name) => importable.includes(name)) ? [] : [index + 1]
  })
}
