// What changed in the REST API between two versions' OpenAPI documents, as a client of the older
// version meets it: operations, their keys' scopes, parameters, request and response fields, whether
// a field is required, enum values, types, defaults, limits, media types, status codes and error
// codes, each change marked breaking or not by the rules below. The site's own small diff, not a
// library: it reads OpenAPI 3.1 as the site writes it (`type: [string, "null"]`, `const`, a `oneOf`
// of consts) and speaks of scopes, which the general tools do not. tests/unit/api-diff-optic.test.ts
// compares it with Optic's breaking-change rules (@useoptic/standard-rulesets) on 1.4 → 1.5 and
// says where and why the two disagree (docs/UPKEEP.md, "What changed").
//
// The rules, one place (`where` is who sends the value: the client in a request, the API in a response):
//
// | Change                                                              | Breaking                      |
// |---------------------------------------------------------------------|-------------------------------|
// | operation added / removed                                           | no / yes                      |
// | security: a key that was enough is no longer (scope or scheme       | yes                           |
// |   changed, added to a requirement, a requirement dropped)           |                               |
// | security: more keys are enough (an alternative added, scope dropped)| no                            |
// | security scheme removed, or its type, header or scheme changed      | yes (added: no)               |
// | parameter added optional / required, removed                        | no / yes, yes                 |
// | parameter became required / optional                                | yes / no                      |
// | request field added optional / required, removed                    | no / yes, yes                 |
// | request field became required / optional                            | yes / no                      |
// | response field added / removed                                      | no / yes                      |
// | response field no longer always present / now always present        | yes / no                      |
// | enum value added to a request / to a response                       | no / yes (an unknown value)   |
// | enum value removed from a request / from a response                 | yes / no                      |
// | type: a request accepts less, a response may carry more             | yes (otherwise no)            |
// | default changed                                                     | yes                           |
// | limit (minimum, maximum, exclusive ones, minLength, maxLength,      | request narrower: yes;        |
// |   minItems, maxItems) added or changed                              | response wider: yes; else no  |
// | request body became required / a request body added as required    | yes                           |
// | request media type removed / added                                  | yes / no                      |
// | success (2xx) response media type removed / added                   | yes / no                      |
// | success status code removed / added                                 | yes / yes (a client checks   |
// |                                                                     |   the one it knew)            |
// | error status code added / removed                                   | no (clients read the error's  |
// |                                                                     |   class and `code`)           |
// | error code (`ErrorCode`) added / removed                            | no                            |
//
// Every media type's schema is compared, not only JSON (a multipart form's fields are fields too).
import { deref, operations, parametersOf, scopesOf } from '../openapi/document.mjs'

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
  for (const [name, narrower] of LIMITS) {
    const [from, to] = [left[name], right[name]]
    if (from === to || (typeof from !== 'number' && typeof to !== 'number')) continue
    // A request that takes less, or a response that may carry more, breaks a client written for `a`.
    const tighter = to === undefined ? false : from === undefined ? true : narrower(from, to)
    push({ kind: 'limit-changed', breaking: where === 'request' ? tighter : !tighter, where, what: `${label} ${name}`, from: show(from), to: show(to) })
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
    if (!(name in propsB.properties)) {
      push({ kind: 'field-removed', breaking: true, where, what: field(name) })
      continue
    }
    const [was, is] = [propsA.required.has(name), propsB.required.has(name)]
    // A request field a client may leave out, now required; a response field a client could count on, now optional.
    if (was !== is) push({ kind: is ? 'field-became-required' : 'field-became-optional', breaking: where === 'request' ? is : !is, where, what: field(name) })
    compareSchema(propsA.properties[name], propsB.properties[name], { ...next, what: field(name) })
  }
  for (const name of Object.keys(propsB.properties)) {
    if (name in propsA.properties) continue
    const required = where === 'request' && propsB.required.has(name)
    push({ kind: required ? 'field-required-added' : 'field-added', breaking: required, where, what: field(name) })
  }
}

/** Each limit and whether going `from` → `to` narrows what the value may be. */
const LIMITS = [
  ['minimum', (from, to) => to > from],
  ['exclusiveMinimum', (from, to) => to > from],
  ['minLength', (from, to) => to > from],
  ['minItems', (from, to) => to > from],
  ['maximum', (from, to) => to < from],
  ['exclusiveMaximum', (from, to) => to < from],
  ['maxLength', (from, to) => to < from],
  ['maxItems', (from, to) => to < from],
]

/** A request body's or response's schema per media type: `{ 'application/json': schema, … }`. */
const mediaSchemas = (document, body) => Object.fromEntries(Object.entries(deref(document, body)?.content ?? {}).map(([type, media]) => [type, media?.schema ?? {}]))

/** A security requirement as text: `bearerAuth(train, deploy)`. */
const requirementText = (requirement) => Object.entries(requirement).map(([scheme, scopes]) => (scopes.length ? `${scheme}(${scopes.join(', ')})` : scheme)).join(' + ') || 'none'
const requirementsText = (requirements) => requirements.map(requirementText).join(' or ') || 'none'

/**
 * Whether every key that met one of `before`'s requirements still meets one of `after`'s: each old
 * requirement must contain a new one (same schemes, a subset of the scopes). No requirement, or an
 * empty one, lets every caller in.
 */
function keysStillWork(before, after) {
  if (!after.length || after.some((requirement) => !Object.keys(requirement).length)) return true
  if (!before.length) return false
  const contains = (old, requirement) => Object.entries(requirement).every(([scheme, scopes]) => old[scheme] && scopes.every((scope) => old[scheme].includes(scope)))
  return before.every((old) => after.some((requirement) => contains(old, requirement)))
}

/** The security changes of one operation: who may call it. */
function compareSecurity(a, b, old, entry, push) {
  const [before, after] = [old.operation.security ?? a.security ?? [], entry.operation.security ?? b.security ?? []]
  if (requirementsText(before) === requirementsText(after)) return
  const scopes = (document, operation) => scopesOf(document, operation).map((set) => set.join(' + ') || 'none').join(' or ') || 'none'
  push({ kind: 'security-changed', breaking: !keysStillWork(before, after), where: 'request', what: 'key scopes', from: scopes(a, old.operation), to: scopes(b, entry.operation) })
}

/** The security schemes of the two documents: removed or changed ones break every caller that used them. */
function compareSchemes(a, b, changes) {
  const [schemesA, schemesB] = [a.components?.securitySchemes ?? {}, b.components?.securitySchemes ?? {}]
  const shape = (scheme) => JSON.stringify([scheme.type, scheme.scheme, scheme.in, scheme.name])
  for (const [name, scheme] of Object.entries(schemesA)) {
    if (!schemesB[name]) changes.push({ kind: 'security-scheme-removed', breaking: true, op: null, id: null, what: name })
    else if (shape(deref(a, scheme)) !== shape(deref(b, schemesB[name]))) changes.push({ kind: 'security-scheme-changed', breaking: true, op: null, id: null, what: name })
  }
  for (const name of Object.keys(schemesB)) if (!schemesA[name]) changes.push({ kind: 'security-scheme-added', breaking: false, op: null, id: null, what: name })
}

/** Compares the bodies of one side (a request body or a response) media type by media type. */
function compareBodies(bodyA, bodyB, { a, b, where, status, push }) {
  const [typesA, typesB] = [mediaSchemas(a, bodyA), mediaSchemas(b, bodyB)]
  const at = (type) => (status ? `${status} ${type}` : type)
  for (const type of Object.keys(typesA)) {
    if (!(type in typesB)) push({ kind: 'media-type-removed', breaking: true, where, what: at(type) })
    else compareSchema(typesA[type], typesB[type], { a, b, where, what: '', push })
  }
  for (const type of Object.keys(typesB)) if (!(type in typesA)) push({ kind: 'media-type-added', breaking: false, where, what: at(type) })
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
      if (!previous) {
        push({ kind: parameter.required ? 'parameter-required-added' : 'parameter-added', breaking: !!parameter.required, where: 'request', what })
        continue
      }
      if (!!previous.required !== !!parameter.required) push({ kind: parameter.required ? 'parameter-became-required' : 'parameter-became-optional', breaking: !!parameter.required, where: 'request', what })
      if (previous.schema && parameter.schema) compareSchema(previous.schema, parameter.schema, { a, b, where: 'request', what, push })
    }
    compareSecurity(a, b, old, entry, push)
    const [bodyA, bodyB] = [deref(a, old.operation.requestBody), deref(b, entry.operation.requestBody)]
    if (!bodyA && bodyB) push({ kind: bodyB.required ? 'body-required-added' : 'body-added', breaking: !!bodyB.required, where: 'request', what: '(body)' })
    else if (bodyA && !bodyB) push({ kind: 'body-removed', breaking: true, where: 'request', what: '(body)' })
    else if (bodyA && bodyB) {
      if (!bodyA.required && bodyB.required) push({ kind: 'body-became-required', breaking: true, where: 'request', what: '(body)' })
      compareBodies(bodyA, bodyB, { a, b, where: 'request', push })
    }
    const [statusesA, statusesB] = [Object.keys(old.operation.responses ?? {}), Object.keys(entry.operation.responses ?? {})]
    for (const status of statusesA.filter((code) => !statusesB.includes(code))) push({ kind: 'status-removed', breaking: /^2/.test(status), where: 'response', what: status })
    for (const status of statusesB.filter((code) => !statusesA.includes(code))) push({ kind: 'status-added', breaking: /^2/.test(status), where: 'response', what: status })
    for (const status of statusesB.filter((code) => /^2/.test(code) && statusesA.includes(code))) {
      compareBodies(old.operation.responses[status], entry.operation.responses[status], { a, b, where: 'response', status, push })
    }
  }
  compareSchemes(a, b, changes)
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
