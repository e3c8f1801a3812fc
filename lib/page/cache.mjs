// What a page's build keeps, and under which key: its analysis (lib/page/analyze.mjs) and its compile
// (lib/page/compile.mjs), each made once per key, in memory and in `.next/cache/pages/`. The content
// check, the compile beside `next build`, static generation and the Markdown twins run in different
// processes of one build; the disk is how the later ones find what the first made, and a rebuild or
// a restarted dev server what did not change.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { documentFilesFor } from '../openapi/document.mjs'
// What a page's analysis and compile read besides the page: a change of one makes them again.
import { dependencies as DEPENDENCIES } from './watch-loader.cjs'

const CACHE_DIR = path.resolve(process.cwd(), '.next/cache/pages')

/** A hash of the compiler's code and settings: lib/ (the checks, the plugins, the REST reference, the highlighter), the site config and the installed packages. */
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

/**
 * The key of a page's text (`page`: the manifest's file, locale and version): its file, locale and version, its text, the times of the files its build reads (a snapshot's
 * frozen REST document and client description, where it has them), the compiler's code, and whether
 * it is compiled for `next dev` (Nextra's compiler then writes `jsxDEV` calls, which a build's
 * React does not have).
 */
export function pageKey({ file, locale, version }, source) {
  const development = process.env.NODE_ENV === 'development'
  const hash = createHash('sha1').update(compilerCode()).update(String(development)).update(`${file}\0${locale}\0${version}\0`).update(source)
  const { document } = documentFilesFor(version)
  for (const dependency of [...DEPENDENCIES.map((name) => path.resolve(process.cwd(), name)), document, path.join(path.dirname(document), 'mlp.yaml')]) {
    hash.update(String(existsSync(dependency) && statSync(dependency).mtimeMs))
  }
  return hash.digest('hex')
}

/** What is kept on disk as `<key><suffix>`, or undefined. */
export function readKept(key, suffix) {
  const kept = path.join(CACHE_DIR, `${key}${suffix}`)
  return existsSync(kept) ? readFileSync(kept, 'utf8') : undefined
}

/** Keeps `text` on disk as `<key><suffix>`: written whole, then renamed, so another process never reads half of it. */
export function keep(key, suffix, text) {
  mkdirSync(CACHE_DIR, { recursive: true })
  const kept = path.join(CACHE_DIR, `${key}${suffix}`)
  const partial = `${kept}.${process.pid}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, kept)
}
