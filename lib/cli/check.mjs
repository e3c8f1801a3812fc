/**
 * Every `mlp …` a page writes, checked against the client's description (openapi/mlp.yaml,
 * lib/cli/description.mjs): the command and its subcommand, each flag and, where the description
 * constrains it, the flag's value; the number of arguments. And every sample of what a command
 * prints with `-o json`, a JSON block marked ```` ```json cli="services list" ````, validated
 * against the command's `json` schema (docs/WRITING.md, "Document an mlp command").
 *
 * Shell blocks (`bash`, `sh`, `shell`, `console`) and the `script:` steps of a CI file in a `yaml`
 * block are read for invocations (lib/cli/invocations.mjs); prose is read by `cliInlineErrors`,
 * where a command may stand without its arguments (`mlp services get`) or as a group (`mlp services`).
 */
import { parseDocument, isMap, isScalar, isSeq, LineCounter } from 'yaml'
import { allowedValues, commandAt, describeErrors, isNumeric, validatorFor } from './description.mjs'
import { mlpInvocations } from './invocations.mjs'
import { keyOf, scopeProblem } from '../samples/key-scopes.mjs'

/** @typedef {{ description: any, document: any, frontMatter?: any, counts?: { invocations: number, samples: number, scoped?: number } | null }} CheckContext */

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh'])
// Keys of CI files whose items are shell commands: GitLab CI's, GitHub Actions' `run`.
const SCRIPT_KEYS = new Set(['script', 'before_script', 'after_script', 'run'])

const dashed = (name, flag) => `--${name}${flag.value ? ` <${flag.value}>` : ''}`
const list = (names) => names.join(', ')

/**
 * An invocation's words read against the description: `{ path, command, output, errors }`, `path`
 * the command's names (`['services', 'get']`), `output` the value of `-o`. `prose`: a mention in
 * running text, which may leave out arguments and required flags or name a group.
 */
export function readInvocation(description, document, words, { prose = false } = {}) {
  const errors = []
  const names = []
  let node = description
  let ownFlags = description.flags ?? {}
  const positionals = []
  const given = new Set()
  let output = null
  let open = false
  let unsure = false
  const commandName = () => ['mlp', ...names].join(' ')
  const subcommands = () => Object.keys(node.commands ?? {})
  /** `[name, flag]` of `--name` or `-x` among the command's own flags and the global ones, or null. */
  const lookup = (raw) =>
    Object.entries({ ...description.globalFlags, ...ownFlags }).find(([name, flag]) => (raw.startsWith('--') ? name === raw.slice(2) : flag.short === raw.slice(1))) ?? null
  const named = (flags) => list(Object.entries(flags).map(([name, flag]) => `${flag.short ? `-${flag.short}/` : ''}${dashed(name, flag)}`))
  const allowedFlags = () => [Object.keys(ownFlags).length ? named(ownFlags) : 'none of its own', `global: ${named(description.globalFlags)}`].join('; ')
  for (let i = 0; i < words.length; i++) {
    const word = words[i]
    if (word.value === '--' && !word.dynamic) {
      positionals.push(...words.slice(i + 1))
      break
    }
    if (/^-./.test(word.value) && !word.dynamic && !word.placeholder) {
      const long = word.value.startsWith('--')
      const [raw, attached] = long ? word.value.split(/=(.*)/s) : [word.value.slice(0, 2), word.value.length > 2 ? word.value.slice(2).replace(/^=/, '') : undefined]
      const found = lookup(raw)
      if (!found) {
        errors.push(`${commandName()}: unknown flag ${raw} (allowed: ${allowedFlags()})`)
        // Whether it would have taken a value is unknown, so the arguments are not counted.
        unsure = true
        continue
      }
      const [name, flag] = found
      given.add(name)
      if (!flag.value) {
        if (attached !== undefined) errors.push(`${commandName()}: ${raw} is a switch and takes no value`)
        continue
      }
      const value = attached !== undefined ? { value: attached } : words[i + 1]
      if (attached === undefined) i++
      if (!value) {
        errors.push(`${commandName()}: ${raw} needs a value <${flag.value}>`)
        continue
      }
      if (name === 'output') output = value.value
      if (flag.schema && !value.dynamic && !value.placeholder) errors.push(...valueErrors(document, flag, value.value).map((message) => `${commandName()}: ${raw} ${JSON.stringify(value.value)}: ${message}`))
      continue
    }
    if (node.commands) {
      // `mlp <command> --help`: a placeholder stands for any command, nothing more to check.
      if (word.dynamic || word.placeholder) {
        open = true
        break
      }
      if (!node.commands[word.value]) {
        errors.push(`${commandName()}: unknown command "${word.value}" (${names.length ? `${commandName()} has` : 'commands'}: ${list(subcommands())})`)
        return { path: names, command: null, output, errors }
      }
      names.push(word.value)
      node = node.commands[word.value]
      ownFlags = node.flags ?? {}
      continue
    }
    positionals.push(word)
  }
  const help = given.has('help')
  if (!open && node !== description) {
    if (node.commands && !prose && !help) errors.push(`${commandName()} needs a subcommand: ${list(subcommands())}`)
    const args = node.arguments ?? []
    if (positionals.length > args.length && !unsure) {
      errors.push(`${commandName()} takes ${args.length ? `only ${list(args.map((arg) => `<${arg.name}>`))}` : 'no argument'}, not ${list(positionals.slice(args.length).map((word) => JSON.stringify(word.value)))}`)
    }
    if (!prose && !help) {
      const missing = args.slice(positionals.length).filter((arg) => arg.required)
      if (missing.length) errors.push(`${commandName()} needs ${list(missing.map((arg) => `<${arg.name}>`))}`)
      for (const [name, flag] of Object.entries(ownFlags)) if (flag.required && !given.has(name)) errors.push(`${commandName()} needs ${dashed(name, flag)}`)
    }
  }
  return { path: names, command: node === description ? null : node, output, errors }
}

/** What is wrong with a flag's value against its schema (a number where the schema is numeric). */
function valueErrors(document, flag, text) {
  const numeric = isNumeric(document, flag.schema)
  if (numeric && !/^-?\d+(\.\d+)?$/.test(text)) return ['must be a number']
  const validate = validatorFor(document, flag.schema)
  if (validate(numeric ? Number(text) : text)) return []
  const values = allowedValues(document, flag.schema)
  return values ? [`must be one of ${list(values)}`] : describeErrors(validate.errors).map((message) => message.replace(/^\(value\) /, ''))
}

/** The shell commands of a block with the line each starts on (counted from 0 in the block's code). */
function shellTexts(block) {
  if (SHELL.has(block.lang)) return [{ text: block.code, line: 0 }]
  if (block.lang !== 'yaml' && block.lang !== 'yml') return []
  const lineCounter = new LineCounter()
  const document = parseDocument(block.code, { lineCounter })
  if (document.errors.length) return []
  const texts = []
  const visit = (node, inScript) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, SCRIPT_KEYS.has(String(pair.key?.value ?? pair.key)))
    else if (isSeq(node)) for (const item of node.items) visit(item, inScript)
    else if (isScalar(node) && inScript && typeof node.value === 'string') texts.push({ text: node.value, line: lineCounter.linePos(node.range[0]).line - 1 })
  }
  visit(document.contents, false)
  return texts
}

/** The `cli="services list"` marker of a sample of a command's `-o json` output, or null. */
export const sampleMarker = (meta = '') => /(?:^|\s)cli="([^"]*)"/.exec(meta)?.[1] ?? null
// Any other marker says what a JSON block is instead (an API example, a named file).
const OTHER_MARKER = /(?:^|\s)(operation|schema|filename)=/

/**
 * The findings of a page's code blocks (`codeBlocksOf`, lib/page/parse.mjs): each
 * invocation's errors, and each `-o json` sample against its command's schema. `{ line, message }`;
 * `counts` (optional) gathers `{ invocations, samples }`.
 * @param {{ lang: string, meta: string, code: string, line: number }[]} blocks
 * @param {CheckContext} context
 */
export function cliBlockErrors(blocks, { description, document, frontMatter = {}, counts = null }) {
  const findings = []
  let previous = null
  for (const block of blocks) {
    const invocations = shellTexts(block).flatMap(({ text, line }) => mlpInvocations(text).map((entry) => ({ ...entry, line: block.line + 1 + line + entry.line })))
    const read = invocations.map((entry) => ({ ...entry, ...readInvocation(description, document, entry.words) }))
    const key = keyOf(block, frontMatter)
    for (const entry of read) {
      for (const message of entry.errors) findings.push({ line: entry.line, message })
      // With a stated key, the command's operation (or its own scopes) must be within it (lib/samples/key-scopes.mjs).
      const { command } = entry
      if (!key || !command || (!command.operation && !command.scopes)) continue
      if (counts) counts.scoped = (counts.scoped ?? 0) + 1
      const denied = scopeProblem(document, command.operation ?? null, key, { requirements: command.operation ? null : [command.scopes] })
      if (denied) findings.push({ line: entry.line, message: `mlp ${entry.path.join(' ')}: ${denied}` })
    }
    if (counts) counts.invocations += read.length
    if (['json', 'jsonl'].includes(block.lang)) findings.push(...sampleErrors(block, previous, { description, document, counts }))
    previous = read.length ? read : null
  }
  return findings
}

/**
 * A JSON block's findings as a sample of `-o json` output: marked, it must parse and match the
 * command's `json` (a `jsonl` block: each line `jsonLines`); unmarked right after a shell block
 * whose last `mlp` prints JSON, it must be marked (or say what else it is).
 */
function sampleErrors(block, previous, { description, document, counts }) {
  const marker = sampleMarker(block.meta)
  const json = previous?.findLast((entry) => entry.output === 'json' && entry.command)
  if (marker === null) {
    if (!json || OTHER_MARKER.test(block.meta)) return []
    return [{ line: block.line, message: `a JSON block right after \`mlp ${json.path.join(' ')} … -o json\` is read as its output: mark it \`\`\`${block.lang} cli="${json.path.join(' ')}" to have it checked against openapi/mlp.yaml, or say what it is instead (filename=…, operation=…)` }]
  }
  const command = commandAt(description, marker.split(/\s+/).filter(Boolean))
  if (!command || command.commands) return [{ line: block.line, message: `cli="${marker}" names no command of openapi/mlp.yaml (write the command without mlp and its arguments: cli="services list")` }]
  if (json && json.path.join(' ') !== marker) return [{ line: block.line, message: `cli="${marker}" follows \`mlp ${json.path.join(' ')} … -o json\`: mark the sample with the command it shows` }]
  const lines = block.lang === 'jsonl'
  const schema = lines ? command.jsonLines : command.json
  if (!schema) return [{ line: block.line, message: `mlp ${marker} has no ${lines ? 'jsonLines' : 'json'} output in openapi/mlp.yaml to check this sample against${command.jsonLines || command.json ? ` (it prints ${command.jsonLines ? 'JSON lines: use ```jsonl' : 'one JSON document: use ```json'})` : ''}` }]
  if (counts) counts.samples++
  const values = []
  for (const [index, text] of (lines ? block.code.split('\n').filter((line) => line.trim()) : [block.code]).entries()) {
    try {
      values.push([index, JSON.parse(text)])
    } catch {
      // A block that does not parse is reported by the JSON check (lib/checks/code-check.mjs).
      return []
    }
  }
  const validate = validatorFor(document, schema)
  return values.flatMap(([index, value]) => (validate(value) ? [] : describeErrors(validate.errors).map((message) => ({ line: block.line + (lines ? index + 1 : 0), message: `-o json sample of mlp ${marker}: ${message}` }))))
}

/**
 * The findings of the `mlp …` mentions in a page's prose: `spans` are its inline code, `{ value,
 * line }`. A span is a mention when it starts with `mlp ` (`mlp-client` is not); `<id>` is a placeholder.
 * @param {{ value: string, line: number }[]} spans
 * @param {CheckContext} context
 */
export function cliInlineErrors(spans, { description, document, counts = null }) {
  const findings = []
  for (const { value, line } of spans) {
    if (!/^mlp\s/.test(value.trim())) continue
    for (const entry of mlpInvocations(value, { placeholders: true })) {
      if (counts) counts.invocations++
      for (const message of readInvocation(description, document, entry.words, { prose: true }).errors) findings.push({ line, message })
    }
  }
  return findings
}
