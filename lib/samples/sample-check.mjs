/**
 * The reference's samples checked as written, per language (lib/samples/generate.mjs writes them):
 *   - each is read back into the HTTP request it sends — curl by the curl reader of the pages' calls,
 *     Python's `requests.<method>(…)` and JavaScript's `fetch(…)` by the readers here — and that request
 *     is replayed against the document like the pages' curl calls (lib/samples/curl-replay.mjs:
 *     method, path, parameters, key, body against its schema);
 *   - the Python goes through the pages' Python check (Ruff's pyflakes rules, lib/checks/ruff.mjs);
 *   - the JavaScript is parsed with acorn (an ES module, as the sample runs) and its names resolved.
 * A finding names the operation and the language, so a generator bug stops the build with both.
 */
import { parse } from 'acorn'
import { operations } from '../openapi/document.mjs'
import { ruffFindings } from '../checks/ruff.mjs'
import { checkRequest, replayPage } from './curl-replay.mjs'
import { operationSamples } from './generate.mjs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'

/** The globals a sample may use: Node 20+ and browsers have each one. */
export const JAVASCRIPT_GLOBALS = new Set([
  'fetch', 'FormData', 'Blob', 'File', 'Headers', 'Request', 'Response', 'URL', 'URLSearchParams', 'TextDecoder', 'TextDecoderStream', 'AbortSignal',
  'JSON', 'Object', 'Array', 'String', 'Number', 'Boolean', 'Error', 'Promise', 'Math', 'Date', 'console', 'process', 'setTimeout', 'globalThis', 'undefined',
])

const headerMap = (entries) => new Map(entries.map(([name, value]) => [name.toLowerCase(), value]))

/** A JSON-valued Python literal (the generator's `pythonLiteral`) back to its value. */
function pythonValue(text) {
  return JSON.parse(text.replace(/"(?:[^"\\]|\\.)*"|\b(True|False|None)\b/g, (match, word) => (word ? { True: 'true', False: 'false', None: 'null' }[word] : match)).replace(/,(\s*[}\]])/g, '$1'))
}

/** The balanced `{…}`/`[…]`/`(…)`/string text that starts at `start` of `text`. */
function balanced(text, start) {
  const open = text[start]
  if (open === '"') return /^"(?:[^"\\]|\\.)*"/.exec(text.slice(start))[0]
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      i += /^"(?:[^"\\]|\\.)*"/.exec(text.slice(i))[0].length - 1
      continue
    }
    if ('{[('.includes(char)) depth++
    if ('}])'.includes(char) && --depth === 0) return text.slice(start, i + 1)
  }
  throw new Error(`unbalanced ${open} at ${start}`)
}

/** An f-string's or string's text with each `{…}` as a shell variable (`$MLP_API_KEY`): a value the reader fills in. */
const pythonString = (literal) => JSON.parse(literal.replace(/^f/, '')).replace(/\{[^{}]*?\[['"]([A-Z_][A-Z0-9_]*)['"]\]\}|\{[^{}]*\}/g, (match, name) => `$${name ?? 'VALUE'}`)

/**
 * The request a `requests` sample sends: `{ method, url, headers, body }`, as curl's reader gives it
 * (lib/samples/curl.mjs): `json=` is a JSON body, `data=` with `files=` a multipart form whose files
 * are the names `open()` read. Throws when the sample has no call this reader knows.
 */
export function pythonRequest(code) {
  const call = /\brequests\.(get|post|put|patch|delete|head)\(/.exec(code)
  if (!call) throw new Error('no requests.<method>(…) call')
  const args = balanced(code, call.index + call[0].length - 1).slice(1, -1)
  const keyword = (name) => {
    const at = new RegExp(`(?:^|\\n)\\s*${name}=`).exec(args)
    return at ? balanced(args, at.index + at[0].length) : undefined
  }
  const url = JSON.parse(/^\s*("(?:[^"\\]|\\.)*")/.exec(args)?.[1] ?? 'null')
  if (typeof url !== 'string') throw new Error('the call\'s first argument is not the URL')
  const headersText = keyword('headers')
  const headers = headerMap(headersText ? [...headersText.matchAll(/("(?:[^"\\]|\\.)*"):\s*(f?"(?:[^"\\]|\\.)*")/g)].map(([, name, value]) => [JSON.parse(name), pythonString(value)]) : [])
  let body = null
  const json = keyword('json')
  const files = keyword('files')
  if (json !== undefined) {
    body = { text: JSON.stringify(pythonValue(json)) }
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  } else if (files !== undefined) {
    const data = keyword('data')
    const opened = new Map([...code.matchAll(/open\(("(?:[^"\\]|\\.)*"),\s*"rb"\)\s+as\s+(\w+)/g)].map(([, name, variable]) => [variable, JSON.parse(name)]))
    const form = Object.entries(data ? pythonValue(data) : {}).map(([name, value]) => ({ name, value: String(value) }))
    for (const [, name, variable] of files.matchAll(/("(?:[^"\\]|\\.)*"):\s*(\w+)/g)) {
      if (!opened.has(variable)) throw new Error(`files= sends ${variable}, which no open(…) of the sample names`)
      form.push({ name: JSON.parse(name), value: opened.get(variable), file: true })
    }
    body = { form }
    headers.set('content-type', 'multipart/form-data')
  } else if (keyword('data') !== undefined) throw new Error('data= without files= is not a body the reader knows')
  return { method: call[1].toUpperCase(), url, headers, body }
}

/** Every node of an ESTree tree with its parent and the key it is under. */
function walk(node, visit, parent = null, key = null) {
  if (!node || typeof node.type !== 'string') return
  visit(node, parent, key)
  for (const [name, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit, node, name))
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit, node, name)
  }
}

/** The names a pattern declares (`x`, `{ error }`, `[a, ...b]`). */
const declaredBy = (pattern) =>
  !pattern ? [] : pattern.type === 'Identifier' ? [pattern.name] : pattern.type === 'ObjectPattern' ? pattern.properties.flatMap((p) => declaredBy(p.value ?? p.argument)) : pattern.type === 'ArrayPattern' ? pattern.elements.flatMap(declaredBy) : pattern.type === 'RestElement' ? declaredBy(pattern.argument) : pattern.type === 'AssignmentPattern' ? declaredBy(pattern.left) : []

/**
 * A JavaScript sample parsed as the ES module it runs as: `{ program }`, or `{ errors }` (the parse
 * error, or each name it uses that neither it nor JAVASCRIPT_GLOBALS declares). Names are resolved
 * against every declaration of the sample, not scope by scope: a sample is a few statements.
 */
export function javascriptProgram(code) {
  let program
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true })
  } catch (error) {
    return { errors: [`does not parse: ${error.message}`] }
  }
  const declared = new Set(JAVASCRIPT_GLOBALS)
  const used = []
  walk(program, (node, parent, key) => {
    if (node.type === 'VariableDeclarator') declaredBy(node.id).forEach((name) => declared.add(name))
    if (/^(ImportSpecifier|ImportDefaultSpecifier|ImportNamespaceSpecifier)$/.test(node.type)) declared.add(node.local.name)
    if (/Function/.test(node.type)) [node.id, ...node.params].flatMap(declaredBy).forEach((name) => declared.add(name))
    if (node.type === 'CatchClause') declaredBy(node.param).forEach((name) => declared.add(name))
    if (node.type !== 'Identifier' || !parent) return
    const notReference =
      (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      (parent.type === 'Property' && key === 'key' && !parent.computed) ||
      /Pattern|Declarator|Specifier|Function|CatchClause|RestElement|Label|Break|Continue|MethodDefinition/.test(parent.type)
    if (!notReference) used.push(node)
  })
  const errors = used.filter((node) => !declared.has(node.name)).map((node) => `${node.name} is not defined (line ${node.loc.start.line})`)
  return errors.length ? { errors: [...new Set(errors)] } : { program }
}

/** A literal expression's value; an expression the reader fills in (`process.env.X`) is the shell variable `$X`. */
function javascriptValue(node, context) {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'TemplateLiteral':
      return node.quasis.map((quasi, index) => quasi.value.cooked + (node.expressions[index] ? `$${node.expressions[index].property?.name ?? 'VALUE'}` : '')).join('')
    case 'ObjectExpression':
      return Object.fromEntries(node.properties.map((p) => [p.key.type === 'Identifier' ? p.key.name : p.key.value, javascriptValue(p.value, context)]))
    case 'ArrayExpression':
      return node.elements.map((element) => javascriptValue(element, context))
    case 'UnaryExpression':
      if (node.operator === '-') return -javascriptValue(node.argument, context)
      break
    case 'CallExpression':
      if (node.callee.type === 'MemberExpression' && node.callee.object.name === 'JSON' && node.callee.property.name === 'stringify') return { json: javascriptValue(node.arguments[0], context) }
      break
    case 'Identifier':
      if (context.forms.has(node.name)) return { form: context.forms.get(node.name) }
      break
  }
  throw new Error(`cannot read ${node.type} at line ${node.loc.start.line} as a value`)
}

/** The request a `fetch` sample sends: `{ method, url, headers, body }` (a FormData body: the fields it appended). */
export function javascriptRequest(program) {
  const forms = new Map()
  let call = null
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator' && node.init?.type === 'NewExpression' && node.init.callee.name === 'FormData') forms.set(node.id.name, [])
    if (node.type !== 'CallExpression') return
    if (node.callee.type === 'Identifier' && node.callee.name === 'fetch') call = node
    const { callee } = node
    if (callee.type === 'MemberExpression' && callee.property.name === 'append' && forms.has(callee.object.name)) {
      const [name, value, filename] = node.arguments
      forms.get(callee.object.name).push(filename ? { name: name.value, value: filename.value, file: true } : { name: name.value, value: String(javascriptValue(value, { forms })) })
    }
  })
  if (!call) throw new Error('no fetch(…) call')
  const url = javascriptValue(call.arguments[0], { forms })
  const init = call.arguments[1] ? call.arguments[1] : null
  const option = (name) => init?.properties.find((p) => (p.key.name ?? p.key.value) === name)?.value
  const headers = headerMap(Object.entries(option('headers') ? javascriptValue(option('headers'), { forms }) : {}))
  const given = option('body') && javascriptValue(option('body'), { forms })
  let body = null
  if (given?.json !== undefined) body = { text: JSON.stringify(given.json) }
  else if (given?.form) {
    body = { form: given.form }
    headers.set('content-type', 'multipart/form-data')
  } else if (given !== undefined && given !== null) body = { text: String(given) }
  return { method: String(option('method') ? javascriptValue(option('method'), { forms }) : 'GET').toUpperCase(), url, headers, body }
}

/** A request read from a sample, replayed: the problems Prism would answer, as curl-replay.mjs words them. */
function replayRequest(document, request) {
  const url = /^https:\/\/([^/?#]*)(.*)$/.exec(request.url)
  if (!url || url[1] !== new URL(document.servers[0].url).host) return [`calls ${request.url}, not the API`]
  return checkRequest(document, request, url[2] || '/').problems
}

/**
 * The findings of one operation's samples, `{ language, message }`; `samples` defaults to what the
 * generator writes (a test gives a broken one).
 */
export function sampleFindings(document, entry, samples = operationSamples(document, entry)) {
  const findings = []
  const add = (language, messages) => findings.push(...messages.map((message) => ({ language, message })))
  add('curl', replayPage([{ lang: 'bash', meta: '', code: samples.curl, line: 1 }], { document }).findings.map(({ message }) => message))
  try {
    add('python', replayRequest(document, pythonRequest(samples.python)))
  } catch (error) {
    add('python', [`the request cannot be read: ${error.message}`])
  }
  const { program, errors } = javascriptProgram(samples.javascript)
  if (errors) add('javascript', errors)
  else {
    try {
      add('javascript', replayRequest(document, javascriptRequest(program)))
    } catch (error) {
      add('javascript', [`the request cannot be read: ${error.message}`])
    }
  }
  return findings
}

/**
 * Every operation's samples checked, as each locale's pages show them (their comments in its
 * language; the document's translations change no example): `{ errors, counts }`, `errors` as
 * `openapi/openapi.yaml <operation>: the reference's <language> sample: <message>`, `counts` the
 * samples checked per language. Ruff runs once over all the Python samples.
 */
export function referenceSampleCheck(document) {
  const shown = operations(document).flatMap((entry) => Object.values(dictionaries).map(({ api }) => ({ entry, samples: operationSamples(document, entry, api.sampleNotes) })))
  const errors = new Set()
  const say = (entry, language, message) => errors.add(`openapi/openapi.yaml ${entry.id}: the reference's ${language} sample: ${message}`)
  for (const { entry, samples } of shown) sampleFindings(document, entry, samples).forEach(({ language, message }) => say(entry, language, message))
  for (const { index, line, code, message } of ruffFindings(shown.map(({ samples }) => samples.python))) say(shown[index].entry, 'python', `line ${line}: ${message} (${code})`)
  const counts = Object.fromEntries(['curl', 'python', 'javascript'].map((language) => [language, shown.length]))
  return { errors: [...errors], counts }
}
