/**
 * The `mlp …` invocations of a shell sample, found as a shell reads it rather than line by line:
 * at the start of a command (also after `$ `, a pipe, `&&`, `||`, `;`), inside `$(…)` and
 * backticks, after `VAR=value` prefixes and wrappers such as `sudo`, and inside quoted strings
 * that hold a command line (`bash -c '…'`, a crontab line written with `echo '…'`). Nothing is run.
 *
 * An invocation is `{ line, words }`, `line` counted from 0 in the text given, each word
 * `{ value, dynamic, placeholder }`: `dynamic` when the shell would expand it (`$IMAGE`, `$(…)`),
 * `placeholder` for `<id>` in prose (`{ placeholders: true }`).
 */

const WRAPPERS = new Set(['sudo', 'env', 'time', 'exec', 'nohup', 'command'])
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/

/** Every `mlp` invocation of a shell text. */
export function mlpInvocations(text, { placeholders = false } = {}) {
  const found = []
  for (const command of simpleCommands(text, 0, { placeholders }, found)) {
    const words = command.filter((word) => !word.redirect)
    // A console prompt (`$ mlp …`) is not a word of the command.
    let start = words[0]?.value === '$' && !words[0].quoted ? 1 : 0
    while (start < words.length && (ASSIGNMENT.test(words[start].raw) || WRAPPERS.has(words[start].value))) start++
    let at = words.findIndex((word, index) => word.value === 'mlp' && !word.quoted && (index === start || ASSIGNMENT.test(words[index - 1].raw)))
    if (at < 0) continue
    found.push({ line: words[at].line, words: words.slice(at + 1).map(({ value, dynamic, placeholder }) => ({ value, dynamic, placeholder })) })
  }
  return found.sort((a, b) => a.line - b.line)
}

/**
 * The simple commands of a shell text: arrays of words `{ raw, value, quoted, dynamic, placeholder,
 * redirect, line }`. Quoted strings, `$(…)` and backticks are read for invocations of their own,
 * which are pushed to `found` with their lines shifted.
 */
function simpleCommands(text, lineOffset, options, found) {
  const commands = []
  let words = []
  let word = null
  let line = lineOffset
  let redirectNext = false
  const heredocs = []
  const nested = (inner, innerLine) => found.push(...mlpInvocations(inner, options).map((entry) => ({ ...entry, line: entry.line + innerLine })))
  const startWord = () => {
    word ??= { raw: '', value: '', quoted: false, dynamic: false, placeholder: false, redirect: redirectNext, line }
    redirectNext = false
    return word
  }
  const endWord = () => {
    if (word) words.push(word)
    word = null
  }
  const endCommand = () => {
    endWord()
    if (words.length) commands.push(words)
    words = []
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    const next = text[i + 1]
    if (char === '\\' && next === '\n') {
      i++
      line++
      continue
    }
    if (char === '\\') {
      const w = startWord()
      w.raw += char + (next ?? '')
      w.value += next ?? ''
      i++
      continue
    }
    if (char === '\n') {
      endCommand()
      line++
      // A here-document's body is data, not commands.
      while (heredocs.length) {
        const delimiter = heredocs.shift()
        while (i + 1 < text.length) {
          const end = text.indexOf('\n', i + 1)
          const bodyLine = text.slice(i + 1, end < 0 ? text.length : end)
          i = end < 0 ? text.length : end
          line++
          if (bodyLine.trim() === delimiter) break
        }
      }
      continue
    }
    if (char === ' ' || char === '\t') {
      endWord()
      continue
    }
    if (char === '#' && !word) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++
      continue
    }
    if (char === "'") {
      const end = text.indexOf("'", i + 1)
      const inner = text.slice(i + 1, end < 0 ? text.length : end)
      const w = startWord()
      w.raw += `'${inner}'`
      w.value += inner
      w.quoted = true
      nested(inner, line)
      line += inner.split('\n').length - 1
      i = end < 0 ? text.length : end
      continue
    }
    if (char === '"') {
      const end = closingQuote(text, i + 1)
      const inner = text.slice(i + 1, end)
      const w = startWord()
      w.raw += `"${inner}"`
      w.value += inner.replace(/\\(["\\$`])/g, '$1')
      w.quoted = true
      if (/[$`]/.test(inner)) w.dynamic = true
      nested(inner, line)
      line += inner.split('\n').length - 1
      i = end
      continue
    }
    if (char === '$' && next === '(') {
      const end = closingParen(text, i + 2)
      const inner = text.slice(i + 2, end)
      const w = startWord()
      w.raw += `$(${inner})`
      w.value += `$(${inner})`
      w.dynamic = true
      nested(inner, line)
      line += inner.split('\n').length - 1
      i = end
      continue
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1)
      const inner = text.slice(i + 1, end < 0 ? text.length : end)
      const w = startWord()
      w.raw += `\`${inner}\``
      w.value += `\`${inner}\``
      w.dynamic = true
      nested(inner, line)
      i = end < 0 ? text.length : end
      continue
    }
    if (char === '$') {
      const w = startWord()
      w.raw += char
      w.value += char
      w.dynamic = true
      continue
    }
    if (char === '<' && options.placeholders) {
      const placeholder = /^<[^<>\n]+>/.exec(text.slice(i))?.[0]
      if (placeholder) {
        const w = startWord()
        w.raw += placeholder
        w.value += placeholder
        w.placeholder = true
        i += placeholder.length - 1
        continue
      }
    }
    if (char === '>' || char === '<') {
      // `2>` names a file descriptor, not a word; the redirection's target is no argument.
      if (word && /^\d+$/.test(word.raw)) word = null
      endWord()
      const heredoc = char === '<' && next === '<' && text[i + 2] !== '<' ? /^<<-?\s*(['"]?)([A-Za-z_]\w*)\1/.exec(text.slice(i)) : null
      if (heredoc) {
        heredocs.push(heredoc[2])
        i += heredoc[0].length - 1
        continue
      }
      while (['>', '<', '&', '|'].includes(text[i + 1])) i++
      redirectNext = true
      continue
    }
    if (char === '|' || char === '&' || char === ';' || char === '(' || char === ')') {
      endCommand()
      if ((char === '|' || char === '&' || char === ';') && text[i + 1] === char) i++
      continue
    }
    const w = startWord()
    w.raw += char
    w.value += char
  }
  endCommand()
  return commands
}

/** The index of the `"` that closes a double-quoted string opened before `start`. */
function closingQuote(text, start) {
  for (let i = start; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i
    else if (text[i] === '$' && text[i + 1] === '(') i = closingParen(text, i + 2)
  }
  return text.length
}

/** The index of the `)` that closes a `$(` opened before `start`, quotes and nesting respected. */
function closingParen(text, start) {
  let depth = 1
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === "'") i = Math.max(i, text.indexOf("'", i + 1))
    else if (char === '"') i = closingQuote(text, i + 1)
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return i
  }
  return text.length
}
