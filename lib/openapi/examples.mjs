/**
 * Examples checked against the document with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1):
 * the document's own examples, and every code block of a page marked with the operation it belongs
 * to — ```` ```json operation=createService request ```` or ```` ```json operation=getService response=200 ````.
 * A `curl` block must name an operation by its method and URL, and its inline JSON body is validated
 * as that operation's request. Mismatches carry file and line.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { deref, matchOperation, operationById, operations } from './document.mjs'

const DOCUMENT_ID = 'openapi.json'
const pointer = (steps) => `${DOCUMENT_ID}#/${steps.map((step) => String(step).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`

const validators = new WeakMap()
/**
 * One ajv instance per document, with the document registered so its `$ref`s resolve: the pages'
 * examples point into it as `openapi.json`, the client's description (openapi/mlp.yaml) as `openapi.yaml`.
 */
export function ajvFor(document) {
  if (!validators.has(document)) {
    // strict: false: OpenAPI's own keywords (example, x-…, discriminator) sit beside JSON Schema's.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
    addFormats(ajv)
    ajv.addSchema(document, DOCUMENT_ID)
    ajv.addSchema(document, 'openapi.yaml')
    validators.set(document, { ajv, compiled: new Map() })
  }
  return validators.get(document)
}

/** The schema steps of an operation's request body or of one response's JSON content. */
function schemaSteps(document, entry, kind, status) {
  const base = ['paths', entry.path, entry.method]
  if (kind === 'request') {
    const body = deref(document, entry.operation.requestBody)
    const type = body && Object.keys(body.content ?? {}).find((media) => /json/.test(media))
    if (!type) return { error: `operation ${entry.id} takes no JSON request body` }
    // A $ref'd body is validated at its component.
    return { steps: entry.operation.requestBody.$ref ? [...refSteps(entry.operation.requestBody.$ref), 'content', type, 'schema'] : [...base, 'requestBody', 'content', type, 'schema'] }
  }
  const responseRef = entry.operation.responses?.[status]
  if (!responseRef) return { error: `operation ${entry.id} has no ${status} response (it has ${Object.keys(entry.operation.responses ?? {}).join(', ')})` }
  const response = deref(document, responseRef)
  const type = Object.keys(response.content ?? {}).find((media) => /json/.test(media))
  if (!type) return { error: `the ${status} response of ${entry.id} has no JSON body` }
  return { steps: responseRef.$ref ? [...refSteps(responseRef.$ref), 'content', type, 'schema'] : [...base, 'responses', String(status), 'content', type, 'schema'] }
}
const refSteps = (ref) => ref.slice(2).split('/').map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'))

/** ajv's errors as one line each: `/items/0/state must be equal to one of the allowed values (Pending, …)`. */
const describeErrors = (errors) =>
  errors.map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : ''}${error.params?.additionalProperty ? `: "${error.params.additionalProperty}"` : ''}`)

/** Validates `value` as the request body (`kind: 'request'`) or a response (`'response'`, status) of an operation; returns error lines. */
export function validateExample(document, operationId, kind, status, value) {
  let entry
  try {
    entry = operationById(document, operationId)
  } catch (error) {
    return [error.message]
  }
  const { steps, error } = schemaSteps(document, entry, kind, status)
  if (error) return [error]
  const { ajv, compiled } = ajvFor(document)
  const ref = pointer(steps)
  if (!compiled.has(ref)) compiled.set(ref, ajv.getSchema(ref))
  const validate = compiled.get(ref)
  if (!validate) return [`no schema at ${ref}`]
  return validate(value) ? [] : describeErrors(validate.errors)
}

/** Every example inside the document, validated: `{ where, errors }` for each that fails. */
export function documentExampleErrors(document) {
  const failures = []
  const check = (where, errors) => errors.length && failures.push({ where, errors })
  for (const entry of operations(document)) {
    const body = deref(document, entry.operation.requestBody)
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      if (!/json/.test(type)) continue
      for (const [name, example] of examplesOf(document, media)) check(`${entry.id} request example "${name}"`, validateExample(document, entry.id, 'request', null, example))
    }
    for (const [status, responseRef] of Object.entries(entry.operation.responses ?? {})) {
      const response = deref(document, responseRef)
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (!/json/.test(type)) continue
        for (const [name, example] of examplesOf(document, media)) check(`${entry.id} ${status} example "${name}"`, validateExample(document, entry.id, 'response', status, example))
      }
    }
  }
  return failures
}

/** A media type's examples as [name, value] pairs (`example` is named "example"). */
export const examplesOf = (document, media) => [
  ...('example' in media ? [['example', media.example]] : []),
  ...Object.entries(media.examples ?? {}).map(([name, example]) => [name, deref(document, example).value]),
]

/** `operation=createService request` / `operation=getService response=200` in a code block's meta. */
export function exampleMarker(meta = '') {
  const operation = /(?:^|\s)operation=([A-Za-z0-9_]+)/.exec(meta)?.[1]
  if (!operation) return null
  const response = /(?:^|\s)response=(\d{3})/.exec(meta)?.[1]
  return { operation, kind: response ? 'response' : 'request', status: response ?? null }
}

/**
 * The requests a shell block makes with curl: `{ method, url, body? }` per call, the method from
 * `-X`/`--request` or `-G` (else POST with a body, GET without), the URL the first argument that is
 * one, the body a JSON text given inline in single quotes.
 */
export function curlCalls(code) {
  const joined = code.replace(/\\\r?\n/g, ' ')
  const calls = []
  for (const match of joined.matchAll(/(?:^|[\s;|&(])curl\s/g)) {
    const args = commandFrom(joined, match.index + match[0].length)
    const url = /(?:^|\s)["']?(https?:\/\/[^\s"']+)/.exec(args)?.[1]
    if (!url) continue
    // -G sends the data as the query of a GET.
    const explicit = /(?:-X|--request)\s*["']?([A-Z]+)/.exec(args)?.[1] ?? (/(?:^|\s)(?:-G|--get)(?:\s|$)/.test(args) ? 'GET' : undefined)
    const hasBody = /(?:^|\s)(?:-d|--data(?:-raw|-binary|-urlencode)?|-F|--form|-T|--upload-file|--json)(?:\s|=)/.test(args)
    // A JSON body written inline (`-d '{…}'`) is the operation's request example.
    const body = /(?:^|\s)(?:-d|--data(?:-raw|-binary)?|--json)\s+'([[{][^']*)'/.exec(args)?.[1]
    calls.push({ method: explicit ?? (hasBody ? 'POST' : 'GET'), url: url.replace(/[)"'`]+$/, ''), ...(body !== undefined && { body }) })
  }
  return calls
}

/** A shell command's text from `start` to its end: an unquoted newline, `;`, `|` or `&`. */
function commandFrom(text, start) {
  let quote = null
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (quote) {
      if (char === quote) quote = null
      else if (char === '\\' && quote === '"') i++
    } else if (char === "'" || char === '"') quote = char
    else if (char === '\n' || char === ';' || char === '|' || char === '&') return text.slice(start, i)
  }
  return text.slice(start)
}

/**
 * The example findings of one page, from its code blocks (lib/page/parse.mjs): every marked JSON
 * block against its schema, every curl call to the API against the document's operations.
 */
export function pageExampleErrors(document, blocks) {
  const findings = []
  const api = document.servers?.[0]?.url
  for (const block of blocks) {
    const marker = exampleMarker(block.meta)
    if (marker) {
      let value
      try {
        value = JSON.parse(block.code)
      } catch (error) {
        findings.push({ line: block.line, message: `example of ${marker.operation} is not JSON: ${error.message}` })
        continue
      }
      for (const message of validateExample(document, marker.operation, marker.kind, marker.status, value)) {
        findings.push({ line: block.line, message: `${marker.kind === 'request' ? 'request' : `${marker.status} response`} example of ${marker.operation}: ${message}` })
      }
    }
    if (api && ['bash', 'sh', 'shell', 'console'].includes(block.lang)) {
      for (const call of curlCalls(block.code)) {
        if (!call.url.startsWith(api.replace(/\/api\/v\d+$/, ''))) continue
        const entry = matchOperation(document, call.method, call.url)
        if (!entry) {
          findings.push({ line: block.line, message: `curl ${call.method} ${call.url.replace(/^https?:\/\/[^/]+/, '')} names no operation of openapi/openapi.yaml` })
          continue
        }
        if (call.body === undefined) continue
        let value
        try {
          value = JSON.parse(call.body)
        } catch (error) {
          findings.push({ line: block.line, message: `the curl body for ${entry.id} is not JSON: ${error.message}` })
          continue
        }
        for (const message of validateExample(document, entry.id, 'request', null, value)) findings.push({ line: block.line, message: `curl body of ${entry.id}: ${message}` })
      }
    }
  }
  return findings
}
