// pyflakes over the python blocks of the pages (lib/content/code-check.mjs): Debian's `pyflakes3`
// command, which runs on the system's python3 (a python3 earlier on PATH, such as pyenv's, may not
// have the module). Syntax errors, names that do not resolve, and the like.
import { runOverFiles } from './tools.mjs'

/**
 * pyflakes messages that do not fail a block, each with why (docs/WRITING.md quotes the list):
 * a sample is a fragment of the reader's program. Every other message is an error: an undefined
 * name, a name used before it is assigned, a `return` outside a function, a format string that does
 * not match its arguments, an f-string without placeholders, a repeated dictionary key.
 */
export const PYFLAKES_NOT_ERRORS = [
  { pattern: / imported but unused$/, reason: 'a block imports what the blocks after it, or the reader\'s code, use' },
  { pattern: /^redefinition of unused /, reason: 'a later block repeats an import so that it can be copied alone' },
  { pattern: / is assigned to but never used$/, reason: 'a sample names a result to show what a call returns' },
]

export const PYFLAKES_INSTALL = 'apt-get install pyflakes3 (Debian, Ubuntu; it runs on /usr/bin/python3), or put a `pyflakes3` of your own on PATH'

// `file:line:column: message`; `file: message` when pyflakes cannot read the file at all.
const LINE_RE = /^(.*?\.py)(?::(\d+))?(?::(\d+))?:? (.*)$/

/**
 * Checks `scripts` (texts) in one pyflakes3 process; returns `{ index, line, message, syntax }` per
 * finding (`syntax`: the script does not compile, and nothing else of it is checked), leaving out
 * PYFLAKES_NOT_ERRORS. Throws `MissingTool` when pyflakes3 is not installed.
 */
export function pyflakes(scripts) {
  if (!scripts.length) return []
  const { stdout, stderr, file } = runOverFiles({ command: 'pyflakes3', args: [], texts: scripts, ext: 'py', install: PYFLAKES_INSTALL, ok: [0, 1] })
  const index = new Map(scripts.map((_, i) => [file(i), i]))
  // Messages go to stdout, syntax errors to stderr (each followed by the line and a caret).
  const read = (text, syntax) =>
    text.split('\n').flatMap((row) => {
      const [, path, line, , message] = LINE_RE.exec(row) ?? []
      return index.has(path) ? [{ index: index.get(path), line: Number(line ?? 1), message, syntax }] : []
    })
  return [...read(stderr, true), ...read(stdout, false)].filter((finding) => !PYFLAKES_NOT_ERRORS.some(({ pattern }) => pattern.test(finding.message)))
}
