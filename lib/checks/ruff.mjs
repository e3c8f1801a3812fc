// Ruff's pyflakes rules (F) over the python blocks of the pages (lib/checks/code-check.mjs), from
// Ruff's WebAssembly build on npm: no Python on the machine. Syntax errors, names that do not
// resolve, and the like — what Debian's pyflakes3 found before it (bench/python-lint-parity.mjs
// compares the two, bench/RESULTS.md has the figures).
import { createRequire } from 'node:module'

/**
 * Ruff codes that do not fail a block, each with why (docs/WRITING.md quotes the list): a sample
 * is a fragment of the reader's program. Every other finding is an error: an undefined name (F821),
 * a name used before it is assigned, a `return` outside a function (F706), a format string that does
 * not match its arguments, an f-string without placeholders (F541), a repeated dictionary key (F601).
 */
export const PYTHON_NOT_ERRORS = [
  { code: 'F401', reason: 'a block imports what the blocks after it, or the reader\'s code, use' },
  { code: 'F811', reason: 'a later block repeats an import so that it can be copied alone' },
  { code: 'F841', reason: 'a sample names a result to show what a call returns' },
]

// The oldest Python the platform's client supports (api/python/python-client): syntax newer than
// it is an error, as the reader's interpreter would say.
const TARGET_VERSION = 'py39'
// Ruff's code for a file that does not parse.
const SYNTAX = 'invalid-syntax'

let workspace
/** One Ruff workspace per process: loading the WebAssembly module takes about a second. */
function ruff() {
  if (!workspace) {
    const { Workspace, PositionEncoding } = createRequire(import.meta.url)('@astral-sh/ruff-wasm-nodejs')
    workspace = new Workspace({ 'target-version': TARGET_VERSION, lint: { select: ['F'] } }, PositionEncoding.Utf16)
  }
  return workspace
}

/** Ruff's version, for the content check's list of what ran. */
export const ruffVersion = () => createRequire(import.meta.url)('@astral-sh/ruff-wasm-nodejs/package.json').version

/**
 * Checks `scripts` (texts); returns `{ index, line, code, message, syntax }` per finding (`syntax`:
 * the script does not parse), leaving out PYTHON_NOT_ERRORS; `all` keeps them (the parity bench).
 * @param {string[]} scripts
 */
export function ruffFindings(scripts, { all = false } = {}) {
  const skipped = new Set(all ? [] : PYTHON_NOT_ERRORS.map((entry) => entry.code))
  return scripts.flatMap((script, index) =>
    ruff()
      .check(script)
      .filter((diagnostic) => !skipped.has(diagnostic.code))
      .map((diagnostic) => ({ index, line: diagnostic.start_location.row, code: diagnostic.code, message: diagnostic.message, syntax: diagnostic.code === SYNTAX })),
  )
}
