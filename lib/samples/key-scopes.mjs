/**
 * What a sample's key may do. A page or a block states the scopes of the key its samples use:
 *   - front matter `keyScopes: [train, predict]`: every shell block of the page;
 *   - a block's meta ```` ```bash scopes="deploy" ```` (several: `scopes="train deploy"`): that block,
 *     instead of the page's.
 * Then every curl call to the REST API in scope (lib/samples/curl-replay.mjs) and every `mlp`
 * command (lib/cli/check.mjs) must be one the key may make: one of the operation's `security`
 * requirements in the OpenAPI document is within the key's scopes; an `mlp` command's operation is
 * its `operation` in openapi/mlp.yaml (or its own `scopes`, for the registry). A call the key may
 * not make is what the reader would get as 403: a build error at its line. Samples of a page that
 * states nothing are not checked (a reader signed in with `mlp login` acts with their role).
 */
import { operationById, scopesOf } from '../openapi/document.mjs'

const SCOPES_META = /(?:^|\s)scopes="([^"]*)"/

/** The scopes a document knows: those its operations ask for. */
export const knownScopes = (document) => [...new Set(Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}).flatMap((operation) => (operation?.security ?? []).flatMap((requirement) => Object.values(requirement).flat()))))]

/** A block's `scopes="…"` as a list, or null when it states none. */
export function blockScopes(meta = '') {
  const match = SCOPES_META.exec(meta)
  return match ? match[1].split(/[\s,]+/).filter(Boolean) : null
}

/**
 * The key of a block: `{ scopes, where }`, `where` saying who stated them (for the message), or
 * null when neither the block nor the page does.
 */
export function keyOf(block, frontMatter = {}) {
  const own = blockScopes(block.meta)
  if (own) return { scopes: own, where: `the block's key (scopes="${own.join(' ')}") has ${own.join(', ') || 'none'}` }
  const page = frontMatter?.keyScopes
  return Array.isArray(page) ? { scopes: page.map(String), where: `the page's key (keyScopes) has ${page.join(', ') || 'none'}` } : null
}

/** The requirements (each a list of scopes) of an operation, or null when it takes no key. */
const requirementsOf = (document, operation) => {
  const requirements = scopesOf(document, operation)
  return !requirements.length || requirements.some((scopes) => !scopes.length) ? null : requirements
}

/** Why a key with `key.scopes` may not call `id` (403), or null when it may. */
export function scopeProblem(document, id, key, { requirements = null } = {}) {
  const needed = requirements ?? (id ? requirementsOf(document, operationById(document, id)?.operation ?? {}) : null)
  if (!needed || needed.some((scopes) => scopes.every((scope) => key.scopes.includes(scope)))) return null
  return `${id ?? 'it'} needs a key with ${needed.map((scopes) => scopes.join(' and ')).join(' or ')}, and ${key.where} (403): state the scope the key needs, or call with a key that has it`
}

/**
 * A page's statements of scopes that name no scope of the document: `{ line, message }`.
 * @param {{ lang: string, meta: string, line: number }[]} blocks
 */
export function keyScopesErrors(blocks, frontMatter, document) {
  const known = knownScopes(document)
  const unknown = (scopes) => scopes.filter((scope) => !known.includes(scope))
  const errors = []
  if ('keyScopes' in (frontMatter ?? {})) {
    const value = frontMatter.keyScopes
    if (!Array.isArray(value) || !value.length) errors.push({ line: 1, message: `front matter "keyScopes" must be a list of scopes: keyScopes: [${known.join(', ')}] (docs/WRITING.md)` })
    else if (unknown(value).length) errors.push({ line: 1, message: `front matter "keyScopes" names ${unknown(value).join(', ')}, which is no scope of the API (${known.join(', ')})` })
  }
  for (const block of blocks) {
    const scopes = blockScopes(block.meta)
    if (scopes && (!scopes.length || unknown(scopes).length)) errors.push({ line: block.line, message: `scopes="${scopes.join(' ')}" names ${unknown(scopes).join(', ') || 'no scope'}: the API's scopes are ${known.join(', ')}` })
  }
  return errors
}
