/**
 * The REST reference as Markdown syntax trees (mdast), built from the document at compile time: a
 * page's reference sections go through the same pipeline as the writers' Markdown — headings in
 * the TOC and in search, tables, highlighted code with its copy button, Russian typography, the
 * section estimate — and reach the reader as static HTML with no client JavaScript.
 */
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { deref, errorCodes, operationAnchor, operationErrorCodes, parametersOf, rateLimitGroups, refName, scopesOf } from './document.mjs'
import { examplesOf } from './examples.mjs'
import { fill } from '../i18n/fill.mjs'
import { PYTHON_CLIENT, SAMPLE_LANGUAGES, curlSample, operationSamples, requestOf } from '../samples/generate.mjs'
import { localize } from '../i18n/localize.mjs'

const text = (value) => ({ type: 'text', value })
const code = (value) => ({ type: 'inlineCode', value })
const strong = (...children) => ({ type: 'strong', children })
const paragraph = (...children) => ({ type: 'paragraph', children })
const markdownOptions = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }
const parsed = new Map()
/**
 * A Markdown text's blocks. Each text is parsed once per process: the document's descriptions and
 * the dictionary's notes recur across fields, operations and pages. A copy each time, because the
 * page's later steps change the tree they are given.
 */
function parse(markdown) {
  if (!parsed.has(markdown)) parsed.set(markdown, fromMarkdown(markdown, markdownOptions).children)
  return structuredClone(parsed.get(markdown))
}
/** A text with Markdown in it (descriptions, dictionary strings with `code`), as inline nodes. */
export const inline = (markdown) => {
  const [first] = parse(markdown)
  return first?.type === 'paragraph' ? first.children : [text(markdown)]
}
/** A description's blocks (paragraphs, lists). */
export const blocks = (markdown) => (markdown ? parse(markdown) : [])
const cell = (...children) => ({ type: 'tableCell', children })
const table = (header, rows) => ({
  type: 'table',
  align: header.map(() => null),
  children: [{ type: 'tableRow', children: header.map((label) => cell(...inline(label))) }, ...rows.map((row) => ({ type: 'tableRow', children: row }))],
})
export const heading = (depth, children, id) => ({ type: 'heading', depth, children, data: id ? { hProperties: { id } } : undefined })
const literal = (value) => code(typeof value === 'string' ? value : JSON.stringify(value))
/** Runs of inline nodes joined by a separator text. */
const joined = (runs, separator) => runs.flatMap((run, index) => (index ? [text(separator), ...run] : run))

/** A schema's type as a reader names it: `string`, `integer`, `array of string`, `string or null`. */
function typeName(document, schema, t) {
  const resolved = deref(document, schema) ?? {}
  const types = [resolved.type ?? (resolved.oneOf || resolved.anyOf ? 'oneOf' : resolved.properties ? 'object' : resolved.const !== undefined ? typeof resolved.const : 'any')].flat()
  const nullable = types.includes('null')
  const [main = 'null'] = types.filter((type) => type !== 'null')
  let name = main === 'oneOf' ? [...new Set((resolved.oneOf ?? resolved.anyOf).map((option) => typeName(document, option, t)))].join(' | ') : main
  if (main === 'array') name = fill(t.arrayOf, { type: typeName(document, resolved.items ?? {}, t) })
  if (resolved.format && main === 'string') name += ` (${resolved.format})`
  return nullable ? `${name} ${t.nullable}` : name
}

/** A schema with its `$ref` resolved and its own keywords beside the `$ref` (OpenAPI 3.1) kept over the target's. */
const resolve = (document, schema) => {
  if (!schema?.$ref) return schema ?? {}
  const { $ref, ...own } = schema
  return { ...deref(document, { $ref }), ...own }
}

/** What a field's description adds from its schema: enum values, default, range, lengths, pattern. */
function constraints(document, schema, t) {
  const s = resolve(document, schema)
  const notes = []
  const values = s.enum ?? s.items?.enum ?? (s.oneOf?.every((option) => 'const' in option) ? s.oneOf.map((option) => option.const) : null)
  if (values) notes.push(fill(t.oneOf, { values: values.map((value) => `\`${value}\``).join(', ') }))
  const min = s.minimum ?? s.exclusiveMinimum
  const max = s.maximum ?? s.exclusiveMaximum
  if (min !== undefined && max !== undefined) notes.push(fill(t.range, { min, max }))
  else if (min !== undefined) notes.push(fill(t.minimum, { min }))
  else if (max !== undefined) notes.push(fill(t.maximum, { max }))
  if (s.minLength !== undefined && s.maxLength !== undefined) notes.push(fill(t.length, { min: s.minLength, max: s.maxLength }))
  else if (s.maxLength !== undefined) notes.push(fill(t.maxLength, { max: s.maxLength }))
  if (s.maxItems !== undefined) notes.push(fill(t.maxItems, { max: s.maxItems }))
  if (s.pattern) notes.push(fill(t.pattern, { pattern: `\`${s.pattern}\`` }))
  if (s.default !== undefined) notes.push(fill(t.defaultValue, { value: `\`${JSON.stringify(s.default)}\`` }))
  return notes
}

/** A description followed by its constraints, as the inline nodes of one table cell. */
function describe(document, description, schema, t) {
  const notes = constraints(document, schema, t)
  return joined([description, ...notes].filter(Boolean).map(inline), ' ')
}

/**
 * A field's or parameter's first cell: its name, then on a line of its own its type (and where it
 * goes) and whether it is required — two columns, so that a reference table fits a phone.
 */
const nameCell = (name, type, required, t) => [
  code(name),
  { type: 'break' },
  { type: 'emphasis', children: [text(required ? `${type}, ${t.required}` : type)] },
]

/** The properties of an object schema (allOf parts merged), with which are required. */
function propertiesOf(document, schema) {
  const s = deref(document, schema) ?? {}
  const parts = [s, ...(s.allOf ?? []).map((part) => deref(document, part))]
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: new Set(parts.flatMap((part) => part.required ?? [])),
  }
}

/**
 * A field table's rows: every property, nested objects and arrays of objects flattened with dotted
 * names (`instances.running`, `items[].id`), down to `depth`. A property that is a named schema the
 * page documents on its own (`documented`) links there instead of repeating its fields.
 */
function fieldRows(document, schema, t, { prefix = '', depth = 4, documented = new Map() } = {}) {
  const rows = []
  const { properties, required } = propertiesOf(document, schema)
  for (const [name, property] of Object.entries(properties)) {
    const resolved = resolve(document, property)
    const path = `${prefix}${name}`
    const named = refName(property) ?? refName(resolved.items)
    const description = resolved.description ?? deref(document, resolved.items)?.description
    const link = named && documented.has(named) ? [text(' '), ...inline(fill(t.sameAs, { name: named, anchor: documented.get(named) }))] : []
    rows.push([cell(...nameCell(path, typeName(document, property, t), required.has(name), t)), cell(...describe(document, description, property, t), ...link)])
    if (depth <= 1 || link.length) continue
    const items = resolved.type === 'array' || [resolved.type].flat().includes('array') ? deref(document, resolved.items) : null
    if (items && propertiesOf(document, items).properties && Object.keys(propertiesOf(document, items).properties).length) rows.push(...fieldRows(document, items, t, { prefix: `${path}[].`, depth: depth - 1, documented }))
    else if (Object.keys(propertiesOf(document, resolved).properties).length) rows.push(...fieldRows(document, resolved, t, { prefix: `${path}.`, depth: depth - 1, documented }))
  }
  return rows
}

/** A table of a schema's fields (the "object" tables of the REST pages). */
export function fieldTable(document, schema, t, options) {
  const rows = fieldRows(document, schema, t, options)
  return rows.length ? table([t.columns.field, t.columns.description], rows) : null
}

/** The scopes line: `deploy` or `manage`; `train` and `deploy`. */
export function scopesText(document, operation, t) {
  const alternatives = scopesOf(document, operation)
  if (!alternatives.length || alternatives.every((scopes) => !scopes.length)) return [text(t.noKey)]
  return joined(alternatives.map((scopes) => joined(scopes.map((scope) => [code(scope)]), t.scopeAnd)), t.scopeOr)
}

/** The curl command of an operation's request (lib/samples/generate.mjs, where its Python and JavaScript are written too). */
export const curlExample = (document, entry) => curlSample(requestOf(document, entry))

/** The first example of an operation's first success response, with its status and media type. */
function successExample(document, entry) {
  for (const [status, responseRef] of Object.entries(entry.operation.responses ?? {})) {
    if (!/^2/.test(status)) continue
    const response = deref(document, responseRef)
    for (const [type, media] of Object.entries(response.content ?? {})) {
      const [first] = examplesOf(document, media)
      if (first) return { status, type, value: first[1] }
    }
    return { status, type: null, value: undefined }
  }
  return null
}

const codeBlock = (lang, value, meta) => ({ type: 'code', lang, meta, value })

/**
 * The request in each language as one `<CodeGroup>` (components/docs/code-group.tsx: a tab each, the
 * reader's choice kept across pages); the Python tab says where the platform's client does it for you.
 */
export function sampleGroup(document, entry, t, locale) {
  const samples = operationSamples(document, entry, t.sampleNotes)
  const client = PYTHON_CLIENT[entry.id]
  const children = SAMPLE_LANGUAGES.flatMap(({ id, lang }) => [
    codeBlock(lang, samples[id], `filename="${t.request}"`),
    ...(id === 'python' && client ? [paragraph(...inline(fill(t.pythonClient, { method: `\`${client.method}\``, href: `${localize(locale, '/api/python/python-client')}#${client.section[locale]}` })))] : []),
  ])
  return { type: 'mdxJsxFlowElement', name: 'CodeGroup', attributes: [], children }
}

/**
 * One operation: its heading (in the TOC, anchor = operationId in kebab case) and an
 * `<ApiOperation>` element (components/docs/api-operation.tsx draws the method, path and scopes)
 * around its description, parameters, request body, responses and examples.
 */
export function operationNodes(document, entry, t, { depth = 3, documented = new Map(), locale = 'ru' } = {}) {
  const { operation } = entry
  const anchor = operationAnchor(entry.id)
  const body = []
  body.push(...blocks(operation.description))

  const parameters = parametersOf(document, entry)
  if (parameters.length) {
    body.push(paragraph(strong(text(t.parameters))))
    body.push(
      table(
        [t.columns.name, t.columns.description],
        parameters.map((p) => [
          cell(...nameCell(p.name, `${typeName(document, p.schema ?? {}, t)}, ${t.in[p.in] ?? p.in}`, p.required, t)),
          cell(...describe(document, p.description, p.schema ?? {}, t)),
        ]),
      ),
    )
  }

  const requestBody = deref(document, operation.requestBody)
  if (requestBody) {
    const [type, media] = Object.entries(requestBody.content ?? {})[0] ?? []
    body.push(paragraph(strong(text(t.requestBody)), text(' '), code(type)))
    if (requestBody.description) body.push(...blocks(requestBody.description))
    const fields = media?.schema && fieldTable(document, media.schema, t, { documented })
    if (fields) body.push(fields)
  }

  const responses = Object.entries(operation.responses ?? {})
  body.push(paragraph(strong(text(t.responses))))
  body.push(
    table(
      [t.columns.status, t.columns.description],
      responses.map(([status, responseRef]) => {
        // OpenAPI 3.1: a description beside the `$ref` is the operation's own and wins.
        const description = responseRef.description ?? deref(document, responseRef).description
        return [cell(code(status)), cell(...inline(description ?? ''))]
      }),
    ),
  )
  for (const [status, responseRef] of responses) {
    if (!/^2/.test(status)) continue
    const response = deref(document, responseRef)
    const media = Object.values(response.content ?? {})[0]
    if (!media?.schema) continue
    const named = refName(media.schema)
    if (named && documented.has(named)) {
      body.push(paragraph(strong(text(fill(t.responseFields, { status }))), text(' '), ...inline(fill(t.sameAs, { name: named, anchor: documented.get(named) }))))
      continue
    }
    const fields = fieldTable(document, media.schema, t, { documented })
    if (fields) body.push(paragraph(strong(text(fill(t.responseFields, { status })))), fields)
  }

  body.push(sampleGroup(document, entry, t, locale))
  const example = successExample(document, entry)
  if (example?.value !== undefined) {
    const json = example.type && /json/.test(example.type)
    body.push(codeBlock(json ? 'json' : 'text', json ? JSON.stringify(example.value, null, 2) : String(example.value), `filename="${fill(t.response, { status: example.status })}"`))
  }

  const attributes = {
    method: entry.method.toUpperCase(),
    path: entry.path,
    operationId: entry.id,
  }
  return [
    heading(depth, inline(operation.summary ?? entry.id), anchor),
    {
      type: 'mdxJsxFlowElement',
      name: 'ApiOperation',
      attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      children: [paragraph(strong(text(`${t.scopes}:`)), text(' '), ...scopesText(document, operation, t)), ...body],
    },
  ]
}

/** The table of a tag's operations (method, path, summary linked to its section, scopes). */
export function operationTable(document, entries, t) {
  return table(
    [t.columns.name, t.operation, t.scopes],
    entries.map((entry) => [
      cell(code(entry.method.toUpperCase()), text(' '), code(entry.path)),
      cell({ type: 'link', url: `#${operationAnchor(entry.id)}`, children: inline(entry.operation.summary ?? entry.id) }),
      cell(...scopesText(document, entry.operation, t)),
    ]),
  )
}

/**
 * The values of an enumeration documented value by value (`oneOf` of `const` + `description`, e.g.
 * the audit log's action types), with what each one's event carries (`x-details`) where given.
 */
export function enumTable(document, schema, t) {
  const options = (deref(document, schema).oneOf ?? []).filter((option) => 'const' in option)
  const details = options.some((option) => option['x-details'])
  return table(
    [t.enumColumns.value, t.enumColumns.meaning, ...(details ? [t.enumColumns.details] : [])],
    options.map((option) => [cell(code(String(option.const))), cell(...inline(option.description ?? '')), ...(details ? [cell(...inline(option['x-details'] ?? ''))] : [])]),
  )
}

/**
 * The rows of an error code table (`<ApiErrorCodes />`): the codes every API shares; with `task`,
 * the codes only that task type's Predict calls answer (`x-tasks`); with `operation` (an entry of
 * `operations()`), the codes that operation answers, meaning what they mean there. `codes` keeps a
 * subset, in the document's order. Throws naming what the document lacks.
 */
export function errorCodeRows(document, { task, operation, codes } = {}) {
  let rows = operation ? operationErrorCodes(document, operation) : errorCodes(document).filter((option) => (task ? option['x-tasks']?.includes(task) : !option['x-tasks'])).map((option) => ({ ...option, meaning: option.description }))
  if (task && !rows.length) throw new Error(`no error code of openapi/openapi.yaml lists the task type "${task}" in x-tasks`)
  if (codes) {
    const wanted = codes.split(/[\s,]+/).filter(Boolean)
    const missing = wanted.filter((name) => !rows.some((row) => row.const === name))
    if (missing.length) throw new Error(`${missing.map((name) => `"${name}"`).join(', ')} ${operation ? `is not an error code of ${operation.id}` : task ? `is not an error code of the task type "${task}"` : 'is not an error code every API shares'} in openapi/openapi.yaml`)
    rows = rows.filter((row) => wanted.includes(row.const))
  }
  return rows
}

/** The table of error codes: HTTP status, `code`, when, whether to retry (the ErrorCode schema; rows from errorCodeRows). */
export function errorCodeTable(document, t, filter) {
  return table(
    [t.errorColumns.status, t.errorColumns.code, t.errorColumns.when, t.errorColumns.retry],
    errorCodeRows(document, filter).map((row) => [cell(text(String(row['x-status']))), cell(code(row.const)), cell(...inline(row.meaning ?? '')), cell(...inline(t.retry[String(row['x-retry'])] ?? ''))]),
  )
}

const plurals = new Map()
/** "600 requests a minute" in the dictionary's plural forms of the locale. */
function perMinute(value, t, locale) {
  if (!plurals.has(locale)) plurals.set(locale, new Intl.PluralRules(locale))
  const forms = t.rateLimits.perMinute
  return fill(forms[plurals.get(locale).select(value)] ?? forms.other, { n: value })
}

/**
 * The table of rate limits (`<ApiRateLimits />`): each route group of the document's
 * `x-rate-limits`, the APIs (tags) whose operations count against it, linked to their pages, and
 * its limits per key and for all the account's keys together.
 */
export function rateLimitTable(document, t, locale, link) {
  const tags = new Map((document.tags ?? []).map((tag) => [tag.name, tag]))
  return table(
    [t.rateLimits.group, t.rateLimits.apis, t.rateLimits.perKey, t.rateLimits.perAccount],
    rateLimitGroups(document).map((group) => {
      // An early-access API (`x-early-access` on its tag) is not named in a public table: its page is unlisted.
      const names = [...new Set(group.operations.map((entry) => entry.tag))].filter((name) => !tags.get(name)['x-early-access'])
      const apis = joined(names.map((name) => [{ type: 'link', url: link(tags.get(name)['x-page']), children: inline(tags.get(name)['x-displayName'] ?? name) }]), ', ')
      return [
        cell(...inline(group['x-displayName'] ?? group.name)),
        cell(...apis, ...(group.description ? [text('. '), ...inline(group.description)] : [])),
        cell(text(perMinute(group.perKey, t, locale))),
        cell(text(group.perAccount ? perMinute(group.perAccount, t, locale) : '—')),
      ]
    }),
  )
}
