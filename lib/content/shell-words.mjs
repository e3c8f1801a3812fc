// A reader of shell code, enough for the shell traps (lib/content/shell-traps.mjs): the simple
// commands of a bash block in the order they run, each with its words (quotes removed, nothing
// expanded), its redirections and its place in a pipeline. Command substitutions `$(…)`, `<(…)`
// and backquotes are read too, before the command that holds them. Not a full bash parser: what it
// does not know (`case` patterns, arithmetic) it reads as words.

const RESERVED_LEAD = new Set(['if', 'then', 'else', 'elif', 'do', 'while', 'until', '!', '{', 'time'])
const RESERVED_ALONE = new Set(['fi', 'done', '}', 'esac', 'else', 'then', 'do'])
const OPERATORS = ['&&', '||', ';;', '|&', '&>>', '&>', '>>', '>|', '>&', '<&', '<<<', '<<-', '<<', '<>', '<(', '>(', '|', ';', '&', '(', ')', '>', '<']

/**
 * The commands of `code`: `[{ name, words: [{ value, line }], redirects: [{ op, fd, target, line }],
 * line, pipeline, stage, substitution }]`, `line` 1-based in `code` (`lineOffset` added). Commands
 * of one pipeline share `pipeline` and count `stage` from 0; `substitution` marks the commands of
 * a `$(…)`, whose output the holding command reads as a word.
 */
export function shellCommands(code, lineOffset = 0, state = { pipelines: 0 }, substitution = false) {
  const commands = []
  let line = 1 + lineOffset
  let i = 0
  let current = null
  let stage = 0
  let pipeline = state.pipelines++
  let pendingRedirect = null
  const heredocs = []

  const command = () => (current ??= { words: [], redirects: [], line, pipeline, stage, substitution })
  const end = (op) => {
    if (current) {
      const lead = current.words.findIndex((word) => !RESERVED_LEAD.has(word.value) && !/^[A-Za-z_]\w*=/.test(word.value))
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
    commands.push(...shellCommands(inner, line - 1, state, true))
    line += inner.split('\n').length - 1
  }

  const readWord = () => {
    let value = ''
    let quote = null
    while (i < code.length) {
      const c = code[i]
      if (c === '\\' && quote !== "'") {
        const next = code[i + 1]
        i += 2
        if (next === '\n') line++
        else if (quote === '"' && !'$`"\\'.includes(next)) value += c + (next ?? '')
        else value += next ?? ''
        continue
      }
      if (quote === "'") {
        if (c === "'") quote = null
        else value += c
        if (c === '\n') line++
        i++
        continue
      }
      if (c === '$' && code[i + 1] === '(') {
        i += 2
        nested('(', ')')
        value += '$(…)'
        continue
      }
      if (c === '`') {
        i++
        nested('\u0000', '`')
        value += '$(…)'
        continue
      }
      if (quote === '"') {
        if (c === '"') quote = null
        else value += c
        if (c === '\n') line++
        i++
        continue
      }
      if (c === "'" || c === '"') {
        quote = c
        i++
        continue
      }
      if (c === '$' && code[i + 1] === "'") {
        i++
        continue
      }
      if (/[\s|&;()<>]/.test(c)) break
      value += c
      i++
    }
    return value
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
      for (const delimiter of heredocs.splice(0)) {
        while (i < code.length) {
          const eol = code.indexOf('\n', i) < 0 ? code.length : code.indexOf('\n', i)
          const text = code.slice(i, eol)
          i = eol + 1
          line++
          if (text.trim() === delimiter) break
        }
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
    const op = OPERATORS.find((candidate) => code.startsWith(candidate, i + (fd?.length ?? 0)))
    if (op && !['(', ')', '<(', '>('].includes(op) && /[<>]/.test(op)) {
      i += (fd?.length ?? 0) + op.length
      pendingRedirect = { op, fd: fd ? Number(fd) : op.startsWith('<') ? 0 : 1, line }
      continue
    }
    if (op === '<(' || op === '>(') {
      i += 2
      nested('(', ')')
      command().words.push({ value: '/dev/fd/…', line })
      continue
    }
    if (op) {
      i += op.length
      end(op)
      continue
    }
    const wordLine = line
    const value = readWord()
    if (pendingRedirect) {
      const redirect = { ...pendingRedirect, target: value }
      pendingRedirect = null
      if (redirect.op === '<<' || redirect.op === '<<-') heredocs.push(value)
      command().redirects.push(redirect)
    } else command().words.push({ value, line: wordLine })
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
