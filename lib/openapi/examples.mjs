/**
 * Examples checked against the document with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1):
 * the document's own examples, and every code block of a page marked with what it shows: the request
 * or a response of an operation (```` ```json operation=createService request ````,
 * ```` ```json operation=getService response=200 ````) or a component schema (```` ```json schema=Service ````).
 * Mismatches carry file and line. The page's curl calls are replayed against the document by
 * lib/samples/curl-replay.mjs, with the validators here.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { deref, operationById, operations } from './document.mjs'

const DOCUMENT_ID = 'openapi.json'
const pointer = (steps) => `${DOCUMENT_ID}#/${steps.map((step) => String(step).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`

const validators = new WeakMap()
/**
 * One ajv instance per document and mode, with the document registered so its `$ref`s resolve: the
 * pages' examples point into it as `openapi.json`, the client's description (openapi/mlp.yaml) as
 * `openapi.yaml`. `coerce` reads strings as the types they spell (`"2"` as 2, `"true"` as true), as
 * path, query and header parameters and form fields arrive, and as Prism validates them.
 */
export function ajvFor(document, coerce = false) {
  if (!validators.has(document)) validators.set(document, {})
  const modes = validators.get(document)
  const mode = coerce ? 'coerce' : 'strict'
  if (!modes[mode]) {
    // strict: false: OpenAPI's own keywords (example, x-…, discriminator) sit beside JSON Schema's.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, ...(coerce && { coerceTypes: 'array' }) })
    addFormats(ajv)
    ajv.addSchema(document, DOCUMENT_ID)
    ajv.addSchema(document, 'openapi.yaml')
    modes[mode] = { ajv, compiled: new Map() }
  }
  return modes[mode]
}

/**
 * ajv's errors for `value` against the schema at `steps` of the document (`['components', 'schemas',
 * 'Service']`): [] when it fits, null when there is no schema there.
 */
export function schemaErrors(document, steps, value, { coerce = false } = {}) {
  const { ajv, compiled } = ajvFor(document, coerce)
  const ref = pointer(steps)
  if (!compiled.has(ref)) {
    // Coercion changes the value in its parent: the value is validated as a property of a wrapper.
    const found = ajv.getSchema(ref) && (coerce ? ajv.compile({ type: 'object', properties: { value: { $ref: ref } } }) : ajv.getSchema(ref))
    compiled.set(ref, found ?? null)
  }
  const validate = compiled.get(ref)
  if (!validate) return null
  if (!coerce) return validate(value) ? [] : validate.errors
  return validate({ value }) ? [] : validate.errors.map((error) => ({ ...error, instancePath: error.instancePath.replace(/^\/value/, '') }))
}

/** The steps to a component: `#/components/schemas/Service` → ['components', 'schemas', 'Service']. */
export const refSteps = (ref) => ref.slice(2).split('/').map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'))

/** The steps to the schema of an operation's request body in one media type (a $ref'd body: at its component). */
export const requestSchemaSteps = (entry, type) =>
  entry.operation.requestBody.$ref
    ? [...refSteps(entry.operation.requestBody.$ref), 'content', type, 'schema']
    : ['paths', entry.path, entry.method, 'requestBody', 'content', type, 'schema']

/** The schema steps of an operation's request body or of one response's JSON content. */
function schemaSteps(document, entry, kind, status) {
  const base = ['paths', entry.path, entry.method]
  if (kind === 'request') {
    const body = deref(document, entry.operation.requestBody)
    const type = body && Object.keys(body.content ?? {}).find((media) => /json/.test(media))
    if (!type) return { error: `operation ${entry.id} takes no JSON request body` }
    return { steps: requestSchemaSteps(entry, type) }
  }
  const responseRef = entry.operation.responses?.[status]
  if (!responseRef) return { error: `operation ${entry.id} has no ${status} response (it has ${Object.keys(entry.operation.responses ?? {}).join(', ')})` }
  const response = deref(document, responseRef)
  const type = Object.keys(response.content ?? {}).find((media) => /json/.test(media))
  if (!type) return { error: `the ${status} response of ${entry.id} has no JSON body` }
  return { steps: responseRef.$ref ? [...refSteps(responseRef.$ref), 'content', type, 'schema'] : [...base, 'responses', String(status), 'content', type, 'schema'] }
}

/**
 * ajv's errors as one line each: `/items/0/state must be equal to one of the allowed values (Pending, …)`.
 * A value that is none of a `oneOf` of constants (the error codes) is one line, not one per constant.
 */
export function describeErrors(errors) {
  const constants = new Map()
  for (const error of errors) if (error.keyword === 'const') constants.set(error.instancePath, [...(constants.get(error.instancePath) ?? []), error.params.allowedValue])
  const lines = errors.flatMap((error) => {
    const at = error.instancePath || '(body)'
    if (constants.has(error.instancePath) && ['const', 'oneOf', 'anyOf'].includes(error.keyword)) {
      if (error.keyword !== 'const' || constants.get(error.instancePath)[0] !== error.params.allowedValue) return []
      const values = constants.get(error.instancePath)
      return [`${at} must be one of ${values.length} values (${values.slice(0, 8).join(', ')}${values.length > 8 ? ', …' : ''})`]
    }
    return [`${at} ${error.message}${error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : ''}${error.params?.additionalProperty ? `: "${error.params.additionalProperty}"` : ''}`]
  })
  return [...new Set(lines)]
}

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
  const errors = schemaErrors(document, steps, value)
  return errors ? describeErrors(errors) : [`no schema at ${pointer(steps)}`]
}

/** Validates `value` as the component schema `name` (`#/components/schemas/<name>`); returns error lines. */
export function validateSchemaExample(document, name, value) {
  if (!document.components?.schemas?.[name]) return [`openapi/openapi.yaml has no schema "${name}" (components/schemas)`]
  return describeErrors(schemaErrors(document, ['components', 'schemas', name], value))
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

/**
 * What a code block's meta says it shows: `operation=createService request` and `operation=getService
 * response=200` give `{ operation, kind, status }`, `schema=Service` gives `{ schema }`; else null.
 */
export function exampleMarker(meta = '') {
  const schema = /(?:^|\s)schema=([A-Za-z0-9_]+)/.exec(meta)?.[1]
  if (schema) return { schema }
  const operation = /(?:^|\s)operation=([A-Za-z0-9_]+)/.exec(meta)?.[1]
  if (!operation) return null
  const response = /(?:^|\s)response=(\d{3})/.exec(meta)?.[1]
  return { operation, kind: response ? 'response' : 'request', status: response ?? null }
}

/**
 * The example findings of one page, from its code blocks (lib/page/parse.mjs): every marked JSON
 * block against its schema. `{ line, message }`.
 */
export function markedExampleErrors(document, blocks) {
  const findings = []
  for (const block of blocks) {
    const marker = exampleMarker(block.meta)
    if (!marker) continue
    const what = marker.schema ? `example of schema ${marker.schema}` : `${marker.kind === 'request' ? 'request' : `${marker.status} response`} example of ${marker.operation}`
    let value
    try {
      value = JSON.parse(block.code)
    } catch (error) {
      findings.push({ line: block.line, message: `${what} is not JSON: ${error.message}` })
      continue
    }
    const errors = marker.schema ? validateSchemaExample(document, marker.schema, value) : validateExample(document, marker.operation, marker.kind, marker.status, value)
    for (const message of errors) findings.push({ line: block.line, message: `${what}: ${message}` })
  }
  return findings
}
