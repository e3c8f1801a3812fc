// A page's analysis: its one parse (lib/page/parse.mjs) and what each reader of the build takes from
// the tree — the page's errors (its checks, lib/checks/page-check.mjs; what it may import; what its
// Markdown twin cannot write), its internal links and the lines of its code (the content check), its
// code blocks (the checks that run a tool over all pages at once, lib/checks/code-check.mjs) and its
// Markdown twin (lib/markdown/export.mjs). Made once per page key (lib/page/cache.mjs): in a build the
// content check makes it, and the compile, static generation and the twins' export read it.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pageErrors } from '../checks/page-check.mjs'
import { pageText } from '../content/page-variables.mjs'
import { twinOf } from '../markdown/twin.mjs'
import { documentFilesFor, loadDocument } from '../openapi/document.mjs'
import { keep, pageKey, readKept } from './cache.mjs'
import { codeBlocksOf, codeLinesOf, importsOf, inlineCodeOf, linksOf, parsePage } from './parse.mjs'

/** What a page may import: the components of `nextra/components` that lib/page/load.ts gives it. */
export const IMPORTABLE = ['Callout']

/**
 * @typedef {{ line: number, message: string }} Finding
 * @typedef {{
 *   errors: Finding[],
 *   links: { href: string, line: number }[],
 *   codeLines: number[],
 *   blocks: ReturnType<typeof codeBlocksOf>,
 *   twin: ReturnType<typeof twinOf> | null,
 * }} PageAnalysis
 */

/** Per file, the key last analysed and its analysis. */
const analysed = new Map()

// `next dev` serves no twin: its analysis leaves the twin out (~0.5 s of an API page); the page key
// keeps it apart from the build's (lib/page/cache.mjs). A component without a Markdown form stops the
// build, not the preview. Read at each call, as the key reads it: the dev server imports the
// compiler from next.config.mjs, early.
const withTwin = () => process.env.NODE_ENV !== 'development'

/**
 * @typedef {{ file: string, locale: 'ru' | 'en', version: string | null }} PageFile a page's file
 *   (absolute), locale and documentation version (null: the current docs), as the content manifest
 *   (lib/content/manifest.mjs) gives them
 */

/**
 * The analysis of `page`. `source`, `text` (after `%variables%`) and the page's `key` are read,
 * substituted and made here when not given.
 * @param {PageFile} page
 * @param {{ source?: string, text?: string, key?: string }} [given]
 * @returns {PageAnalysis}
 */
export function analyzePage(page, { source = readFileSync(page.file, 'utf8'), text, key = pageKey(page, source) } = {}) {
  const { file } = page
  if (analysed.get(file)?.key !== key) {
    const kept = readKept(key, '.json')
    const analysis = kept ? JSON.parse(kept) : analyze(page, text ?? pageText(source, file))
    if (!kept) keep(key, '.json', JSON.stringify(analysis))
    analysed.set(file, { key, analysis })
  }
  return analysed.get(file).analysis
}

/** A thrown `file:line message` (a plugin's, the twin's) as a finding of the page. */
const finding = (error) => {
  const [, line, message] = /^[^\n]*?:(\d+) ([\s\S]*)$/.exec(error.message) ?? [null, '1', error.message]
  return { line: Number(line), message }
}

/** The OpenAPI document a page of `version` is checked against: the current one, a snapshot's own, or null. */
function documentOf(version) {
  const { document } = documentFilesFor(version)
  return existsSync(document) ? loadDocument(document) : null
}

/** @param {PageFile} page @returns {PageAnalysis} */
function analyze({ file, locale, version }, text) {
  let tree
  try {
    tree = parsePage(text, path.relative(process.cwd(), file))
  } catch (error) {
    return { errors: [finding(error)], links: [], codeLines: [], blocks: [], twin: null }
  }
  const blocks = codeBlocksOf(tree)
  // A snapshot's API samples are replayed against its own frozen document (versions/<v>/openapi/);
  // one without a document (1.3's REST reference is prose) has none to be checked against.
  const errors = pageErrors({ text, blocks, inline: inlineCodeOf(tree) }, { document: documentOf(version), examples: version === null ? true : documentOf(version) ? 'api' : false })
  for (const { source, names, line } of importsOf(tree)) {
    if (source !== 'nextra/components' || !names.every((name) => IMPORTABLE.includes(name))) {
      errors.push({ line, message: `a page can import only { ${IMPORTABLE.join(', ')} } from 'nextra/components' (lib/page/analyze.mjs)` })
    }
  }
  const links = linksOf(tree)
  const codeLines = [...codeLinesOf(tree)]
  // The twin is written last: it rewrites the tree.
  let twin = null
  try {
    if (withTwin()) twin = twinOf(tree, { file, locale, version })
  } catch (error) {
    errors.push(finding(error))
  }
  return { errors: errors.sort((a, b) => a.line - b.line), links, codeLines, blocks, twin }
}
