/**
 * The REST API's one description: openapi/openapi.yaml (OpenAPI 3.1). Pages render their reference
 * sections from it (lib/openapi/remark-api.mjs), page examples are validated against it
 * (lib/openapi/examples.mjs), platform facts read their limits from it (lib/content/facts.mjs) and
 * the export serves it as /api/openapi.json and /api/openapi.yaml. Server-only.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { variables } from '../../site.config.mjs'
import { formatVariableErrors, substituteVariables } from '../content/variables.mjs'

// Resolved from the working directory, as lib/content/routes.mjs does: builds, scripts and tests run
// from the project root, and the bundler turns `new URL(…, import.meta.url)` into an asset of its own.
export const DOCUMENT_FILE = path.resolve(process.cwd(), 'openapi/openapi.yaml')
export const TRANSLATION_FILES = { ru: path.resolve(process.cwd(), 'openapi/ru.yaml') }
export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete']

/**
 * The document (and its translations) a page of `version` is rendered from: the current one, or for
 * a documentation snapshot (the manifest's `version` of the page, e.g. '1.4') the copy that
 * `npm run version:cut` froze in versions/<v>/openapi/, so an older version's reference does not
 * change with the current API. @param {string | null} [version]
 */
export function documentFilesFor(version = null) {
  if (!version) return { document: DOCUMENT_FILE, translations: TRANSLATION_FILES }
  const dir = path.resolve(process.cwd(), 'versions', version, 'openapi')
  return { document: path.join(dir, 'openapi.yaml'), translations: { ru: path.join(dir, 'ru.yaml') } }
}

/**
 * The document as written: numbers and shapes, `%variables%` left in its text. Facts read their
 * limits from this (facts.mjs is itself a variable source, so it cannot need substituted text).
 */
export const rawDocument = (file = DOCUMENT_FILE) => parseYaml(readFileSync(file, 'utf8'))

const cache = new Map()
/**
 * A YAML file of the site's (the REST document, the client's description) with the site's
 * `%variables%` (brand, domains) substituted: what readers see. Read again when the file changed
 * (a long-running `npm run dev` sees an edit).
 */
export function loadSiteYaml(file) {
  const key = `${file}\0${statSync(file).mtimeMs}`
  if (!cache.has(key)) {
    const { text, errors } = substituteVariables(readFileSync(file, 'utf8'), variables)
    if (errors.length) throw new Error(formatVariableErrors(path.relative(process.cwd(), file), errors))
    for (const old of cache.keys()) if (old.startsWith(`${file}\0`)) cache.delete(old)
    cache.set(key, parseYaml(text))
  }
  return cache.get(key)
}

/** The REST API's document, as readers see it (`loadSiteYaml`). */
export const loadDocument = (file = DOCUMENT_FILE) => loadSiteYaml(file)

/** The value a local `$ref` ('#/components/schemas/Service') points to; other values as they are. */
export function deref(document, value) {
  let node = value
  const seen = new Set()
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (seen.has(node.$ref) || !node.$ref.startsWith('#/')) throw new Error(`openapi: cannot resolve $ref ${node.$ref}`)
    seen.add(node.$ref)
    node = node.$ref.slice(2).split('/').reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document)
    if (node === undefined) throw new Error(`openapi: $ref ${[...seen].at(-1)} points nowhere`)
  }
  return node
}

/** The name a `$ref` to a component schema gives ('Service'), or null. */
export const refName = (value) => (typeof value?.$ref === 'string' ? value.$ref.split('/').at(-1) : null)

/**
 * Every operation in document order: `{ id, method, path, tag, operation, pathItem }`, with the
 * path item's parameters joined to the operation's.
 */
export function operations(document) {
  const list = []
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method]
      if (!operation) continue
      list.push({ id: operation.operationId, method, path, tag: operation.tags?.[0], operation, pathItem })
    }
  }
  return list
}

/** One operation by its operationId; throws naming it when the document has none. */
export function operationById(document, id) {
  const found = operations(document).find((entry) => entry.id === id)
  if (!found) throw new Error(`openapi: no operation "${id}" in openapi/openapi.yaml`)
  return found
}

/** An operation's parameters, path item's first, each resolved. */
export const parametersOf = (document, { operation, pathItem }) =>
  [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => deref(document, parameter))

/** The key scopes an operation needs: one list per alternative (`[['deploy'], ['manage']]`); [] when it needs no key. */
export function scopesOf(document, operation) {
  const requirements = operation.security ?? document.security ?? []
  return requirements.map((requirement) => Object.values(requirement).flat())
}

/** The page an operation is rendered on (its tag's `x-page`), locale-free: '/api/rest/services'. */
export const pageOfTag = (document, tag) => document.tags?.find((entry) => entry.name === tag)?.['x-page'] ?? null

/** The anchor of an operation on its page: operationId in kebab case ('create-service'). */
export const operationAnchor = (id) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/**
 * The operations whose path a concrete request path has (`/accounts/acme/services`, the server's base
 * removed), best first, each with its path parameters' values as written: `[{ entry, values }]`.
 * Template parameters match one segment; a parameter marked `x-greedy` (the Direct API's `{path}`)
 * matches the rest. Literal segments beat parameters: `/jobs/{jobId}` must not take `/jobs/tj_1/cancel`,
 * and `/predict/jobs/{jobId}` wins over `/predict/{account}/{service}`.
 */
export function pathMatches(document, path) {
  const matches = pathPatterns(document).flatMap(({ entry, pattern, names, literals }) => {
    const found = pattern.exec(path)
    return found ? [{ entry, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])), literals }] : []
  })
  return matches.sort((a, b) => b.literals - a.literals).map(({ entry, values }) => ({ entry, values }))
}

const patterns = new WeakMap()
/** Each operation's path as a regular expression, its parameters' names and its literal length; made once per document. */
function pathPatterns(document) {
  if (!patterns.has(document)) {
    patterns.set(
      document,
      operations(document).map((entry) => {
        const greedy = new Set(parametersOf(document, entry).filter((p) => p.in === 'path' && p['x-greedy']).map((p) => p.name))
        const names = []
        let literals = 0
        const source = entry.path.replace(/\{([^}]+)\}|[^{]+/g, (match, name) => {
          if (!name) {
            literals += match.length
            return match.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          }
          names.push(name)
          return greedy.has(name) ? '(.+)' : '([^/]+)'
        })
        return { entry, pattern: new RegExp(`^${source}/?$`), names, literals }
      }),
    )
  }
  return patterns.get(document)
}

/** A request URL's path below the document's server URL: `https://…/api/v1/openai/models?x=1` → `/openai/models`. */
export function pathBelowServer(document, url) {
  const base = new URL(document.servers?.[0]?.url ?? 'http://localhost/').pathname.replace(/\/$/, '')
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0]
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path
}

/** The operation a concrete request names: `POST`, `/api/v1/accounts/acme/services` (or a full URL, with or without the query). */
export const matchOperation = (document, method, url) =>
  pathMatches(document, pathBelowServer(document, url)).find(({ entry }) => entry.method === method.toLowerCase())?.entry ?? null

/** The error codes of the document (the ErrorCode schema's `oneOf`): `{ const, description, 'x-status', 'x-retry', 'x-tasks'? }`. */
export const errorCodes = (document) => deref(document, document.components.schemas.ErrorCode).oneOf

/**
 * The error codes an operation answers, in the order of the ErrorCode schema: for each of its
 * error responses, the codes every API shares (no `x-tasks`) with that status. `meaning` is the
 * response's own description where the operation wrote one (inline, or beside the `$ref`, as
 * OpenAPI 3.1 allows) and the status has one code only; otherwise the code's description.
 */
export function operationErrorCodes(document, { operation }) {
  const responses = operation.responses ?? {}
  const shared = errorCodes(document).filter((option) => !option['x-tasks'])
  return shared.flatMap((option) => {
    const response = responses[String(option['x-status'])]
    if (!response) return []
    // A bare `$ref` has no description of its own: the shared response says nothing particular.
    const alone = shared.filter((other) => other['x-status'] === option['x-status']).length === 1
    return [{ ...option, meaning: response.description && alone ? response.description : option.description }]
  })
}

/**
 * The route groups requests are counted in (the document's `x-rate-limits`), each with the
 * operations that count against it: an operation's own `x-rate-limit-group`, else its tag's group.
 */
export function rateLimitGroups(document) {
  const { groups = {} } = document['x-rate-limits'] ?? {}
  const groupOf = (entry) => entry.operation['x-rate-limit-group'] ?? Object.keys(groups).find((name) => groups[name].tags?.includes(entry.tag)) ?? null
  const keyed = operations(document).filter((entry) => scopesOf(document, entry.operation).some((scopes) => scopes.length))
  return Object.entries(groups).map(([name, group]) => ({ name, ...group, operations: keyed.filter((entry) => groupOf(entry) === name) }))
}
