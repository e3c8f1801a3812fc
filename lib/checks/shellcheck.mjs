// shellcheck over the shell blocks of the pages (lib/checks/code-check.mjs), as bash. Its parser
// reports what `bash -n` did (an unclosed `if`, a stray quote) and its checks what a reader meets
// when the sample runs: unquoted variables, unused ones, a `$` that does not expand.
import { runOverFiles } from './tools.mjs'

/**
 * The shellcheck codes that never fail a block, each with why: the one place of this list
 * (docs/WRITING.md quotes it). A sample that is right as written and fails another check is
 * rewritten, not added here, unless the reason holds for every sample.
 */
export const SHELLCHECK_EXCLUSIONS = [
  { code: 'SC1091', reason: 'a sample sources a file of the reader\'s machine (`source .venv/bin/activate`), which shellcheck cannot follow' },
  { code: 'SC2016', reason: 'single quotes on purpose: text for another program to expand later, such as a crontab line or a jq filter' },
  { code: 'SC2164', reason: 'samples are typed into an interactive shell, where `cd … || exit` would close the reader\'s terminal' },
]

export const SHELLCHECK_INSTALL = 'apt-get install shellcheck on Debian and Ubuntu, brew install shellcheck on macOS'

/**
 * Lints `scripts` (texts) in one shellcheck process; returns `{ index, line, code, level, message }`
 * per finding, `line` counted in the script. Throws `MissingTool` when shellcheck is not installed.
 */
export function shellcheck(scripts) {
  if (!scripts.length) return []
  const exclude = SHELLCHECK_EXCLUSIONS.map((entry) => entry.code).join(',')
  // --norc: a developer's own ~/.shellcheckrc changes nothing; exit 1 means findings.
  const { stdout, file } = runOverFiles({ command: 'shellcheck', args: ['--norc', '--shell=bash', '--format=json1', `--exclude=${exclude}`], texts: scripts, ext: 'sh', install: SHELLCHECK_INSTALL, ok: [0, 1] })
  const index = new Map(scripts.map((_, i) => [file(i), i]))
  return JSON.parse(stdout).comments.map((comment) => ({ index: index.get(comment.file), line: comment.line, code: `SC${comment.code}`, level: comment.level, message: comment.message }))
}
