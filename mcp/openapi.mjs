// get_api_operation: one operation of the published OpenAPI document (/api/openapi.json, its
// Russian texts in /api/openapi.ru.json), by operationId or by `METHOD /path`, with every `$ref`
// resolved, as JSON.
import { closest } from './closest.mjs'

export const METHODS = ['get', 'put', 'post', 'patch', 'delete']

/** Every operation: `{ id, method, path, operation, pathItem }`. */
export const operationsOf = (document) =>
  Object.entries(document.paths ?? {}).flatMap(([path, pathItem]) => METHODS.filter((method) => pathItem[method]).map((method) => ({ id: pathItem[method].operationId, method, path, operation: pathItem[method], pathItem })))

/**
 * `value` with each local `$ref` replaced by what it points to, the first time it occurs; later
 * ones (and one inside itself) stay `$ref`s marked as resolved above, which keeps the answer for
 * an operation whose errors share one schema a few KB instead of a hundred.
 */
export function resolveRefs(document, value, resolved = new Set()) {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, resolved))
  if (!value || typeof value !== 'object') return value
  if (typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    const { $ref, ...siblings } = value
    if (resolved.has($ref)) return { $ref, resolved: 'above' }
    resolved.add($ref)
    const target = $ref.slice(2).split('/').reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document)
    return resolveRefs(document, { ...target, ...siblings }, resolved)
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(document, item, resolved)]))
}

/**
 * The operation `query` names: its operationId (any case), or a method and a path — the template
 * (`GET /accounts/{account}/services`) or a concrete one, with or without the server's base path
 * and query (`GET /api/v1/accounts/acme/services?limit=5`); literal segments beat parameters.
 */
export function findOperation(document, query) {
  const all = operationsOf(document)
  const asked = query.trim()
  const request = /^([a-z]+)\s+(\S+)$/i.exec(asked)
  if (request && METHODS.includes(request[1].toLowerCase())) {
    const method = request[1].toLowerCase()
    const base = new URL(document.servers?.[0]?.url ?? 'http://localhost/').pathname.replace(/\/$/, '')
    let path = request[2].replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0].replace(/(.)\/$/, '$1')
    if (base && path.startsWith(`${base}/`)) path = path.slice(base.length)
    const scored = all
      .filter((entry) => entry.method === method)
      .flatMap((entry) => {
        if (entry.path === path) return [{ entry, literals: Infinity }]
        const literals = entry.path.replace(/\{[^}]+\}/g, '').length
        const pattern = entry.path.replace(/\{[^}]+\}|[^{]+/g, (part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        return new RegExp(`^${pattern}$`).test(path) ? [{ entry, literals }] : []
      })
      .sort((a, b) => b.literals - a.literals)
    if (scored.length) return scored[0].entry
  } else {
    const found = all.find((entry) => entry.id?.toLowerCase() === asked.toLowerCase())
    if (found) return found
  }
  const names = all.flatMap((entry) => [entry.id, `${entry.method.toUpperCase()} ${entry.path}`])
  return { missing: closest(asked, names, 5) }
}

/** The operation's anchor on its page, as the site writes it (lib/openapi/document.mjs, operationAnchor). */
const anchorOf = (id) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** What get_api_operation answers: the operation with its parameters, body, responses, scopes and its page. */
export function describeOperation(document, { id, method, path, operation, pathItem }, { siteUrl, locale }) {
  const seen = new Set()
  const parameters = resolveRefs(document, [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])], seen)
  const resolved = resolveRefs(document, { ...operation, parameters: undefined }, seen)
  const tag = document.tags?.find((entry) => entry.name === operation.tags?.[0])
  const page = tag?.['x-page'] ? `${siteUrl}${locale === 'en' ? '/en' : ''}${tag['x-page']}#${anchorOf(id)}` : null
  const security = operation.security ?? document.security ?? []
  const responses = resolved.responses ?? {}
  return {
    operationId: id,
    method: method.toUpperCase(),
    path,
    server: document.servers?.[0]?.url ?? null,
    summary: resolved.summary ?? null,
    description: resolved.description ?? null,
    tag: tag?.['x-displayName'] ?? tag?.name ?? null,
    documentation: page,
    deprecated: resolved.deprecated ?? false,
    scopes: security.map((requirement) => Object.values(requirement).flat()),
    parameters,
    requestBody: resolved.requestBody ?? null,
    responses: Object.fromEntries(Object.entries(responses).filter(([status]) => !/^[45]/.test(status))),
    errors: Object.fromEntries(Object.entries(responses).filter(([status]) => /^[45]/.test(status))),
    ...Object.fromEntries(Object.entries(resolved).filter(([key]) => key.startsWith('x-'))),
  }
}
