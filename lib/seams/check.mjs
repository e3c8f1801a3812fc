// The seams' check before the build (next.config.mjs): every file of the index (lib/seams/index.mjs)
// is where it was, each swapped theme file exports no name its replacement lacks (webpack would only
// warn, and the page would get `undefined`), each name a seam imports from a dependency's file is
// still exported there, and each upstream file a rewrite was written from is the one it was read in.
// A few milliseconds; the error names each seam that moved.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { initSync, parse } from 'es-module-lexer'
import { seams } from './index.mjs'

initSync()

/** JavaScript a lexer can read: a TypeScript or JSX replacement (components/docs-theme/) compiled by TypeScript first, its types dropped. */
function javaScriptOf(file) {
  const source = readFileSync(file, 'utf8')
  if (!/\.tsx?$/.test(file)) return source
  const ts = createRequire(import.meta.url)('typescript')
  return ts.transpileModule(source, { fileName: file, compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext } }).outputText
}

/** A file's export names, following `export * from './x.js'`; `*` stands for a star re-export it does not follow (a package, a TypeScript file). */
export function exportsOf(file) {
  const source = javaScriptOf(file)
  const [imports, exports] = parse(source)
  const names = exports.map((entry) => entry.n)
  for (const entry of imports) {
    if (!/^export\s*\*\s*from/.test(source.slice(entry.ss, entry.se))) continue
    const target = entry.n?.split('?')[0] ?? ''
    names.push(...(target.startsWith('.') && /\.m?js$/.test(target) ? exportsOf(path.resolve(path.dirname(file), target)) : ['*']))
  }
  return names
}

/** What a file imports by name from files under node_modules: [{ file (under node_modules), names }]. */
export function dependencyImports(source) {
  return [...source.matchAll(/\b(?:import|export)\s*\{([^}]*)\}\s*from\s*'[./]*node_modules\/([^'?]+)(?:\?[^']*)?'/g)].map(([, list, file]) => ({
    file,
    names: list.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean),
  }))
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** What is wrong with one seam in the project at `root`: sentences, empty when nothing. */
function seamProblems(seam, root) {
  const dependency = (file) => path.join(root, 'node_modules', file)
  const problems = []
  const ours = seam.files.filter((file) => !existsSync(path.join(root, file)))
  if (ours.length) return [`${ours.join(', ')} is gone: update the seam's entry in lib/seams/index.mjs`]
  const gone = [...new Set([...(seam.swaps ?? []), ...(seam.relies ?? []), ...Object.keys(seam.mentions ?? {}), ...(seam.upstream ? [seam.upstream.file] : [])])].filter((file) => !existsSync(dependency(file)))
  if (gone.length) return [`${gone.map((file) => `node_modules/${file}`).join(', ')} no longer exist${gone.length === 1 ? 's' : ''}: an upgrade moved what it relies on`]
  if (seam.swaps) {
    const own = exportsOf(path.join(root, seam.files[0]))
    if (own.includes('*')) problems.push(`${seam.files[0]} re-exports with \`export *\` from a package: name its exports, so that they can be checked`)
    for (const target of seam.swaps) {
      const lacking = exportsOf(dependency(target)).filter((name) => !own.includes(name))
      if (lacking.length) problems.push(`node_modules/${target} exports ${lacking.join(', ')}, which ${seam.files[0]} lacks: the theme would import undefined`)
    }
  }
  for (const file of seam.files.filter((name) => /\.[cm]?[jt]sx?$/.test(name))) {
    for (const { file: target, names } of dependencyImports(readFileSync(path.join(root, file), 'utf8'))) {
      if (!existsSync(dependency(target))) {
        problems.push(`${file} imports from node_modules/${target}, which no longer exists`)
        continue
      }
      const provided = exportsOf(dependency(target))
      const lacking = names.filter((name) => !provided.includes(name) && !provided.includes('*'))
      if (lacking.length) problems.push(`${file} imports ${lacking.join(', ')} from node_modules/${target}, which no longer exports ${lacking.length === 1 ? 'it' : 'them'}`)
    }
  }
  for (const [target, names] of Object.entries(seam.mentions ?? {})) {
    const text = readFileSync(dependency(target), 'utf8')
    const lacking = names.filter((name) => !text.includes(name))
    if (lacking.length) problems.push(`node_modules/${target} no longer mentions ${lacking.join(', ')}, which ${seam.files[0]} relies on`)
  }
  if (seam.upstream && !sha256(dependency(seam.upstream.file)).startsWith(seam.upstream.sha256)) {
    const { file, from } = seam.upstream
    problems.push(`node_modules/${file} is not the file of ${from} that ${seam.files.at(-1)} was written from: re-read upstream ${path.basename(file)}, port its fixes, then record its release and hash in lib/seams/index.mjs`)
  }
  return problems
}

/** Every problem of the seams in the project at `root`, each line naming its seam. */
export function seamProblemsAt(root = process.cwd(), list = seams) {
  return list.flatMap((seam) => seamProblems(seam, root).map((problem) => `seam "${seam.name}": ${problem}`))
}

/** Stops the build before it starts when an upgrade moved a seam, naming it. */
export function assertSeams(root = process.cwd(), list = seams) {
  const problems = seamProblemsAt(root, list)
  if (problems.length) throw new Error(`A dependency upgrade moved ${problems.length === 1 ? 'a seam' : 'seams'} (lib/seams/README.md, "When a check fails"):\n${problems.join('\n')}`)
}
