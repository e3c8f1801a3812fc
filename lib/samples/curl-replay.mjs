/**
 * Every `curl` call of a page to the REST API, replayed against openapi/openapi.yaml as Stoplight
 * Prism's mock server would validate it (`prism mock`, request validation on): parsed from the shell
 * block (lib/shell/commands.mjs, lib/samples/curl.mjs), never run, and then
 *   - the method and path must be an operation's (404, 405), path parameters, the Direct API's
 *     multi-segment `{path}` included, must fit their schemas;
 *   - query parameters must fit theirs, required ones be present; one the operation does not declare
 *     is an error too (Prism ignores it, stoplightio/prism#2187; a reader's typo is lost as silently),
 *     except on an operation with an `x-greedy` path parameter, which passes the query on to the service;
 *   - header parameters: required ones present, values fitting their schemas;
 *   - the security scheme: a key as the document declares it (`Authorization: Bearer …` for bearerAuth);
 *   - the body: present when required, absent when the operation takes none, in a media type the
 *     operation accepts (curl's own default for `-d` is application/x-www-form-urlencoded, 415), and
 *     valid against that media type's schema; an `Accept` header must name a media type it answers (406).
 * Parameters, headers and form fields are strings read as the types they spell, as Prism coerces them.
 *
 * Why in process and not Prism on a free port: the same rules with the validator the page examples
 * already use (ajv, lib/openapi/examples.mjs), and no server, port or npm package more in `npm test`,
 * in the build's content check or in `npm run dev`, which runs every page check at each compile of a
 * page; replaying every current page takes about a second, ajv's compile of the schemas included
 * (scripts/replay-count.mjs prints it).
 *
 * What the page must show, as the reader copies it:
 *   - a body read from a file (`-d @request.json`, `--data-binary @-` with `< request.json`) is a code
 *     block of the same page that names the file: ```` ```json filename="request.json" ````;
 *   - a `json` block right after a block with an API call (the answer a reader expects) says what it
 *     shows: ```` operation=getService response=200 ```` or ```` schema=Service ```` (validated by
 *     lib/openapi/examples.mjs), unless it is the body file of a call;
 *   - a blog post's call to an API that has changed since: the block is marked ```` ```bash api-changed ````
 *     and the post's front matter says how (`api_changed: { version, note }`, shown above the post),
 *     and the block is not replayed.
 *
 * Shell variables: one the block assigns a literal value before (`export BASE="https://…"`) is that
 * value; any other (`$MLP_API_KEY`, `${SERVICE_ID}`, `$(…)`) stands for a valid value: a path or query
 * parameter or header holding one is not checked against its schema (the name still is), and neither
 * is a string of a JSON body that the shell expands it into (inside single quotes the shell expands
 * nothing, and the text `$X` is checked as written). A variable in the URL's host is not the API's.
 */
import path from 'node:path'
import { deref, operationById, operations, pathBelowServer, pathMatches, scopesOf } from '../openapi/document.mjs'
import { describeErrors, exampleMarker, refSteps, requestSchemaSteps, schemaErrors } from '../openapi/examples.mjs'
import { curlExample } from '../openapi/mdast.mjs'
import { curlRequests } from './curl.mjs'
import { SHELLS } from '../checks/code-check.mjs'
import { hasExpansion, shellCommands, shownText } from '../shell/commands.mjs'
import { codeLineNumbers } from '../highlight/markers.mjs'
import { keyOf, scopeProblem } from './key-scopes.mjs'

export const API_CHANGED = /(?:^|\s)api-changed(?:\s|$)/
const FILENAME = /(?:^|\s)filename="([^"]+)"/
const isJson = (type) => /^application\/([\w.-]+\+)?json$/.test(type)
const mediaType = (value = '') => value.split(';')[0].trim().toLowerCase()
/** Whether a media type given matches one declared, wildcards (`*\/*`, `image/*`) on either side. */
const mediaMatches = (given, declared) => {
  const [a, b] = [given, mediaType(declared)].map((type) => type.split('/'))
  return (a[0] === '*' || b[0] === '*' || a[0] === b[0]) && (a[1] === '*' || b[1] === '*' || a[1] === b[1])
}

/**
 * Replays the curl calls of one page's code blocks (`{ lang, meta, code, line }`, in page order,
 * lib/page/parse.mjs) against `document`; `frontMatter` is the page's, `text` gives the lines of the
 * calls past highlight markers (without it, a call is at its block's line); a key's scopes stated by
 * the page (`keyScopes`) or the block (`scopes="…"`) are checked against each call's operation
 * (lib/samples/key-scopes.mjs). `frozen` (a snapshot's
 * page, written before the two rules of how a page shows its samples): a body file the page does not
 * show is taken as unread (its media type still checked) and an answer needs no marker. Returns `{ calls,
 * findings }`: each call `{ line, method, target, operation, accepted, changed, scoped }`, each finding
 * `{ line, message }`.
 * @param {{ lang: string, meta: string, code: string, line: number }[]} blocks
 * @param {{ document: any, frontMatter?: any, text?: string }} context
 */
export function replayPage(blocks, { document, frontMatter = {}, text, frozen = false }) {
  const server = document.servers?.[0]?.url
  if (!server) return { calls: [], findings: [] }
  const host = new URL(server).host
  const files = new Map(blocks.filter((block) => FILENAME.test(block.meta)).map((block) => [path.posix.normalize(FILENAME.exec(block.meta)[1]), block]))
  const bodyFiles = new Set()
  const calls = []
  const findings = []
  const callsOf = new Map()
  const pageLines = text?.split('\n')

  for (const block of blocks) {
    if (!SHELLS.has(block.lang)) continue
    const changed = API_CHANGED.test(block.meta)
    // The scopes of the key the block's calls use, where the page or the block states them (lib/samples/key-scopes.mjs).
    const key = keyOf(block, frontMatter)
    const numbers = pageLines && codeLineNumbers(block, pageLines)
    const lineOf = (line) => numbers?.[line - 1] ?? block.line
    const blockCalls = []
    for (const command of shellCommands(block.code)) {
      if (path.basename(command.name) !== 'curl') continue
      const stdin = stdinOf(command)
      const readInput = (source) => {
        const name = source.stdin ? stdin?.file : source.file
        if (source.stdin && !name) {
          if (stdin?.text !== undefined) return { text: stdin.text }
          return { error: `curl reads the body from standard input, ${stdin?.pipe ? 'the output of the command before it' : 'which the sample does not give'}: write the body inline or in a block of this page named with filename="…"` }
        }
        if (hasExpansion(name)) return { error: `curl reads the body from a file named by a variable (${shownText(name)}): name the file` }
        const file = files.get(path.posix.normalize(name))
        if (!file && frozen) return { unread: true }
        if (!file) return { error: `curl reads the body from ${name}, which no block of this page shows: add its content as a block named \`\`\`json filename="${name}"\`\`\`` }
        bodyFiles.add(file)
        return { text: file.code }
      }
      const { requests, errors } = curlRequests(command.words.map((word) => word.expanded), readInput)
      for (const request of requests) {
        const url = /^(?:([a-z]+):\/\/)?([^/?#]*)(.*)$/i.exec(request.url)
        if (url[2] !== host) continue
        const target = shownText(url[3] || '/')
        const call = { line: lineOf(command.line), method: request.method, target, operation: null, accepted: false, changed, scoped: false }
        calls.push(call)
        blockCalls.push(call)
        if (changed) continue
        const { entry, problems } = checkRequest(document, request, url[3] || '/')
        if (url[1] && url[1].toLowerCase() !== 'https') problems.unshift(`the API is served over https, not ${url[1]}`)
        call.operation = entry?.id ?? null
        call.scoped = !!(key && entry)
        const denied = key && entry ? scopeProblem(document, entry.id, key) : null
        if (denied) problems.push(denied)
        const all = [...errors, ...problems]
        call.accepted = !all.length
        for (const problem of all) findings.push({ line: call.line, message: `curl ${request.method} ${target}: ${shownText(problem)}` })
      }
    }
    if (changed) {
      if (!blockCalls.length) findings.push({ line: block.line, message: 'the block is marked api-changed but calls no API: remove the marker' })
      else if (!frontMatter.api_changed) findings.push({ line: block.line, message: 'the block is marked api-changed, but the front matter has no api_changed note: add api_changed: { version: "1.5", note: "what changed" } (docs/WRITING.md)' })
    }
    if (blockCalls.length) callsOf.set(block, blockCalls)
  }

  // The answer after a call says what it shows.
  blocks.forEach((block, index) => {
    const after = blocks[index + 1]
    const blockCalls = callsOf.get(block)
    if (frozen || !blockCalls || blockCalls[0].changed || after?.lang !== 'json' || bodyFiles.has(after)) return
    if (exampleMarker(after.meta)) return
    // The marker a writer most likely wants: the last call's first success.
    const id = blockCalls.findLast((call) => call.operation)?.operation
    const status = id && Object.keys(operationById(document, id).operation.responses ?? {}).find((code) => /^2/.test(code))
    const example = id ? `operation=${id} response=${status ?? 200}` : 'operation=<operationId> response=<status>'
    findings.push({ line: after.line, message: `the JSON after the API call of line ${block.line} does not say what it shows: mark it \`\`\`json ${example}\`\`\` (a response) or \`\`\`json schema=<Name>\`\`\` (a schema of openapi/openapi.yaml)` })
  })
  return { calls, findings }
}

/** Where a command's standard input comes from: `{ file }`, `{ text }` (a here-document or here-string), `{ pipe: true }` or null. */
function stdinOf(command) {
  const redirect = command.redirects.findLast((r) => r.fd === 0 && ['<', '<<', '<<-', '<<<'].includes(r.op))
  if (redirect?.op === '<') return { file: redirect.expanded }
  if (redirect?.op === '<<<') return { text: `${redirect.expanded}\n` }
  if (redirect) return { text: redirect.body ?? '' }
  return command.stage > 0 ? { pipe: true } : null
}

/** The replay's findings of one page: `{ line, message }`. */
export const curlReplayErrors = (blocks, context) => replayPage(blocks, context).findings

/**
 * The curl example the REST reference writes for each operation (lib/openapi/mdast.mjs), replayed:
 * `[{ operation, calls, findings }]`, one per operation.
 */
export const referenceReplay = (document) =>
  operations(document).map((entry) => ({ operation: entry.id, ...replayPage([{ lang: 'bash', meta: '', code: curlExample(document, entry), line: 1 }], { document }) }))

/**
 * One request against the document, as Prism validates it: `{ entry, problems }`, `entry` the
 * operation it names (null when none), `problems` what Prism would reject, each with how to fix it.
 */
export function checkRequest(document, request, target) {
  const [rawPath, rawQuery = ''] = target.split('#')[0].split(/\?(.*)/s)
  const below = pathBelowServer(document, rawPath)
  const matches = pathMatches(document, below)
  const match = matches.find(({ entry }) => entry.method === request.method.toLowerCase())
  if (!match) {
    const methods = [...new Set(matches.map(({ entry }) => entry.method.toUpperCase()))]
    const problem = methods.length
      ? `${request.method} is not a method of ${matches[0].entry.path} (405): it takes ${methods.join(', ')}`
      : `no operation of openapi/openapi.yaml has this path (404)`
    return { entry: null, problems: [problem] }
  }
  const { entry, values } = match
  const problems = []
  const parameters = parameterSchemas(document, entry)
  const check = (parameter, value, where) => {
    if (hasExpansion(value)) return
    const errors = schemaErrors(document, parameter.steps, value, { coerce: true }) ?? []
    for (const line of describeErrors(errors)) problems.push(`${where} ${parameter.name} "${value}"${line.replace(/^\(body\)/, '')}`)
  }

  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    let value = values[parameter.name]
    try {
      value = decodeURIComponent(value)
    } catch {
      problems.push(`path parameter ${parameter.name} "${value}" is not valid percent-encoding`)
      continue
    }
    check(parameter, value, 'path parameter')
  }

  const query = new Map()
  for (const pair of rawQuery.split('&').filter(Boolean)) {
    const [name, ...rest] = pair.split('=')
    const key = formDecoded(name)
    query.set(key, [...(query.get(key) ?? []), formDecoded(rest.join('='))])
  }
  const declared = parameters.filter((p) => p.in === 'query')
  for (const parameter of declared) {
    const given = query.get(parameter.name)
    if (!given) {
      if (parameter.required) problems.push(`the required query parameter ${parameter.name} is missing`)
      continue
    }
    const schema = deref(document, parameter.schema)
    check(parameter, schema?.type === 'array' ? given : given.at(-1), 'query parameter')
  }
  const forwards = parameters.some((p) => p.in === 'path' && p['x-greedy'])
  if (!forwards) {
    for (const name of query.keys()) {
      if (!declared.some((p) => p.name === name)) problems.push(`${entry.id} has no query parameter ${name}${declared.length ? ` (it takes ${declared.map((p) => p.name).join(', ')})` : ' (it takes none)'}`)
    }
  }

  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    const value = request.headers.get(parameter.name.toLowerCase())
    if (value === undefined) {
      if (parameter.required) problems.push(`the required header ${parameter.name} is missing`)
    } else check(parameter, value, 'header')
  }

  problems.push(...securityProblems(document, entry, request.headers))
  problems.push(...bodyProblems(document, entry, request))

  const accept = request.headers.get('accept')
  if (accept) {
    const answers = Object.entries(entry.operation.responses ?? {})
      .filter(([status]) => /^2/.test(status))
      .flatMap(([, response]) => Object.keys(deref(document, response).content ?? {}))
    const wanted = accept.split(',').map((part) => mediaType(part)).filter(Boolean)
    if (answers.length && !wanted.some((type) => answers.some((answer) => mediaMatches(type, answer)))) problems.push(`Accept: ${accept}, but ${entry.id} answers ${answers.join(', ')} (406)`)
  }
  return { entry, problems }
}

/** An operation's parameters with the steps to their schemas in the document (for ajv). */
function parameterSchemas(document, entry) {
  const located = [
    ...(entry.pathItem.parameters ?? []).map((parameter, index) => [parameter, ['paths', entry.path, 'parameters', index]]),
    ...(entry.operation.parameters ?? []).map((parameter, index) => [parameter, ['paths', entry.path, entry.method, 'parameters', index]]),
  ]
  return located.map(([parameter, steps]) => ({ ...deref(document, parameter), steps: [...(parameter.$ref ? refSteps(parameter.$ref) : steps), 'schema'] }))
}

/** Whether the request carries what one of the operation's security requirements asks for. */
function securityProblems(document, entry, headers) {
  const requirements = entry.operation.security ?? document.security ?? []
  if (!requirements.length || requirements.some((requirement) => !Object.keys(requirement).length)) return []
  const satisfied = (name) => {
    const scheme = deref(document, document.components?.securitySchemes?.[name])
    if (!scheme) return false
    if (scheme.type === 'apiKey') return scheme.in === 'header' && headers.has(scheme.name.toLowerCase())
    const authorization = headers.get('authorization') ?? ''
    const kind = scheme.type === 'http' ? scheme.scheme : 'bearer'
    return new RegExp(`^${kind}\\s.+$`, 'i').test(authorization)
  }
  if (requirements.some((requirement) => Object.keys(requirement).every(satisfied))) return []
  const names = Object.keys(requirements[0])
  const scheme = deref(document, document.components?.securitySchemes?.[names[0]])
  const header = scheme?.type === 'apiKey' ? `${scheme.name}: …` : `Authorization: ${scheme?.scheme === 'basic' ? 'Basic' : 'Bearer'} $MLP_API_KEY`
  return [`the call sends no key (${names.join(', ')}, 401): add -H "${header}" (scope ${scopesOf(document, entry.operation).map((scopes) => scopes.join(' and ')).join(' or ')})`]
}

/** The body against the operation's request body: presence, media type, schema. */
function bodyProblems(document, entry, request) {
  const requestBody = deref(document, entry.operation.requestBody)
  const { body } = request
  const types = Object.keys(requestBody?.content ?? {})
  if (!body) return requestBody?.required ? [`${entry.id} needs a request body (${types.join(', ')}): add it with -d '…' or -d @file`] : []
  if (!requestBody) return [`${entry.id} takes no request body, but curl sends one (415): remove -d/-F/--json`]
  const given = mediaType(request.headers.get('content-type'))
  const type = types.find((declared) => mediaType(declared) === given) ?? types.find((declared) => mediaMatches(given, declared))
  if (!type) {
    const hint = given === 'application/x-www-form-urlencoded' && types.some(isJson) ? ': curl sends -d as a form unless told, add -H "Content-Type: application/json"' : ''
    return [`the body is sent as ${given || 'no media type'}, ${entry.id} accepts ${types.join(', ')} (415)${hint}`]
  }
  if (body.unread) return []
  const steps = requestSchemaSteps(entry, type)
  if (isJson(mediaType(type))) {
    if (body.form) return [`the body is a form (-F), ${entry.id} takes ${type}`]
    let value
    try {
      value = JSON.parse(body.text)
    } catch (error) {
      return [`the body is not JSON: ${error.message}`]
    }
    // A string the shell fills in stands for a valid value.
    const errors = (schemaErrors(document, steps, value) ?? []).filter((error) => !hasExpansion(valueAt(value, error.instancePath)))
    return describeErrors(errors).map((line) => `body ${line.replace(/^\(body\) /, '')}`)
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)$/.test(mediaType(type))) {
    const fields = body.form ?? body.text.split('&').filter(Boolean).map((pair) => ({ name: formDecoded(pair.split('=')[0]), value: formDecoded(pair.split('=').slice(1).join('=')) }))
    const value = Object.fromEntries(fields.map((field) => [field.name, field.value]))
    const errors = (schemaErrors(document, steps, value, { coerce: true }) ?? []).filter((error) => !hasExpansion(valueAt(value, error.instancePath)))
    return describeErrors(errors).map((line) => `form ${line.replace(/^\(body\) /, '')}`)
  }
  return []
}

/** A query or form text decoded (`+` is a space); as written when it is not valid percent-encoding. */
function formDecoded(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** The value at a JSON pointer (ajv's instancePath) of `value`. */
const valueAt = (value, pointer) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], value)
