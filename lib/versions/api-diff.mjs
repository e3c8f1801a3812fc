// What changed in the REST API between two versions' OpenAPI documents: operations, parameters,
// request and response fields, enum values, types, defaults and error codes, each change marked
// breaking or not. The site's own small diff, not a library: openapi-diff (npm) reads OpenAPI 3.0
// only (this document is 3.1: `type: [string, "null"]`, `const`) and oasdiff and
// @pb33f/openapi-changes are Go binaries (docs/UPKEEP.md).
import { deref, operations, parametersOf } from '../openapi/document.mjs'

/**
 * @typedef {{ kind: string, breaking: boolean, op: string | null, id: string | null, where?: 'request' | 'response',
 *   what?: string, value?: string, from?: string, to?: string }} ApiChange
 */

const show = (value) => (value === undefined ? '—' : JSON.stringify(value))

/** A schema with its `$ref`s and `allOf` resolved into one object (properties and required joined). */
function resolve(document, schema) {
  const node = deref(document, schema)
  if (!node || typeof node !== 'object' || !node.allOf) return node ?? {}
  const parts = node.allOf.map((part) => resolve(document, part))
  const { allOf, ...own } = node
  return parts.reduce(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...(part.required ?? []), ...(merged.required ?? [])],
    }),
    own,
  )
}

/** The schema's type as one word: `string`, `string|null`, `object`; undefined when it does not say. */
function typeOf(document, schema) {
  if (schema.type) return [schema.type].flat().sort().join('|')
  if ('const' in schema) return typeof schema.const
  const options = schema.oneOf ?? schema.anyOf
  if (!options) return undefined
  const types = new Set(options.flatMap((option) => (typeOf(document, resolve(document, option)) ?? '?').split('|')))
  return [...types].sort().join('|')
}

/** The values an enumeration allows: `enum`, `const` or a `oneOf` of consts. */
function valuesOf(document, schema) {
  if (schema.enum) return schema.enum
  if ('const' in schema) return [schema.const]
  const options = (schema.oneOf ?? schema.anyOf)?.map((option) => resolve(document, option))
  if (options?.length && options.every((option) => 'const' in option)) return options.map((option) => option.const)
  return null
}

/**
 * The properties of an object schema, those of a `oneOf` of objects joined: a property several
 * options have becomes the `oneOf` of its schemas (`response_format.type`: each option's const).
 */
function propertiesOf(document, schema) {
  const options = (schema.oneOf ?? schema.anyOf)?.map((option) => resolve(document, option)) ?? []
  const properties = { ...schema.properties }
  for (const option of options) {
    for (const [name, property] of Object.entries(option.properties ?? {})) {
      properties[name] = properties[name] ? { oneOf: [...(properties[name].oneOf ?? [properties[name]]), property] } : property
    }
  }
  const shared = options.length && options.every((option) => option.required) ? options[0].required.filter((name) => options.every((option) => option.required.includes(name))) : []
  return { properties, required: new Set([...(schema.required ?? []), ...shared]) }
}

/**
 * Compares a schema in two documents. `where` says who sends it: a field removed from a request or
 * a response, a required request field added, a value removed from a request or added to a
 * response (a client meets a value it does not know), a type a request no longer takes or a
 * response may now carry, and a changed default are breaking.
 */
function compareSchema(before, after, { a, b, where, what, push, seen = new Set(), depth = 0 }) {
  const left = resolve(a, before)
  const right = resolve(b, after)
  const key = `${before?.$ref ?? ''}|${after?.$ref ?? ''}|${what}`
  if (depth > 12 || seen.has(key)) return
  seen.add(key)
  const label = what || '(body)'
  const [typeA, typeB] = [typeOf(a, left), typeOf(b, right)]
  if (typeA && typeB && typeA !== typeB) {
    // A request that accepts less, or a response that can carry more, breaks a client written for `a`.
    const [narrower, wider] = where === 'request' ? [typeB, typeA] : [typeA, typeB]
    const breaking = wider.split('|').some((type) => !narrower.split('|').includes(type))
    push({ kind: 'type-changed', breaking, where, what: label, from: typeA, to: typeB })
  }
  if (JSON.stringify(left.default) !== JSON.stringify(right.default) && (left.default !== undefined || right.default !== undefined)) {
    push({ kind: 'default-changed', breaking: true, where, what: label, from: show(left.default), to: show(right.default) })
  }
  const [valuesA, valuesB] = [valuesOf(a, left), valuesOf(b, right)]
  if (valuesA && valuesB) {
    for (const value of valuesA.filter((v) => !valuesB.includes(v))) push({ kind: 'enum-removed', breaking: where === 'request', where, what: label, value: show(value) })
    for (const value of valuesB.filter((v) => !valuesA.includes(v))) push({ kind: 'enum-added', breaking: where === 'response', where, what: label, value: show(value) })
  }
  const next = { a, b, where, push, seen, depth: depth + 1 }
  if (left.items || right.items) {
    if (left.items && right.items) compareSchema(left.items, right.items, { ...next, what: `${what}[]` })
    return
  }
  const [propsA, propsB] = [propertiesOf(a, left), propertiesOf(b, right)]
  const field = (name) => (what ? `${what}.${name}` : name)
  for (const name of Object.keys(propsA.properties)) {
    if (!(name in propsB.properties)) push({ kind: 'field-removed', breaking: true, where, what: field(name) })
    else compareSchema(propsA.properties[name], propsB.properties[name], { ...next, what: field(name) })
  }
  for (const name of Object.keys(propsB.properties)) {
    if (name in propsA.properties) continue
    const required = where === 'request' && propsB.required.has(name)
    push({ kind: required ? 'field-required-added' : 'field-added', breaking: required, where, what: field(name) })
  }
}

const jsonSchema = (document, body) => {
  const content = deref(document, body)?.content
  return content?.['application/json']?.schema ?? null
}

/** The error codes the document lists (`components.schemas.ErrorCode`, a `oneOf` of consts). */
const errorCodes = (document) => valuesOf(document, resolve(document, document.components?.schemas?.ErrorCode ?? {})) ?? []

/**
 * Every change from document `a` (the older version) to `b`, operations in `b`'s order.
 * @returns {ApiChange[]}
 */
export function diffDocuments(a, b) {
  /** @type {ApiChange[]} */
  const changes = []
  const name = (entry) => `${entry.method.toUpperCase()} ${entry.path}`
  const before = new Map(operations(a).map((entry) => [name(entry), entry]))
  const after = new Map(operations(b).map((entry) => [name(entry), entry]))
  for (const [op, entry] of before) if (!after.has(op)) changes.push({ kind: 'operation-removed', breaking: true, op, id: entry.id })
  for (const [op, entry] of after) {
    const old = before.get(op)
    if (!old) {
      changes.push({ kind: 'operation-added', breaking: false, op, id: entry.id })
      continue
    }
    const push = (change) => changes.push({ op, id: entry.id, ...change })
    const paramsA = new Map(parametersOf(a, old).map((parameter) => [`${parameter.in}:${parameter.name}`, parameter]))
    const paramsB = new Map(parametersOf(b, entry).map((parameter) => [`${parameter.in}:${parameter.name}`, parameter]))
    for (const [key, parameter] of paramsA) if (!paramsB.has(key)) push({ kind: 'parameter-removed', breaking: true, where: 'request', what: `${parameter.name} (${parameter.in})` })
    for (const [key, parameter] of paramsB) {
      const previous = paramsA.get(key)
      const what = `${parameter.name} (${parameter.in})`
      if (!previous) push({ kind: parameter.required ? 'parameter-required-added' : 'parameter-added', breaking: !!parameter.required, where: 'request', what })
      else if (previous.schema && parameter.schema) compareSchema(previous.schema, parameter.schema, { a, b, where: 'request', what, push })
    }
    const [bodyA, bodyB] = [jsonSchema(a, old.operation.requestBody), jsonSchema(b, entry.operation.requestBody)]
    if (bodyA && bodyB) compareSchema(bodyA, bodyB, { a, b, where: 'request', what: '', push })
    for (const [status, response] of Object.entries(entry.operation.responses ?? {})) {
      const [schemaA, schemaB] = [jsonSchema(a, old.operation.responses?.[status]), jsonSchema(b, response)]
      if (schemaA && schemaB && /^2/.test(status)) compareSchema(schemaA, schemaB, { a, b, where: 'response', what: '', push })
    }
  }
  const [codesA, codesB] = [errorCodes(a), errorCodes(b)]
  for (const code of codesA.filter((c) => !codesB.includes(c))) changes.push({ kind: 'error-removed', breaking: false, op: null, id: null, what: code })
  for (const code of codesB.filter((c) => !codesA.includes(c))) changes.push({ kind: 'error-added', breaking: false, op: null, id: null, what: code })
  // One line per change: a field reached through two responses (200 and 201) is listed once.
  const seen = new Set()
  return changes.filter((change) => {
    const key = JSON.stringify(change)
    return !seen.has(key) && seen.add(key)
  })
}
