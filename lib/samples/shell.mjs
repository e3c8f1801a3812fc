/**
 * A shell sample read as bash would split it, without running it: its simple commands, each as the
 * words the program receives (quotes removed, `\`-newline joined) and where its standard input comes
 * from. Samples are checked by what they pass to a program (lib/samples/curl-replay.mjs), so the words
 * are what matters; control flow (`if`, `for … do`) is stepped over, and a command inside `$(…)` or
 * backquotes is a command too.
 *
 * An expansion the sample does not settle (`$MLP_API_KEY`, `${SERVICE_ID}`, `$(date +%s)`) stays in a
 * word as a placeholder, EXPANSION_START + its index in `expansions` + EXPANSION_END, so that a check
 * can tell a value the reader supplies from one written out. A variable the script assigned a literal
 * value before (`export BASE="https://…"`) is replaced by that value.
 */

export const EXPANSION_START = '\uE000'
export const EXPANSION_END = '\uE001'
const PLACEHOLDER = new RegExp(`${EXPANSION_START}(\\d+)${EXPANSION_END}`, 'g')

/** Whether a text taken from a word holds an expansion the sample does not settle. */
export const hasExpansion = (text) => typeof text === 'string' && text.includes(EXPANSION_START)

/** A text taken from words as the sample writes it, for messages: `Bearer $MLP_API_KEY`. */
export const shownText = (text, expansions) => text.replace(PLACEHOLDER, (match, index) => expansions[Number(index)].source)

// Words that open or close a compound command: the command proper follows them.
const RESERVED = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '!', '{', '}', 'time'])
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/

/**
 * @typedef {{ text?: string, file?: string, pipe?: true } | null} Stdin
 * @typedef {{ words: string[], stdin: Stdin }} Command
 */

/**
 * The commands of a script: `{ commands, expansions }`. A command is `{ words, stdin }`, `stdin` one
 * of `{ text }` (a here-document or here-string), `{ file }` (`< file`), `{ pipe: true }` (the output of
 * the command before it) or null (the terminal).
 * @returns {{ commands: Command[], expansions: { source: string }[] }}
 */
export function shellCommands(script) {
  /** @type {{ expansions: { source: string }[], variables: Map<string, string>, commands: Command[] }} */
  const state = { expansions: [], variables: new Map(), commands: [] }
  parse(script, state)
  return { commands: state.commands, expansions: state.expansions }
}

function parse(script, state) {
  const { expansions, variables, commands } = state
  let command = { words: [], stdin: null }
  let word = null
  let target = null // what the next word is, after a redirection operator: 'stdin-file', 'here-string', 'ignored'
  const heredocs = []

  const endWord = () => {
    if (word === null) return
    if (target === 'stdin-file') command.stdin = { file: word }
    else if (target === 'here-string') command.stdin = { text: `${word}\n` }
    else if (!target) command.words.push(word)
    target = null
    word = null
  }
  const endCommand = (piped = false) => {
    endWord()
    const { words } = command
    while (words.length && RESERVED.has(words[0])) words.shift()
    const assignments = []
    while (words.length && ASSIGNMENT.test(words[0])) assignments.push(words.shift())
    if (['export', 'readonly', 'local', 'declare'].includes(words[0])) assignments.push(...words.splice(0).filter((w) => ASSIGNMENT.test(w)))
    // A bare assignment holds for the lines after it; one before a command only for that command.
    if (!words.length) {
      for (const assignment of assignments) {
        const [, name] = ASSIGNMENT.exec(assignment)
        const value = assignment.slice(name.length + 1)
        if (hasExpansion(value)) variables.delete(name)
        else variables.set(name, value)
      }
    } else commands.push(command)
    command = { words: [], stdin: piped ? { pipe: true } : null }
  }
  const append = (text) => {
    word = (word ?? '') + text
  }
  const placeholder = (source) => {
    expansions.push({ source })
    return `${EXPANSION_START}${expansions.length - 1}${EXPANSION_END}`
  }
  const variable = (name, source) => append(variables.has(name) ? variables.get(name) : placeholder(source))

  /** An expansion starting with `$` at `i`: appends its value or placeholder, returns the index after it. */
  const dollar = (i) => {
    const rest = script.slice(i + 1)
    if (rest.startsWith('(')) {
      const end = closing(script, i + 1)
      // `$((…))` is arithmetic; `$(…)` runs commands, which are checked as any other.
      if (!rest.startsWith('((')) parse(script.slice(i + 2, end), state)
      append(placeholder(script.slice(i, end + 1)))
      return end + 1
    }
    if (rest.startsWith('{')) {
      const end = script.indexOf('}', i) === -1 ? script.length : script.indexOf('}', i)
      const inner = script.slice(i + 2, end)
      if (NAME.exec(inner)?.[0] === inner) variable(inner, `\${${inner}}`)
      else append(placeholder(script.slice(i, end + 1)))
      return end + 1
    }
    const name = NAME.exec(rest)?.[0] ?? /^[0-9@*#?$!-]/.exec(rest)?.[0]
    if (!name) {
      append('$')
      return i + 1
    }
    variable(name, `$${name}`)
    return i + 1 + name.length
  }
  const backquote = (i) => {
    const end = script.indexOf('`', i + 1) === -1 ? script.length : script.indexOf('`', i + 1)
    const inner = script.slice(i + 1, end)
    parse(inner, state)
    append(placeholder(`\`${inner}\``))
    return end + 1
  }
  /** Here-documents start on the line after their operator: reads their bodies from `i`. */
  const readHeredocs = (i) => {
    for (const { delimiter, strip, owner } of heredocs.splice(0)) {
      const lines = []
      while (i < script.length) {
        const end = script.indexOf('\n', i) === -1 ? script.length : script.indexOf('\n', i)
        const line = strip ? script.slice(i, end).replace(/^\t+/, '') : script.slice(i, end)
        i = end + 1
        if (line === delimiter) break
        lines.push(line)
      }
      owner.stdin = { text: lines.length ? `${lines.join('\n')}\n` : '' }
    }
    return i
  }

  for (let i = 0; i < script.length; ) {
    const char = script[i]
    const next = script[i + 1]
    if (char === '\\') {
      if (next !== '\n') append(next ?? '')
      i += 2
    } else if (char === "'") {
      const end = script.indexOf("'", i + 1) === -1 ? script.length : script.indexOf("'", i + 1)
      append(script.slice(i + 1, end))
      i = end + 1
    } else if (char === '"') {
      append('')
      for (i++; i < script.length && script[i] !== '"'; ) {
        if (script[i] === '\\' && '$`"\\\n'.includes(script[i + 1])) {
          if (script[i + 1] !== '\n') append(script[i + 1])
          i += 2
        } else if (script[i] === '$') i = dollar(i)
        else if (script[i] === '`') i = backquote(i)
        else append(script[i++])
      }
      i++
    } else if (char === '$') i = dollar(i)
    else if (char === '`') i = backquote(i)
    else if (char === '#' && word === null) {
      while (i < script.length && script[i] !== '\n') i++
    } else if (char === ' ' || char === '\t') {
      endWord()
      i++
    } else if (char === '\n') {
      endCommand()
      i = readHeredocs(i + 1)
    } else if (char === '<' || char === '>' || (char === '&' && next === '>')) {
      // A file descriptor before the operator (`2>`) belongs to it.
      if (word !== null && /^\d+$/.test(word)) word = null
      endWord()
      const operator = /^(<<<|<<-|<<|>>|>&|<&|&>>|&>|>\||<>|<|>)/.exec(script.slice(i))[0]
      i += operator.length
      if (operator === '<<' || operator === '<<-') {
        const match = /^[ \t]*(['"]?)([^\s'";&|<>()]+)\1/.exec(script.slice(i))
        heredocs.push({ delimiter: match?.[2] ?? '', strip: operator === '<<-', owner: command })
        i += match?.[0].length ?? 0
      } else if ((operator === '>&' || operator === '<&') && /^[\d-]/.test(script[i] ?? '')) {
        while (/[\d-]/.test(script[i] ?? '')) i++
      } else target = operator === '<' ? 'stdin-file' : operator === '<<<' ? 'here-string' : 'ignored'
    } else if (';&|()'.includes(char)) {
      const double = char === next && char !== '(' && char !== ')'
      endCommand(char === '|' && !double)
      i += double ? 2 : 1
    } else append(script[i++])
  }
  endCommand()
}

/** The index of the `)` that closes the `(` at `open`, past quotes and nested parentheses. */
function closing(text, open) {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === "'") i = text.indexOf("'", i + 1) === -1 ? text.length : text.indexOf("'", i + 1)
    else if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++
    } else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return i
  }
  return text.length
}
