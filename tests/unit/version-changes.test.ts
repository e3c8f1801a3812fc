import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { diffDocuments } from '@/lib/versions/api-diff.mjs'
import { sectionChanges, versionChanges } from '@/lib/versions/changes.mjs'
import { changesFor, versionPairs } from '@/lib/versions/pairs.mjs'

/** A small document: one operation with a query parameter, a request body and a response. */
function document({ extraParam = false, requiredField = false, dropField = false, roles = ['user', 'assistant'], finish = ['stop'], limitType = 'integer', limitDefault = 20, codes = ['not_found'], extraOp = false } = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1' },
    paths: {
      '/chat': {
        post: {
          operationId: 'chat',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: limitType, default: limitDefault } },
            ...(extraParam ? [{ name: 'trace', in: 'header', required: true, schema: { type: 'string' } }] : []),
          ],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['messages', ...(requiredField ? ['model'] : [])],
                  properties: {
                    messages: { type: 'array', items: { $ref: '#/components/schemas/Message' } },
                    ...(dropField ? {} : { user: { type: 'string' } }),
                    ...(requiredField ? { model: { type: 'string' } } : {}),
                  },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { type: 'object', properties: { finish_reason: { type: 'string', enum: finish } } } } },
            },
          },
        },
      },
      ...(extraOp ? { '/models': { get: { operationId: 'listModels', responses: { '200': { description: 'ok' } } } } } : {}),
    },
    components: {
      schemas: {
        Message: { type: 'object', properties: { role: { type: 'string', enum: roles } } },
        ErrorCode: { type: 'string', oneOf: codes.map((code) => ({ const: code })) },
      },
    },
  }
}

const brief = (changes: ReturnType<typeof diffDocuments>) => changes.map((c) => [c.kind, c.op, c.where, c.what, c.value ?? c.to, c.breaking])

describe('the API diff between two versions\' documents', () => {
  it('finds nothing between a document and itself', () => {
    expect(diffDocuments(document(), document())).toEqual([])
  })

  it('lists added operations, parameters, fields, values and error codes, breaking only where a client of the older version breaks', () => {
    const changes = diffDocuments(document(), document({ extraOp: true, extraParam: true, requiredField: true, roles: ['user', 'assistant', 'tool'], finish: ['stop', 'tool_calls'], codes: ['not_found', 'quota_exceeded'] }))
    expect(brief(changes)).toEqual([
      ['parameter-required-added', 'POST /chat', 'request', 'trace (header)', undefined, true],
      ['enum-added', 'POST /chat', 'request', 'messages[].role', '"tool"', false],
      ['field-required-added', 'POST /chat', 'request', 'model', undefined, true],
      ['enum-added', 'POST /chat', 'response', 'finish_reason', '"tool_calls"', true],
      ['operation-added', 'GET /models', undefined, undefined, undefined, false],
      ['error-added', null, undefined, 'quota_exceeded', undefined, false],
    ])
  })

  it('marks removed operations, parameters, fields and request values, changed types and defaults as breaking', () => {
    const changes = diffDocuments(document({ extraOp: true, extraParam: true, roles: ['user', 'assistant', 'tool'] }), document({ dropField: true, limitType: 'string', limitDefault: 50 }))
    expect(brief(changes)).toEqual([
      ['operation-removed', 'GET /models', undefined, undefined, undefined, true],
      ['parameter-removed', 'POST /chat', 'request', 'trace (header)', undefined, true],
      ['type-changed', 'POST /chat', 'request', 'limit (query)', 'string', true],
      ['default-changed', 'POST /chat', 'request', 'limit (query)', '50', true],
      ['enum-removed', 'POST /chat', 'request', 'messages[].role', '"tool"', true],
      ['field-removed', 'POST /chat', 'request', 'user', undefined, true],
    ])
  })
})

/** One operation, its key's scopes, limits, required fields, media types and statuses as given. */
function keyed({ security = [{ bearer: ['manage'] }] as Record<string, string[]>[], maxN = 4, minLen = 1, required = ['name'], types = ['application/json'], statuses = ['201', '400'], form = false, scheme = 'bearer' } = {}) {
  const schema = { type: 'object', required, properties: { name: { type: 'string', minLength: minLen }, n: { type: 'integer', maximum: maxN }, image: { type: 'string' } } }
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme } } },
    paths: {
      '/services': {
        post: {
          operationId: 'createService',
          security,
          requestBody: { required: true, content: Object.fromEntries([...types, ...(form ? ['multipart/form-data'] : [])].map((type) => [type, { schema }])) },
          responses: Object.fromEntries(statuses.map((status) => [status, { description: status, content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } }])),
        },
      },
    },
  }
}

describe('the API diff: what breaks a client beyond fields', () => {
  it('sees a scope that changed: manage → deploy breaks a manage key; an added alternative does not', () => {
    expect(brief(diffDocuments(keyed(), keyed({ security: [{ bearer: ['deploy'] }] })))).toEqual([['security-changed', 'POST /services', 'request', 'key scopes', 'deploy', true]])
    expect(brief(diffDocuments(keyed(), keyed({ security: [{ bearer: ['deploy'] }, { bearer: ['manage'] }] })))).toEqual([['security-changed', 'POST /services', 'request', 'key scopes', 'deploy or manage', false]])
    expect(brief(diffDocuments(keyed({ security: [{ bearer: ['train', 'manage'] }] }), keyed({ security: [{ bearer: ['train', 'deploy'] }] })))).toEqual([['security-changed', 'POST /services', 'request', 'key scopes', 'train + deploy', true]])
    expect(brief(diffDocuments(keyed(), keyed({ scheme: 'basic' })))).toEqual([['security-scheme-changed', null, undefined, 'bearer', undefined, true]])
  })

  it('sees limits, a field that became required, media types (a form too) and status codes, each classified', () => {
    expect(brief(diffDocuments(keyed(), keyed({ maxN: 1, minLen: 3, required: ['name', 'image'] })))).toEqual([
      ['limit-changed', 'POST /services', 'request', 'name minLength', '3', true],
      ['limit-changed', 'POST /services', 'request', 'n maximum', '1', true],
      ['field-became-required', 'POST /services', 'request', 'image', undefined, true],
    ])
    expect(brief(diffDocuments(keyed({ maxN: 1 }), keyed({ maxN: 4 })))).toEqual([['limit-changed', 'POST /services', 'request', 'n maximum', '4', false]])
    expect(brief(diffDocuments(keyed({ form: true }), keyed({ form: true, required: ['name', 'n'] })))).toEqual([
      ['field-became-required', 'POST /services', 'request', 'n', undefined, true],
    ])
    expect(brief(diffDocuments(keyed({ form: true }), keyed()))).toEqual([['media-type-removed', 'POST /services', 'request', 'multipart/form-data', undefined, true]])
    expect(brief(diffDocuments(keyed(), keyed({ form: true })))).toEqual([['media-type-added', 'POST /services', 'request', 'multipart/form-data', undefined, false]])
    expect(brief(diffDocuments(keyed(), keyed({ statuses: ['202', '400', '409'] })))).toEqual([
      ['status-removed', 'POST /services', 'response', '201', undefined, true],
      ['status-added', 'POST /services', 'response', '202', undefined, true],
      ['status-added', 'POST /services', 'response', '409', undefined, false],
    ])
  })
})

describe('what changed between the site\'s versions', () => {
  it('pairs each published version with the one before it', () => {
    expect(versionPairs()).toEqual([
      { version: '1.4', previous: '1.3' },
      { version: '1.5', previous: '1.4' },
    ])
    expect(changesFor('1.4')).toEqual({ version: '1.5', previous: '1.4' })
    expect(changesFor('1.3')).toEqual({ version: '1.4', previous: '1.3' })
  })

  it('lists 1.4 → 1.5: tool calling as a breaking change of POST /openai/chat/completions, the Assistant API added, the pages', async () => {
    const changes = await versionChanges('1.5')
    expect(changes).toMatchObject({ version: '1.5', previous: '1.4', current: true })
    expect(changes.api).toContainEqual({ kind: 'enum-added', breaking: true, op: 'POST /openai/chat/completions', id: 'createChatCompletion', where: 'response', what: 'choices[].finish_reason', value: '"tool_calls"' })
    expect(changes.api).toContainEqual({ kind: 'field-added', breaking: false, op: 'POST /openai/chat/completions', id: 'createChatCompletion', where: 'request', what: 'tools' })
    expect(changes.api).toContainEqual({ kind: 'operation-added', breaking: false, op: 'POST /assistant/{account}/applications', id: 'createAssistantApplication' })
    expect(changes.api).toContainEqual(expect.objectContaining({ kind: 'field-added', op: 'PATCH /accounts/{account}/services/{service}', what: 'autoscaling.scaleToZeroAfterSec' }))
    // The change that makes an on-prem CI key answer 403 after the upgrade.
    expect(changes.api).toContainEqual({ kind: 'security-changed', breaking: true, op: 'POST /accounts/{account}/services', id: 'createService', where: 'request', what: 'key scopes', from: 'manage', to: 'deploy' })
    // 1.4's Training API is the one before v2 (the 1.5.0 post): jobs end in `completed`, and the
    // one-call deployment of a model version, the events and the log are 1.5's (1.5.2 and 1.5.0 posts).
    expect(changes.api).toContainEqual({ kind: 'enum-added', breaking: true, op: 'GET /training/{account}/jobs/{jobId}', id: 'getTrainingJob', where: 'response', what: 'state', value: '"succeeded"' })
    expect(changes.api).toContainEqual({ kind: 'field-required-added', breaking: true, op: 'POST /training/{account}/jobs', id: 'createTrainingJob', where: 'request', what: 'baseModel' })
    expect(changes.api).toContainEqual({ kind: 'operation-added', breaking: false, op: 'POST /training/{account}/model-versions/{versionId}/deploy', id: 'deployModelVersion' })
    expect(changes.api).toContainEqual({ kind: 'operation-added', breaking: false, op: 'GET /training/{account}/jobs/{jobId}/events', id: 'listTrainingJobEvents' })
    // Dataset validation came with 1.5.2: the dataset's `status` is new in 1.5.
    expect(changes.api).toContainEqual({ kind: 'field-added', breaking: false, op: 'GET /training/{account}/datasets/{datasetId}', id: 'getDataset', where: 'response', what: 'status' })
    expect(changes.api).toContainEqual(expect.objectContaining({ kind: 'limit-changed', breaking: false, id: 'createChatCompletion', what: 'n maximum', from: '1', to: '4' }))
    for (const locale of ['ru', 'en'] as const) {
      expect(changes.pages[locale].added).toContainEqual({ after: '/docs/catalog/multi-chat' })
      expect(changes.pages[locale].removed).toEqual([{ before: '/versions/1.4/docs/administer/upgrade' }])
      expect(changes.pages[locale].changed).toContainEqual({ before: '/versions/1.4/api/rest/openai-api', after: '/api/rest/openai-api', sections: expect.objectContaining({ added: expect.arrayContaining([locale === 'ru' ? 'Вызов инструментов' : 'Tool calling']) }) })
    }
  })

  it('says what changed inside a changed page: sections added, removed, rewritten, its introduction and front matter', () => {
    const before = '---\ntitle: A\n---\n\n# A\n\nIntro.\n\n## Keys\n\nUse `manage`.\n\n```bash\n## not a heading\n```\n\n## Old\n\nGone.\n'
    const after = '---\ntitle: A\n---\n\n# A\n\nIntro.\n\n## Keys {#keys}\n\nUse `deploy`.\n\n```bash\n## not a heading\n```\n\n## New\n\nHere.\n'
    expect(sectionChanges(before, after)).toEqual({ added: ['New'], removed: ['Old'], rewritten: ['Keys'], intro: false, frontMatter: false })
    expect(sectionChanges(before, before.replace('title: A', 'title: B').replace('Intro.', 'Other.'))).toEqual({ added: [], removed: [], rewritten: [], intro: true, frontMatter: true })
  })

  it('lists no API changes when the older version has no document (1.3\'s REST reference is prose)', async () => {
    const changes = await versionChanges('1.4')
    expect(changes.api).toBeNull()
    expect(changes.withoutDocument).toBe('1.3')
  })

  it('refuses a version without a previous one, and one that is not published', async () => {
    await expect(versionChanges('1.3')).rejects.toThrow('version 1.3 has no previous version to compare with')
    await expect(versionChanges('2.0')).rejects.toThrow('version 2.0 is not published')
  })

  it('names the snapshot whose document does not validate', async () => {
    const versionsDir = mkdtempSync(path.join(tmpdir(), 'changes-'))
    cpSync(path.resolve('versions/versions.json'), path.join(versionsDir, 'versions.json'))
    mkdirSync(path.join(versionsDir, '1.4', 'openapi'), { recursive: true })
    mkdirSync(path.join(versionsDir, '1.4', 'docs'))
    writeFileSync(path.join(versionsDir, '1.4', 'openapi', 'openapi.yaml'), 'openapi: 3.1.0\ninfo:\n  title: Broken\npaths: {}\n')
    await expect(versionChanges('1.5', { versionsDir, pages: [] })).rejects.toThrow(/1\.4\/openapi\/openapi\.yaml: the OpenAPI document of version 1\.4 does not validate: #\/info must have required property 'version' \(npm run lint:openapi/)
  })
})
