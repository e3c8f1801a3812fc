// The site's API diff (lib/versions/api-diff.mjs) beside a second, independent one: Optic's
// breaking-change rules (@useoptic/standard-rulesets, pinned in devDependencies), run on the same
// pair of documents, 1.4 → 1.5. Operation by operation, both say whether a client of 1.4 breaks.
// Where they disagree, each side is listed with why (docs/UPKEEP.md, "A second opinion"); a new
// disagreement fails the test, to be read and then explained here.
import SwaggerParser from '@apidevtools/swagger-parser'
import { compareSpecs } from '@useoptic/openapi-utilities'
import { RuleRunner } from '@useoptic/rulesets-base'
import { BreakingChangesRuleset } from '@useoptic/standard-rulesets'
import { describe, expect, it } from 'vitest'
import { loadDocument, operations } from '@/lib/openapi/document.mjs'
import { diffDocuments } from '@/lib/versions/api-diff.mjs'

const [BEFORE, AFTER] = ['versions/1.4/openapi/openapi.yaml', 'openapi/openapi.yaml']

/** `POST /accounts/{account}/services` of a JSON path into the document (`/paths/~1accounts…/post/…`). */
const operationOf = (jsonPath: string) => {
  const match = /^\/paths\/([^/]+)\/(get|post|put|patch|delete)(?:\/|$)/.exec(jsonPath)
  return match ? `${match[2].toUpperCase()} ${match[1].replace(/~1/g, '/').replace(/~0/g, '~')}` : jsonPath
}

/** The operations Optic finds a breaking change in, each with its rules' names. */
async function opticBreaking(before: object, after: object) {
  // Optic reads a document with its references resolved, as its CLI hands it one.
  const spec = async (document: object) => ({ jsonLike: (await SwaggerParser.dereference(structuredClone(document) as never)) as never, sourcemap: { rootFilePath: 'openapi.yaml', files: [], refMappings: {} }, isEmptySpec: false })
  const { results } = await compareSpecs(await spec(before), await spec(after), new RuleRunner([new BreakingChangesRuleset()]), {})
  const found = new Map<string, Set<string>>()
  for (const result of results.filter((entry) => !entry.passed && !entry.exempted)) {
    const op = operationOf(result.location.jsonPath)
    found.set(op, (found.get(op) ?? new Set()).add(result.name ?? ''))
  }
  return found
}

describe('the API diff beside Optic\'s breaking-change rules, 1.4 → 1.5', () => {
  it('agrees on every operation but those whose disagreement is explained', async () => {
    const [before, after] = [loadDocument(BEFORE), loadDocument(AFTER)]
    const ours = new Map<string, string[]>()
    for (const change of diffDocuments(before, after).filter((entry) => entry.breaking && entry.op)) ours.set(change.op!, [...(ours.get(change.op!) ?? []), change.kind])
    const optic = await opticBreaking(before, after)
    const common = new Set(operations(before).map((entry) => `${entry.method.toUpperCase()} ${entry.path}`))
    const shared = operations(after).map((entry) => `${entry.method.toUpperCase()} ${entry.path}`).filter((op) => common.has(op))
    const agree = shared.filter((op) => ours.has(op) === optic.has(op))

    // Both: chat completions (tool calls in replies, `content: null`), the dataset form (1.4's
    // `type` and `purpose: eval`), the dataset's `purpose` answer (`validation` added), and the
    // training jobs of Training API v2 (1.5.0): `succeeded` in place of `completed`, `full`, the
    // training parameters moved from the job into `hyperparameters`, `baseModel` required.
    expect(shared.filter((op) => ours.has(op) && optic.has(op))).toEqual([
      'POST /openai/chat/completions',
      'POST /training/{account}/datasets',
      'GET /training/{account}/datasets/{datasetId}',
      'GET /training/{account}/jobs',
      'POST /training/{account}/jobs',
      'GET /training/{account}/jobs/{jobId}',
      'POST /training/{account}/jobs/{jobId}/cancel',
    ])

    // Only ours. Optic has no rule for security: the manage → deploy move of services and
    // deployments (the 403 of an on-prem CI key after the upgrade) is invisible to it. (Deploying a
    // model version with one call is new in 1.5.2, so it is an added operation, not a shared one.)
    // Nor does it look at an enum inside an array of a response: the keys' `scopes[]` now may hold
    // `deploy`, which a 1.4 client does not know.
    const onlyOurs = shared.filter((op) => ours.has(op) && !optic.has(op))
    expect(Object.fromEntries(onlyOurs.map((op) => [op, [...new Set(ours.get(op))]]))).toEqual({
      'POST /accounts/{account}/services': ['security-changed'],
      'PATCH /accounts/{account}/services/{service}': ['security-changed'],
      'DELETE /accounts/{account}/services/{service}': ['security-changed'],
      'POST /accounts/{account}/services/{service}/stop': ['security-changed'],
      'POST /accounts/{account}/services/{service}/start': ['security-changed'],
      'POST /accounts/{account}/services/{service}/deployments': ['security-changed'],
      'POST /accounts/{account}/services/{service}/deployments/{revision}/cancel': ['security-changed'],
      'POST /accounts/{account}/services/{service}/rollback': ['security-changed'],
      'GET /accounts/{account}/keys': ['enum-added'],
      'POST /accounts/{account}/keys': ['enum-added'],
    })

    // Only Optic's: "a required request property added" inside `projectQuotas[]`, a field that is
    // new in 1.5 and optional. A 1.4 client never sends it, so nothing it sends is refused: ours
    // lists the new optional field, not breaking.
    expect(Object.fromEntries(shared.filter((op) => optic.has(op) && !ours.has(op)).map((op) => [op, [...optic.get(op)!]]))).toEqual({
      'POST /accounts/{account}/resource-groups': ['prevent changing request property to required'],
      'PATCH /accounts/{account}/resource-groups/{name}': ['prevent changing request property to required'],
    })
    expect(agree.length).toBe(shared.length - onlyOurs.length - 2)
    console.log(`API diff vs Optic, 1.4 → 1.5: ${agree.length} of ${shared.length} shared operations agree (${onlyOurs.length} breaking for ours only, 2 for Optic only)`)
  }, 400_000)
})
