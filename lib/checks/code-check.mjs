/**
 * Code blocks (of a page's one parse, lib/page/parse.mjs) that the site can highlight (a language of
 * lib/highlight/options.mjs) and that must work when a reader copies them: every `json` block (and
 * `jsonl` line) parses, every `python` block parses and its names resolve (Ruff's pyflakes rules), every shell
 * block passes shellcheck; the traps shellcheck misses are lib/checks/shell-traps.mjs. Findings
 * carry the page's file and line.
 */
import { codeLanguageNames } from '../highlight/options.mjs'
import { codeLineNumbers } from '../highlight/markers.mjs'
import { unknownLanguageMessage } from '../highlight/remark-code-languages.mjs'
import { ruffFindings, ruffVersion } from './ruff.mjs'
import { shellcheck } from './shellcheck.mjs'
import { MissingTool } from './tools.mjs'
import { javascriptProgram } from '../samples/sample-check.mjs'

// Languages of lib/highlight/options.mjs that are bash and python (zsh is neither).
export const SHELLS = new Set(['bash', 'sh', 'shell', 'shellscript'])
const PYTHON = new Set(['python', 'py'])
const JAVASCRIPT = new Set(['js', 'javascript', 'mjs'])

/** Code blocks in a language the highlighter does not load (lib/highlight/options.mjs): `{ line, message }`. */
export const languageErrors = (blocks) =>
  blocks
    .filter((block) => block.lang && !codeLanguageNames.has(block.lang))
    .map((block) => ({ line: block.line, message: unknownLanguageMessage(block.lang) }))

/** JSON blocks that do not parse, and JSON Lines blocks with a line that does not: `{ line, message }`. */
export function jsonErrors(blocks) {
  return blocks.flatMap((block) => {
    if (block.lang !== 'json' && block.lang !== 'jsonl') return []
    const documents = block.lang === 'json' ? [block.code] : block.code.split('\n').filter((line) => line.trim())
    return documents.flatMap((text) => {
      try {
        JSON.parse(text)
        return []
      } catch (error) {
        return [{ line: block.line, message: `${block.lang} block does not parse: ${error.message}` }]
      }
    })
  })
}

/**
 * JavaScript blocks (a code group's JavaScript tab, components/docs/code-group.tsx) that do not parse
 * as an ES module, or use a name neither they nor Node 20 and browsers declare: the check of the REST
 * reference's generated JavaScript (lib/samples/sample-check.mjs). `{ line, message }`.
 */
export const javascriptErrors = (blocks) =>
  blocks
    .filter((block) => JAVASCRIPT.has(block.lang))
    .flatMap((block) => (javascriptProgram(block.code).errors ?? []).map((message) => ({ line: block.line, message: `${block.lang} block: ${message}` })))

/**
 * The python and shell blocks of many pages at once, each tool once: `pages` is `[{ file, blocks,
 * text }]` (the pages' code blocks, lib/page/parse.mjs, and their text, for the line numbers past
 * highlight markers). Returns `{ errors, ran, skipped }`: `file:line message` strings, the line the
 * page's; what was checked, with what; what was not, and how to install the tool that checks it.
 * Shell blocks go through shellcheck (lib/checks/shellcheck.mjs, which supersedes `bash -n`), a
 * system tool: without it they are skipped, and said so (`npm test` requires it, scripts/test.sh).
 * Python blocks go through Ruff's pyflakes rules (lib/checks/ruff.mjs, from npm): each block must
 * parse alone, as a reader copies one block at a time, while names are looked up in the page's
 * python blocks run in order as one script, so a block may use the client that a block above it made.
 */
export function scriptErrors(pages) {
  const { shells, python } = scriptBlocks(pages)
  const errors = pythonFindings(python)
  const ran = [`python blocks: ${python.flat().length} (Ruff ${ruffVersion()}, pyflakes rules)`]
  const skipped = []
  try {
    errors.unshift(...shellFindings(shells))
    ran.push(`shell blocks: ${shells.length} (shellcheck)`)
  } catch (error) {
    if (!(error instanceof MissingTool)) throw error
    skipped.push(`shell blocks (${shells.length}): ${error.message} (npm test requires it)`)
  }
  return { errors, ran, skipped }
}

/**
 * The shell blocks of `pages`, and per page its python blocks in order, each block with its file and
 * the page line of each of its lines.
 */
export function scriptBlocks(pages) {
  const shells = []
  const python = []
  for (const { file, blocks, text = '' } of pages) {
    const pageLines = text.split('\n')
    const located = blocks.map((block) => ({ file, block, lines: codeLineNumbers(block, pageLines) }))
    shells.push(...located.filter(({ block }) => SHELLS.has(block.lang)))
    const page = located.filter(({ block }) => PYTHON.has(block.lang))
    if (page.length) python.push(page)
  }
  return { shells, python }
}

const at = ({ file, lines }, line) => `${file}:${lines[Math.min(Math.max(line, 1), lines.length) - 1]}`

function shellFindings(blocks) {
  return shellcheck(blocks.map(({ block }) => block.code)).map(({ index, line, code, message }) =>
    `${at(blocks[index], line)} ${blocks[index].block.lang} block: ${message} (${code}, https://www.shellcheck.net/wiki/${code})`)
}

/**
 * What Ruff is asked to check of `pages` (per page, its python blocks in order): each block alone,
 * then each page's blocks joined as one script; `locate(index, line)` turns a finding's text and line
 * into `{ kind, block, line }` (`kind`: 'block' or 'script'; `line` within the block).
 */
export function pythonTexts(pages) {
  const blocks = pages.flat()
  // A page's script: its blocks joined by newlines; `starts[i]` is the script's line before block i.
  const scripts = pages.map((page) => {
    const starts = []
    let offset = 0
    for (const { block } of page) {
      starts.push(offset)
      offset += block.code.split('\n').length
    }
    return { page, starts, code: page.map(({ block }) => block.code).join('\n') }
  })
  const locate = (index, line) => {
    if (index < blocks.length) return { kind: 'block', block: blocks[index], line }
    const { page, starts } = scripts[index - blocks.length]
    const which = starts.findLastIndex((start) => start < line)
    return { kind: 'script', block: page[which], line: line - starts[which] }
  }
  return { texts: [...blocks.map(({ block }) => block.code), ...scripts.map((script) => script.code)], locate }
}

function pythonFindings(pages) {
  const { texts, locate } = pythonTexts(pages)
  const found = ruffFindings(texts)
  // A block that does not parse is reported once, at its first error; its page's script, which
  // then does not parse either, no more.
  const broken = new Set(found.filter((finding) => finding.syntax).map((finding) => finding.index))
  const reported = new Set()
  return found.flatMap(({ index, line, code, message, syntax }) => {
    const { kind, block, line: within } = locate(index, line)
    if (kind === 'block') {
      if (!syntax || reported.has(index)) return []
      reported.add(index)
      return [`${at(block, within)} python block does not parse: ${message}`]
    }
    if (broken.has(index)) return []
    const hint = code === 'F821' ? ' (a page\'s python blocks run in order as one script: import or define it in this block or one above)' : ''
    return [`${at(block, within)} python block: ${message} (${code})${hint}`]
  })
}
