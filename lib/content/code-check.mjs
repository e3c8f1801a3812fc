/**
 * Code blocks (of a page's one parse, lib/page/parse.mjs) that the site can highlight (a language of
 * lib/highlight/options.mjs) and that must work when a reader copies them: every `json` block (and
 * `jsonl` line) parses, every `python` block compiles and its names resolve (pyflakes), every shell
 * block passes shellcheck; the traps shellcheck misses are lib/content/shell-traps.mjs. Findings
 * carry the page's file and line.
 */
import { codeLanguageNames } from '../highlight/options.mjs'
import { codeLineNumbers } from '../highlight/markers.mjs'
import { unknownLanguageMessage } from '../highlight/remark-code-languages.mjs'
import { pyflakes } from './pyflakes.mjs'
import { shellcheck } from './shellcheck.mjs'
import { MissingTool } from './tools.mjs'

// Languages of lib/highlight/options.mjs that are bash and python (zsh is neither).
export const SHELLS = new Set(['bash', 'sh', 'shell', 'shellscript'])
const PYTHON = new Set(['python', 'py'])

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
 * The python and shell blocks of many pages at once, each tool in one process: `pages` is
 * `[{ file, blocks, text }]` (the pages' code blocks, lib/page/parse.mjs, and their text, for the
 * line numbers past highlight markers); returns `file:line message` strings, the line the page's.
 * Shell blocks go through shellcheck (lib/content/shellcheck.mjs, which supersedes `bash -n`).
 * Python blocks go through pyflakes (lib/content/pyflakes.mjs): each block must compile alone, as
 * a reader copies one block at a time, while names are looked up in the page's python blocks run
 * in order as one script, so a block may use the client that a block above it made.
 */
export function scriptErrors(pages) {
  const shells = []
  const python = []
  for (const { file, blocks, text = '' } of pages) {
    const pageLines = text.split('\n')
    const located = blocks.map((block) => ({ file, block, lines: codeLineNumbers(block, pageLines) }))
    shells.push(...located.filter(({ block }) => SHELLS.has(block.lang)))
    const page = located.filter(({ block }) => PYTHON.has(block.lang))
    if (page.length) python.push(page)
  }
  return [...unlessMissing(() => shellFindings(shells)), ...unlessMissing(() => pythonFindings(python))]
}

/** The findings of one linter, or, where it is not installed, the error that says how to install it. */
function unlessMissing(findings) {
  try {
    return findings()
  } catch (error) {
    if (error instanceof MissingTool) return [error.message]
    throw error
  }
}

const at = ({ file, lines }, line) => `${file}:${lines[Math.min(Math.max(line, 1), lines.length) - 1]}`

function shellFindings(blocks) {
  return shellcheck(blocks.map(({ block }) => block.code)).map(({ index, line, code, message }) =>
    `${at(blocks[index], line)} ${blocks[index].block.lang} block: ${message} (${code}, https://www.shellcheck.net/wiki/${code})`)
}

/** `pages`: per page, its python blocks in order. */
function pythonFindings(pages) {
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
  const found = pyflakes([...blocks.map(({ block }) => block.code), ...scripts.map((script) => script.code)])
  return found.flatMap(({ index, line, message, syntax }) => {
    if (index < blocks.length) return syntax ? [`${at(blocks[index], line)} python block does not compile: ${message}`] : []
    // A script with a syntax error is its block's, reported above; pyflakes checks no more of it.
    if (syntax) return []
    const { page, starts } = scripts[index - blocks.length]
    const which = starts.findLastIndex((start) => start < line)
    const hint = /^undefined name/.test(message) ? ' (a page\'s python blocks run in order as one script: import or define it in this block or one above)' : ''
    return [`${at(page[which], line - starts[which])} python block: ${message}${hint}`]
  })
}
