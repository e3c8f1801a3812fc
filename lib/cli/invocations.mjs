/**
 * The `mlp …` invocations of a shell sample, a visitor of the commands the one shell reader finds
 * (lib/shell/commands.mjs): a command whose name is `mlp`, also after `$ ` (a console prompt),
 * `VAR=value` prefixes and wrappers such as `sudo`, wherever the reader finds commands (after a pipe,
 * `&&`, `||`, `;`, inside `$(…)` and backticks), and inside quoted strings that hold a command line
 * (`bash -c '…'`, a crontab line written with `echo '…'`). Nothing is run.
 *
 * An invocation is `{ line, words }`, `line` counted from 0 in the text given, each word
 * `{ value, dynamic, placeholder }`: `dynamic` when the shell would expand it (`$IMAGE`, `$(…)`),
 * `placeholder` for `<id>` in prose (`{ placeholders: true }`).
 */
import { shellCommands } from '../shell/commands.mjs'

const WRAPPERS = new Set(['sudo', 'env', 'time', 'exec', 'nohup', 'command'])
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/

/** Every `mlp` invocation of a shell text. */
export function mlpInvocations(text, { placeholders = false } = {}) {
  return invocationsIn(text, 0, { placeholders, substitutions: true })
}

/**
 * The invocations of `text` (its first line is `lineOffset` + 1 of the sample), those inside its
 * strings and substitutions first, then by line. `substitutions: false` leaves out the commands of
 * its `$(…)`, which the reader of a double-quoted string's holder has read already.
 */
function invocationsIn(text, lineOffset, { placeholders, substitutions }) {
  const inner = []
  const outer = []
  for (const command of shellCommands(text, { lineOffset, placeholders })) {
    if (command.substitution && !substitutions) continue
    for (const { quotes } of [...command.words, ...command.redirects]) {
      for (const quote of quotes ?? []) inner.push(...invocationsIn(quote.text, quote.line - 1, { placeholders, substitutions: quote.mark === "'" }))
    }
    const invocation = invocationOf(command.words)
    if (invocation) (command.substitution ? inner : outer).push(invocation)
  }
  return [...inner, ...outer].sort((a, b) => a.line - b.line)
}

/** The invocation a command's words make, or null. */
function invocationOf(words) {
  let start = words[0]?.value === '$' && !words[0].quoted ? 1 : 0
  while (start < words.length && (ASSIGNMENT.test(words[start].written) || WRAPPERS.has(words[start].value))) start++
  const at = words.findIndex((word, index) => word.value === 'mlp' && !word.quoted && (index === start || ASSIGNMENT.test(words[index - 1].written)))
  if (at < 0) return null
  return { line: words[at].line - 1, words: words.slice(at + 1).map(({ written, dynamic, placeholder }) => ({ value: written, dynamic, placeholder })) }
}
