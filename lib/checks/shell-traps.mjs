// What a shell sample does wrong that shellcheck does not see (docs/WRITING.md lists these):
// - a block that writes over a file it read earlier (`validate service.json`, then
//   `… > service.json`), or a command whose `> f` empties the f it reads;
// - a secret (alone, not inside a line) written with its trailing newline where the newline stays:
//   into a file, into a file read from /dev/stdin (`kubectl create secret --from-file=key=/dev/stdin`),
//   into base64;
// - a `$ ` prompt, which the reader would copy with the command.
// `(blocks, { text })` over a page's code blocks (lib/page/parse.mjs), its text for the line
// numbers past highlight markers; findings `{ line, message }`.
import { codeLineNumbers } from '../highlight/markers.mjs'
import { SHELLS } from './code-check.mjs'
import { pipelines, shellCommands } from '../shell/commands.mjs'

/** Findings of the shell blocks among `blocks`, with the page's line numbers. */
export function shellTraps(blocks, { text = '' } = {}) {
  const lines = text.split('\n')
  return blocks
    .filter((block) => SHELLS.has(block.lang))
    .flatMap((block) => {
      const numbers = codeLineNumbers(block, lines)
      return blockTraps(block.code, (line) => numbers[line - 1] ?? block.line)
    })
}

/** The traps of one block's code; `lineOf` turns a line of the code into the page's. */
export function blockTraps(code, lineOf = (line) => line) {
  const prompts = code.split('\n').flatMap((text, index) =>
    /^\s*\$ \S/.test(text) ? [{ line: index + 1, message: 'a shell prompt `$ ` in a shell block: the reader copies it with the command; write the command alone and show what it prints in a ```text block after it' }] : [])
  const commands = shellCommands(code)
  return [...prompts, ...overwrites(commands, lineOf), ...secretNewlines(commands)].map((found) => ({ ...found, line: lineOf(found.line) })).sort((a, b) => a.line - b.line)
}

// --- (a) a file read, then written over ---------------------------------------------------------

// Flags that take the file a command writes (curl -o/-D, wget -O).
const OUTPUT_FLAGS = new Set(['-o', '--output', '-O', '--output-document', '-D', '--dump-header'])
// A word that names a file: a path, or a name with an extension; not a URL, an image, a version.
const FILE_RE = /^(?:(?:~|\.{1,2})?\/[\w.~/-]*[\w-]|(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,7})$/
const isFile = (value) => FILE_RE.test(value) && !value.startsWith('/dev/')
const TRUNCATE = new Set(['>', '>|', '&>'])

/** The files a command reads and writes: `{ reads: [name], writes: [{ name, line, how }] }`. */
function filesOf(command) {
  const reads = []
  const writes = []
  const args = command.words.slice(1)
  // mv, cp and sponge write their target on purpose, after the reading is done (`… > f.tmp && mv f.tmp f`).
  const safeTarget = ['mv', 'cp', 'install', 'sponge'].includes(command.name)
  args.forEach(({ value, line }, index) => {
    if (safeTarget && index === args.length - 1) return
    if (OUTPUT_FLAGS.has(args[index - 1]?.value)) {
      if (isFile(value)) writes.push({ name: value, line, how: `${args[index - 1].value} ${value}` })
      return
    }
    if (command.name === 'tee' && !value.startsWith('-')) {
      if (isFile(value) && !args.some((arg) => arg.value === '-a' || arg.value === '--append')) writes.push({ name: value, line, how: `tee ${value}` })
      return
    }
    // `-d @body.json`, `-F file=@data.jsonl`, `--config=service.json`.
    const named = /(?:^|=)@(.+)$/.exec(value)?.[1] ?? /^--?[\w-]+=(.+)$/.exec(value)?.[1] ?? value
    if (isFile(named)) reads.push(named)
  })
  for (const { op, fd, target, line } of command.redirects) {
    if (op === '<' && isFile(target)) reads.push(target)
    if (TRUNCATE.has(op) && fd === 1 && isFile(target)) writes.push({ name: target, line, how: `${op} ${target}` })
  }
  return { reads: reads.map(normal), writes: writes.map((write) => ({ ...write, name: normal(write.name) })) }
}

const normal = (name) => name.replace(/^\.\//, '')

function overwrites(commands, lineOf) {
  const findings = []
  const firstRead = new Map() // file → line of the first command that read it, if no command wrote it before
  const written = new Set()
  for (const group of pipelines(commands)) {
    const files = group.map((command) => ({ command, ...filesOf(command) }))
    const readHere = new Set(files.flatMap((entry) => entry.reads))
    for (const { command, writes } of files) {
      for (const write of writes) {
        const redirect = !write.how.startsWith('-') && !write.how.startsWith('tee')
        if (redirect && readHere.has(write.name)) {
          findings.push({ line: write.line, message: `\`${write.how}\` empties ${write.name} before \`${command.name}\` reads it: write to another file, then rename it (\`… > ${write.name}.tmp && mv ${write.name}.tmp ${write.name}\`)` })
        } else if (firstRead.has(write.name)) {
          findings.push({ line: write.line, message: `\`${write.how}\` writes over ${write.name}, which line ${lineOf(firstRead.get(write.name))} reads: a reader who runs the block loses their ${write.name}${redirect ? ', and `>` empties it even when the command fails' : ''}; write to another file, or split the block where the two are different steps` })
        }
      }
    }
    for (const { command, reads, writes } of files) {
      for (const name of reads) if (!written.has(name) && !firstRead.has(name)) firstRead.set(name, command.line)
      for (const { name } of writes) written.add(name)
    }
  }
  return findings
}

// --- (b) a secret with its trailing newline -----------------------------------------------------

// A variable that holds a secret, written alone: "$MLP_API_KEY", $key, "${TOKEN}", "$client_secret".
// A secret inside a line (`echo "MLP_API_KEY=$KEY" >> .env`, a header) ends with a newline rightly.
const isSecretName = (name) => /(?:^|_)(?:api_?key|key|token|secret|password|passwd)$/i.test(name) || /[a-z](?:Key|Token|Secret|Password)$/.test(name)
const secretVar = (value = '') => {
  const name = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(value)?.[1]
  return name && isSecretName(name) ? name : undefined
}
// A jq filter that is a path to a secret field: .secret, .key, .data.apiKey, .access_token.
const SECRET_PATH_RE = /^(?:\.[A-Za-z_]\w*)*\.[A-Za-z_]*(?:secret|key|token|password)$/i

/** What writes `command`'s output as a secret and a newline: `{ what, fix }`, or null. */
function secretProducer(command) {
  const args = command.words.slice(1).map((word) => word.value)
  if (command.name === 'echo') {
    const options = []
    while (/^-[neE]+$/.test(args[options.length] ?? '')) options.push(args[options.length])
    const variable = args.length === options.length + 1 && secretVar(args.at(-1))
    if (variable && !options.some((option) => option.includes('n'))) return { what: `\`echo "$${variable}"\``, fix: `write it with \`printf '%s' "$${variable}"\`` }
  }
  if (command.name === 'printf') {
    const [format, value] = args
    // `printf '%s\n' "$KEY"` or `printf "$KEY\n"`.
    const variable = args.length === 2 ? format === '%s\\n' && secretVar(value) : args.length === 1 && format.endsWith('\\n') && secretVar(format.slice(0, -2))
    if (variable) return { what: `\`printf '${format}'\``, fix: 'drop the `\\n` from the format' }
  }
  if (command.name === 'jq') {
    const flags = args.filter((arg) => arg.startsWith('-'))
    const short = (letter) => flags.some((flag) => !flag.startsWith('--') && flag.slice(1).includes(letter))
    const raw = short('r') || flags.includes('--raw-output')
    const joined = short('j') || flags.includes('--join-output')
    const filter = args.find((arg) => !arg.startsWith('-'))
    if (raw && !joined && SECRET_PATH_RE.test(filter ?? '')) return { what: `\`jq -r '${filter}'\``, fix: 'use `jq -j`, which prints no newline' }
  }
  return null
}

/** A command the newline passes through unchanged, to whatever follows it in the pipeline. */
const PASSES = new Set(['cat', 'grep', 'sed', 'sort', 'uniq', 'tee'])
/** A command that removes the newline: `tr -d '\n'`, `tr -d '\r\n'`, `tr -dc '[:alnum:]_'`. */
const removesNewline = ({ name, words }) =>
  name === 'tr' && words.some((word) => /^-[a-z]*d/.test(word.value)) && words.some((word) => word.value.includes('\\n') || /^-[a-z]*c/.test(word.value))

/** `> file` (or `>>`) of a command's output: how it is written, or null. */
function fileOutput(command) {
  const out = command.redirects.find((redirect) => (TRUNCATE.has(redirect.op) || redirect.op === '>>') && redirect.fd === 1 && !redirect.target.startsWith('/dev/'))
  return out ? `\`${out.op} ${out.target}\` stores it in the file` : null
}

/**
 * What a command does with a secret and newline on its stdin: `{ sink }` where the newline stays,
 * `{ pass: true }` where it goes on to the next command, `{}` where it ends (the command removes
 * the newline or reads the secret as a line, as `docker login --password-stdin` and `read` do).
 */
function consume(command) {
  if (removesNewline(command)) return {}
  const stdin = command.words.find((word) => word.value.includes('/dev/stdin'))
  if (stdin) return { sink: `\`${stdin.value}\` stores it as part of the value (a header made from it becomes \`Bearer mlp_…\\n\`, which HTTP clients reject)` }
  if (command.name === 'base64' && !command.words.some((word) => /^(-d|--decode|-D)$/.test(word.value))) return { sink: '`base64` encodes it into the value' }
  const tee = command.name === 'tee' && command.words.slice(1).find((word) => !word.value.startsWith('-') && !word.value.startsWith('/dev/'))
  if (tee) return { sink: `\`tee ${tee.value}\` stores it in the file` }
  if (!PASSES.has(command.name)) return {}
  const sink = fileOutput(command)
  return sink ? { sink } : { pass: true }
}

function secretNewlines(commands) {
  const findings = []
  for (const group of pipelines(commands)) {
    group.forEach((command, stage) => {
      const produced = secretProducer(command)
      // The producer's output goes to a file, or down the pipeline.
      const direct = produced && fileOutput(command)
      if (direct) return findings.push(finding(command, produced, direct))
      // `cmd <<< "$KEY"` feeds cmd itself the secret and a newline.
      const variable = secretVar(command.redirects.find((redirect) => redirect.op === '<<<')?.target ?? '')
      const producer = produced ?? (variable && { what: `\`<<< "$${variable}"\``, fix: `feed it with \`printf '%s' "$${variable}" | ${command.name} …\`` })
      if (!producer) return
      for (const consumer of group.slice(produced ? stage + 1 : stage)) {
        const { sink, pass } = consume(consumer)
        if (sink) return findings.push(finding(command, producer, sink))
        if (!pass) return
      }
    })
  }
  return findings
}

const finding = (command, { what, fix }, sink) => ({
  line: command.line,
  message: `${what} ends the secret with a newline, and ${sink}: ${fix}, or pipe it through \`tr -d '\\n'\``,
})
