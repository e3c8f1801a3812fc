// The one reader of shell code, for every check of a shell sample: the shell traps
// (lib/checks/shell-traps.mjs), the curl replay (lib/samples/curl-replay.mjs) and the `mlp`
// commands (lib/cli/invocations.mjs, a visitor of these commands). It gives the simple commands of
// a bash block in the order they run, each with its words (quotes removed, nothing expanded), its
// redirections (a here-document with its text) and its place in a pipeline. Command substitutions
// `$(…)`, `<(…)` and backquotes are read too, before the command that holds them. Not a full bash
// parser: what it does not know (`case` patterns, arithmetic) it reads as words.
//
// Each word also has `expanded`: what the program receives, as far as the sample settles it. A
// variable the block assigned a literal value before (`export BASE="https://…"`) is that value; an
// expansion it does not settle (`$MLP_API_KEY`, `${ID}`, `$(date +%s)`, outside single quotes)
// stays as its source between EXPANSION_START and EXPANSION_END, so a check can tell a value the
// reader supplies from one written out.
//
// Ours rather than mvdan/sh's parser (`sh-syntax` on npm, its WebAssembly build): that one answers
// only with a Promise, and every caller here is synchronous (a page's checks run inside its
// analysis); it is 1.3 MB, and it stops at the first syntax error, where a sample may hold a
// placeholder (`mlp services get <id>`) or a console prompt that a check still reads.

export const EXPANSION_START = '\uE000'
export const EXPANSION_END = '\uE001'
const EXPANSION = new RegExp(`${EXPANSION_START}([^${EXPANSION_END}]*)${EXPANSION_END}`, 'g')
/** Whether an `expanded` text holds an expansion the sample does not settle. */
export const hasExpansion = (text) => typeof text === 'string' && text.includes(EXPANSION_START)
/** An `expanded` text as the sample writes it, for messages: `Bearer $MLP_API_KEY`. */
export const shownText = (text) => text.replace(EXPANSION, '$1')
const unsettled = (source) => `${EXPANSION_START}${source}${EXPANSION_END}`
const ASSIGNMENT = /^([A-Za-z_]\w*)=/
const DECLARATIONS = new Set(['export', 'readonly', 'declare', 'local'])

const RESERVED_LEAD = new Set(['if', 'then', 'else', 'elif', 'do', 'while', 'until', '!', '{', 'time'])
const RESERVED_ALONE = new Set(['fi', 'done', '}', 'esac', 'else', 'then', 'do'])
const OPERATORS = ['&&', '||', ';;', '|&', '&>>', '&>', '>>', '>|', '>&', '<&', '<<<', '<<-', '<<', '<>', '<(', '>(', '|', ';', '&', '(', ')', '>', '<']

/**
 * The commands of `code`: `[{ name, words: [word], redirects: [{ op, fd, target, expanded, body?,
 * line, quotes }], line, pipeline, stage, substitution }]`, `line` 1-based in `code` (`lineOffset`
 * added). Commands of one pipeline share `pipeline` and count `stage` from 0; `substitution` marks
 * the commands of a `$(…)`, whose output the holding command reads as a word; a here-document's
 * redirect has its text as `body`.
 *
 * A word is `{ value, expanded, written, quoted, dynamic, placeholder, quotes, line }`: `value`
 * without its quotes, a `$(…)` in it as `$(…)`; `expanded` as above; `written` as `value` but with
 * the command substitution as the sample writes it (`$(cat key)`); `quoted` if it has quotes,
 * `dynamic` if the shell would expand something in it (`$`, a backquote, outside single quotes);
 * `quotes` the text inside each of its quotes, `{ text, mark, line }`, for a check that looks for
 * commands written into a string (`bash -c '…'`, a crontab line). With `placeholders`, `<id>` is a
 * word of its own (`placeholder`), as prose writes it, not a redirection.
 */
export function shellCommands(code, { lineOffset = 0, placeholders = false } = {}) {
  return readCommands(code, lineOffset, { pipelines: 0, variables: new Map(), placeholders }, false)
}

const PLACEHOLDER = /^<[^<>\n]+>/

function readCommands(code, lineOffset, state, substitution) {
  const commands = []
  let line = 1 + lineOffset
  let i = 0
  let current = null
  let stage = 0
  let pipeline = state.pipelines++
  let pendingRedirect = null
  const heredocs = []

  const command = () => (current ??= { words: [], redirects: [], line, pipeline, stage, substitution })
  // A bare assignment (`N=3`, `export BASE=…`) holds for the lines after it; one before a command only for that command.
  const assign = (words) => {
    for (const { expanded } of words) {
      const name = ASSIGNMENT.exec(expanded)?.[1]
      if (!name) continue
      const value = expanded.slice(name.length + 1)
      if (hasExpansion(value)) state.variables.delete(name)
      else state.variables.set(name, value)
    }
  }
  const end = (op) => {
    if (current) {
      const lead = current.words.findIndex((word) => !RESERVED_LEAD.has(word.value) && !/^[A-Za-z_]\w*=/.test(word.value))
      if (lead < 0) assign(current.words)
      else if (DECLARATIONS.has(current.words[lead].value)) assign(current.words.slice(lead + 1))
      current.words = lead < 0 ? [] : current.words.slice(lead)
      current.name = current.words[0]?.value ?? ''
      if (current.words.length && !(current.words.length === 1 && RESERVED_ALONE.has(current.name))) commands.push(current)
      else if (current.redirects.length) commands.push({ ...current, name: '' })
    }
    current = null
    if (op === '|' || op === '|&') stage++
    else {
      stage = 0
      pipeline = state.pipelines++
    }
  }
  // A nested `$(…)`: its commands run first; the word gets a placeholder.
  const nested = (open, close) => {
    const start = i
    let depth = 1
    let quote = null
    while (i < code.length && depth) {
      const c = code[i]
      if (c === '\\' && quote !== "'") i++
      else if (quote) quote = c === quote ? null : quote
      else if (c === "'" || c === '"') quote = c
      else if (code.startsWith(open, i)) depth++
      else if (c === close) depth--
      i++
    }
    const inner = code.slice(start, i - 1)
    commands.push(...readCommands(inner, line - 1, state, true))
    line += inner.split('\n').length - 1
    return inner
  }

  /** A word at `i`: `{ value, expanded, written, quoted, dynamic, placeholder, quotes }`. */
  const readWord = () => {
    let value = ''
    let expanded = ''
    let written = ''
    const add = (text, as = text, source = text) => {
      value += text
      expanded += as
      written += source
    }
    const word = { quoted: false, dynamic: false, placeholder: false, quotes: [] }
    let quote = null
    let opened = null // where the open quote's text starts, and its line
    const close = (at) => word.quotes.push({ text: code.slice(opened.at, at), mark: quote, line: opened.line })
    // A character inside quotes; the one that opened them closes them.
    const inQuotes = (c) => {
      if (c === quote) {
        close(i)
        quote = null
      } else add(c)
      if (c === '\n') line++
      i++
    }
    while (i < code.length) {
      const c = code[i]
      if (quote !== "'" && (c === '$' || c === '`')) word.dynamic = true
      if (c === '\\' && quote !== "'") {
        const next = code[i + 1]
        i += 2
        if (next === '\n') line++
        else if (quote === '"' && !'$`"\\'.includes(next)) add(c + (next ?? ''))
        else add(next ?? '')
        continue
      }
      if (quote === "'") {
        inQuotes(c)
        continue
      }
      if (c === '$' && code[i + 1] === '(') {
        i += 2
        const inner = nested('(', ')')
        add('$(…)', unsettled(`$(${inner})`), `$(${inner})`)
        continue
      }
      if (c === '`') {
        i++
        const inner = nested('\u0000', '`')
        add('$(…)', unsettled(`\`${inner}\``), `\`${inner}\``)
        continue
      }
      // A parameter: `$NAME`, `${NAME}`, `${NAME:-…}`, `$1`, `$?`; its text stays in `value`.
      const parameter = c === '$' ? /^\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\}|\{[^}]*\}|[0-9@*#?$!-])/.exec(code.slice(i, i + 200)) : null
      if (parameter) {
        const name = parameter[1] ?? parameter[2]
        add(parameter[0], name && state.variables.has(name) ? state.variables.get(name) : unsettled(parameter[0]))
        i += parameter[0].length
        continue
      }
      if (quote === '"') {
        inQuotes(c)
        continue
      }
      if (c === "'" || c === '"') {
        quote = c
        word.quoted = true
        opened = { at: i + 1, line }
        i++
        continue
      }
      const placeholder = state.placeholders && c === '<' ? PLACEHOLDER.exec(code.slice(i, i + 200))?.[0] : null
      if (placeholder) {
        add(placeholder)
        word.placeholder = true
        i += placeholder.length
        continue
      }
      if (c === '$' && code[i + 1] === "'") {
        i++
        continue
      }
      if (/[\s|&;()<>]/.test(c)) break
      add(c)
      i++
    }
    if (quote) close(i)
    return Object.assign(word, { value, expanded, written })
  }

  while (i < code.length) {
    const c = code[i]
    if (c === '\\' && code[i + 1] === '\n') {
      i += 2
      line++
      continue
    }
    if (c === '\n') {
      if (!pendingRedirect) end('\n')
      i++
      line++
      // Here-documents start on the next line and end at their delimiter.
      for (const redirect of heredocs.splice(0)) {
        const body = []
        while (i < code.length) {
          const eol = code.indexOf('\n', i) < 0 ? code.length : code.indexOf('\n', i)
          const text = code.slice(i, eol)
          i = eol + 1
          line++
          if (text.trim() === redirect.target) break
          body.push(redirect.op === '<<-' ? text.replace(/^\t+/, '') : text)
        }
        redirect.body = body.length ? `${body.join('\n')}\n` : ''
      }
      continue
    }
    if (c === ' ' || c === '\t') {
      i++
      continue
    }
    if (c === '#' && (i === 0 || /[\s;&|()]/.test(code[i - 1]))) {
      while (i < code.length && code[i] !== '\n') i++
      continue
    }
    const fd = /^\d+(?=[<>])/.exec(code.slice(i, i + 4))?.[0]
    const op = state.placeholders && c === '<' && PLACEHOLDER.test(code.slice(i, i + 200)) ? null : OPERATORS.find((candidate) => code.startsWith(candidate, i + (fd?.length ?? 0)))
    if (op && !['(', ')', '<(', '>('].includes(op) && /[<>]/.test(op)) {
      i += (fd?.length ?? 0) + op.length
      pendingRedirect = { op, fd: fd ? Number(fd) : op.startsWith('<') ? 0 : 1, line }
      continue
    }
    if (op === '<(' || op === '>(') {
      i += 2
      nested('(', ')')
      command().words.push({ value: '/dev/fd/…', written: '<(…)', quoted: false, dynamic: true, placeholder: false, quotes: [], line })
      continue
    }
    if (op) {
      i += op.length
      end(op)
      continue
    }
    const wordLine = line
    const word = readWord()
    if (pendingRedirect) {
      const redirect = { ...pendingRedirect, target: word.value, expanded: word.expanded, quotes: word.quotes }
      pendingRedirect = null
      if (redirect.op === '<<' || redirect.op === '<<-') heredocs.push(redirect)
      command().redirects.push(redirect)
    } else command().words.push(Object.assign(word, { line: wordLine }))
  }
  end(';')
  return commands
}

/** The commands of `commands` grouped by pipeline, in order: `[[stage0, stage1, …], …]`. */
export function pipelines(commands) {
  const groups = new Map()
  for (const command of commands) {
    if (!groups.has(command.pipeline)) groups.set(command.pipeline, [])
    groups.get(command.pipeline).push(command)
  }
  return [...groups.values()]
}
