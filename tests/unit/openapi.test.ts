import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent, checkDocument } from '@/lib/checks/content-check.mjs'
import { jsonErrors, scriptErrors } from '@/lib/checks/code-check.mjs'
import { facts } from '@/lib/content/facts.mjs'
import { documentFilesFor, loadDocument, matchOperation, operationAnchor, operations, pageOfTag, rawDocument } from '@/lib/openapi/document.mjs'
import { documentExampleErrors, markedExampleErrors, validateExample, validateSchemaExample } from '@/lib/openapi/examples.mjs'
import { codeBlocks } from '@/lib/page/parse.mjs'
import { documentTexts, localizeDocument, readTranslations, translationGaps } from '@/lib/openapi/i18n.mjs'
import { blocks, inline } from '@/lib/openapi/mdast.mjs'
import remarkApi from '@/lib/openapi/remark-api.mjs'
import { operationRecords, resourcePath } from '@/lib/openapi/search-records.mjs'
import { locales } from '@/lib/i18n/locales'

const document = loadDocument()
const api = document.servers[0].url

describe('the OpenAPI document', () => {
  it('has an operationId, one tag with a page, a summary and scopes for every operation', () => {
    const ids = new Set<string>()
    for (const entry of operations(document)) {
      expect(entry.id, `${entry.method} ${entry.path}`).toMatch(/^[a-z][A-Za-z0-9]+$/)
      expect(ids.has(entry.id), entry.id).toBe(false)
      ids.add(entry.id)
      expect(pageOfTag(document, entry.tag), entry.id).toMatch(/^\/(api|docs)\//)
      expect(entry.operation.summary, entry.id).toBeTruthy()
      expect(entry.operation.security ?? document.security, entry.id).toBeDefined()
    }
    expect(ids.size).toBeGreaterThan(30)
  })

  it('validates its own examples against its schemas', () => {
    expect(documentExampleErrors(document)).toEqual([])
  })

  it('is where the platform facts read their limits', () => {
    const raw = rawDocument()
    const text = JSON.stringify(raw)
    expect(text).toContain(`"maximum":${facts.llm.n_max}`)
    expect(text).toContain(`"default":${facts.llm.max_tokens}`)
    expect(text).toContain(`"default":${facts.payload.default_mb}`)
  })

  it('lists one error code table with 502 upstream_error and no param field', () => {
    const codes = document.components.schemas.ErrorCode.oneOf.map((option: { const: string; 'x-status': number }) => `${option['x-status']} ${option.const}`)
    expect(codes).toContain('502 upstream_error')
    expect(JSON.stringify(document.components.schemas.Error)).not.toContain('"param"')
  })
})

describe('matching a request to its operation', () => {
  it('takes the literal path over a template, and a greedy parameter over many segments', () => {
    expect(matchOperation(document, 'POST', `${api}/accounts/acme/services`)?.id).toBe('createService')
    expect(matchOperation(document, 'GET', `${api}/accounts/acme/services/ticket-classifier?watch=1`)?.id).toBe('getService')
    expect(matchOperation(document, 'DELETE', '/api/v1/accounts/acme/services/ticket-classifier')?.id).toBe('deleteService')
    expect(matchOperation(document, 'PUT', `${api}/accounts/acme/services`)).toBeNull()
    expect(matchOperation(document, 'POST', `${api}/no/such/path`)).toBeNull()
    const direct = matchOperation(document, 'POST', `${api}/direct/acme/doc-parser/v2/parse/stream`)
    expect(direct?.tag).toBe('Direct')
  })

})

describe('examples on pages', () => {
  const good = { name: 'ticket-classifier', image: 'registry.example/acme/ticket-classifier:1.0.0' }
  it('passes an example that fits the schema, and names the field of one that does not', () => {
    expect(validateExample(document, 'createService', 'request', null, good)).toEqual([])
    const errors = validateExample(document, 'createService', 'request', null, { ...good, minInstances: 'one' })
    expect(errors.join('\n')).toMatch(/minInstances/)
    expect(validateExample(document, 'noSuchOperation', 'request', null, {})[0]).toMatch(/no operation "noSuchOperation"/)
    expect(validateExample(document, 'createService', 'response', '299', {})[0]).toMatch(/no 299 response/)
  })

  it('reports a marked block that breaks its schema, with its line (curl calls: tests/unit/curl-replay.test.ts)', () => {
    const source = ['# Page', '', '```json operation=createService request', JSON.stringify({ ...good, maxInstances: 'many' }), '```', '', '```json schema=Service', '{"id": 1}', '```'].join('\n')
    const findings = markedExampleErrors(document, codeBlocks(source))
    expect(findings[0]).toMatchObject({ line: 3 })
    expect(findings[0].message).toMatch(/request example of createService: \/maxInstances must be integer/)
    expect(findings.slice(1).every((finding: { line: number }) => finding.line === 7)).toBe(true)
    expect(findings.map((finding: { message: string }) => finding.message)).toContain('example of schema Service: /id must be string')
  })

  it('validates a schema= block against its component, and names an unknown one', () => {
    expect(validateSchemaExample(document, 'ServiceCreate', good)).toEqual([])
    expect(validateSchemaExample(document, 'ServiceCreate', { name: good.name }).join('\n')).toMatch(/required property 'image'/)
    expect(validateSchemaExample(document, 'NoSuchSchema', {})[0]).toMatch(/no schema "NoSuchSchema"/)
  })

  it('fails the content check with file and line (npm test stops there)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'openapi-content-'))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const body = '```json operation=createService response=201\n{"id": 42}\n```\n'
    write('content/api/x.mdx', `---\ntitle: X\n---\n\n# X\n\n${body}`)
    write('content/en/api/x.mdx', `---\ntitle: X\n---\n\n# X\n\n${body}`)
    mkdirSync(path.join(root, 'public'))
    const { errors } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), root })
    expect(errors.some((error: string) => /^content\/api\/x\.mdx:7 201 response example of createService: /.test(error))).toBe(true)
  })

  it('checks that JSON parses, Python compiles and shell passes shellcheck', () => {
    expect(jsonErrors(codeBlocks('```json\n{"a": 1,}\n```'))[0]).toMatchObject({ line: 1 })
    expect(jsonErrors(codeBlocks('```json\n{\n  // highlight-next-line\n  "a": 1\n}\n```'))).toEqual([])
    expect(jsonErrors(codeBlocks('```jsonl\n{"a": 1}\n{"b": 2\n```'))).toHaveLength(1)
    const findings = scriptErrors([{ file: 'p.mdx', blocks: codeBlocks('```python\ndef f(:\n  pass\n```\n\n```bash\nif true; then\n```\n\n```python\nprint("ok")\n```') }]).errors
    expect(findings.filter((finding: string) => finding.includes('python'))).toEqual([expect.stringMatching(/^p\.mdx:2 python block does not parse: /)])
    expect(findings.join('\n')).toMatch(/p\.mdx:7 bash block: Couldn't parse this then clause.* \(SC1073, /)
  })

  it('reads code blocks as the reader copies them', () => {
    expect(codeBlocks('text\n```json operation=x response=200\n{}\n```')).toEqual([{ lang: 'json', meta: 'operation=x response=200', code: '{}', line: 2 }])
  })
})

describe('translations', () => {
  const ru = readTranslations('ru') as Record<string, string>

  it('has a Russian text for every text of the document, and none left over', () => {
    expect(checkDocument()).toEqual([])
    expect(documentTexts(document).length).toBeGreaterThan(300)
  })

  it('fails naming the key when one Russian description is missing', () => {
    const [first] = documentTexts(document)
    const partial = { ...ru }
    delete partial[first.key]
    expect(translationGaps(document, partial).missing.map((entry: { key: string }) => entry.key)).toEqual([first.key])
    expect(checkDocument(document, { ru: partial })[0]).toContain(`openapi/ru.yaml has no translation for "${first.key}"`)
  })

  it('gives readable keys: operation, parameter, response, schema field, error code', () => {
    const keys = new Set(documentTexts(document).map((entry: { key: string }) => entry.key))
    for (const key of ['createService.summary', 'createService', 'getService.parameters.service', 'schemas.ErrorCode.upstream_error', 'tags.Services.x-displayName', 'parameters.Limit']) expect(keys.has(key), key).toBe(true)
  })

  it('renders the Russian document in Russian', () => {
    const localized = localizeDocument(document, 'ru')
    const create = operations(localized).find((entry: { id: string }) => entry.id === 'createService')
    expect(create?.operation.summary).toMatch(/[а-я]/)
    expect(localizeDocument(document, 'en')).toBe(document)
  })
})

type Node = { type: string; depth?: number; name?: string; data?: { hProperties?: { id?: string } }; children?: Node[]; value?: string }
const element = (name: string, attributes: Record<string, string>): Node & { attributes: unknown[] } => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
  children: [],
})
type Plugin = (page: { locale: 'ru' | 'en'; version: string | null }) => (tree: unknown, file: unknown) => void
const render = (children: Node[], locale: 'ru' | 'en') => {
  const tree = { type: 'root', children }
  ;(remarkApi as Plugin)({ locale, version: null })(tree, { path: `/site/content/${locale === 'en' ? 'en/' : ''}api/rest/services.mdx` })
  return tree.children
}
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('')

describe('the reference written into pages', () => {
  it('writes a heading with the operation anchor and a frame per operation of a tag, in the page language', () => {
    const services = operations(document).filter((entry: { tag: string }) => entry.tag === 'Services')
    for (const locale of locales) {
      const nodes = render([element('ApiOperations', { tag: 'Services' })], locale)
      const headings = nodes.filter((node) => node.type === 'heading')
      expect(headings.map((node) => node.data?.hProperties?.id)).toEqual(services.map((entry: { id: string }) => operationAnchor(entry.id)))
      const frames = nodes.filter((node) => node.name === 'ApiOperation')
      expect(frames).toHaveLength(services.length)
      const all = nodes.map(textOf).join('\n')
      expect(all).toContain(locale === 'ru' ? 'Область ключа' : 'Key scope')
      expect(all).toContain('deploy')
    }
    expect(operationAnchor('createService')).toBe('create-service')
  })

  it('links an operation to the schema the page documents, under its heading', () => {
    const nodes = render([{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'The service object' }] }, element('ApiSchema', { name: 'Service' }), element('ApiOperation', { id: 'getService' })], 'en')
    expect(nodes[0].data?.hProperties?.id).toBe('schema-service')
    expect(nodes.map(textOf).join('\n')).toContain('The Service object')
  })

  it('renders a snapshot page from the document frozen with it, and fails without one', () => {
    expect(documentFilesFor('1.6').document).toBe(path.resolve('versions/1.6/openapi/openapi.yaml'))
    expect(documentFilesFor(null).document).toBe(path.resolve('openapi/openapi.yaml'))
    const tree = { type: 'root', children: [element('ApiOperations', { tag: 'Services' })] }
    expect(() => (remarkApi as Plugin)({ locale: 'en', version: '9.9' })(tree, { path: '/site/content/en/versions/9.9/api/rest/services.mdx' })).toThrow(/versions\/9\.9\/openapi\/openapi\.yaml \(npm run version:cut copies it\)/)
  })

  it('takes the locale and version from the content manifest, never from the path', () => {
    // A current Russian page under a folder named en/ and versions/1.4/ stays Russian and current.
    const tree = { type: 'root', children: [element('ApiOperations', { tag: 'Services' })] }
    ;(remarkApi as Plugin)({ locale: 'ru', version: null })(tree, { path: '/srv/en/versions/1.4/site/content/api/rest/services.mdx' })
    expect(tree.children.map(textOf).join('\n')).toContain('Область ключа')
    expect(() => (remarkApi as unknown as () => unknown)()).toThrow(/remarkApi needs the page's \{ locale, version \} from the content manifest/)
  })

  it('writes an enumeration value by value, with what its events carry, in the page language', () => {
    const [ru] = render([element('ApiEnum', { name: 'AuditAction' })], 'ru')
    const [en] = render([element('ApiEnum', { name: 'AuditAction' })], 'en')
    const values = document.components.schemas.AuditAction.oneOf.length
    expect(ru.children).toHaveLength(values + 1)
    expect(textOf(ru.children![0])).toContain('Что в details')
    expect(textOf(en.children![1])).toBe('keys.createAn access key was issued.key name, scopes, expiry')
    expect(() => render([element('ApiEnum', { name: 'Service' })], 'en')).toThrow(/no schema "Service" listing its values as oneOf const/)
  })

  // Each text is parsed once per process (lib/openapi/mdast.mjs); later steps change the nodes they
  // are given (smart quotes, non-breaking spaces), so every page must get its own.
  it('gives each caller its own nodes of a text parsed once', () => {
    const first = inline('The `name` of the service')
    expect(first.map((node: { type: string }) => node.type)).toEqual(['text', 'inlineCode', 'text'])
    ;(first[0] as { value: string }).value = 'Changed by a later step'
    expect(inline('The `name` of the service')).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'The ' })]))
    expect(blocks('One.\n\n- two')).not.toBe(blocks('One.\n\n- two'))
    expect(blocks('One.\n\n- two').map((node: { type: string }) => node.type)).toEqual(['paragraph', 'list'])
  })

  it('stops the build naming the file and line of an unknown operation or tag', () => {
    const unknown = { ...element('ApiOperation', { id: 'noSuch' }), position: { start: { line: 12 } } }
    expect(() => render([unknown], 'en')).toThrow(/services\.mdx:12 openapi: no operation "noSuch"/)
    expect(() => render([element('ApiOperations', { tag: 'Nope' })], 'en')).toThrow(/no operation of openapi\/openapi.yaml has this tag/)
  })
})

describe('operations as search records', () => {
  it('abbreviates a path as readers type it', () => {
    expect(resourcePath('/accounts/{account}/services')).toBe('/services')
    expect(resourcePath('/accounts/{account}/services/{service}/stop')).toBe('/services/stop')
    expect(resourcePath('/training/{account}/jobs/{jobId}')).toBe('/training/jobs')
    expect(resourcePath('/health')).toBe('/health')
  })

  it('makes one record per operation of a listed page in each locale, landing on its section', () => {
    const records = operationRecords(document)
    const listed = operations(document).filter((entry: { tag: string }) => pageOfTag(document, entry.tag) !== '/docs/guides/early-access')
    expect(records).toHaveLength(listed.length * 2)
    const create = records.filter((record: { url: string }) => record.url.endsWith('/api/rest/services#create-service'))
    expect(create.map((record: { url: string }) => record.url)).toEqual(['/api/rest/services#create-service', '/en/api/rest/services#create-service'])
    expect(create[0].content).toContain('<html lang="ru">')
    expect(create[0].content).toContain('POST /services')
    expect(create[1].content).toContain('createService')
    expect(create[1].content).toContain('docs_tag[content]" content="api-current"')
    // Unlisted pages stay out of search, and so do their operations.
    expect(records.some((record: { url: string }) => record.url.includes('early-access'))).toBe(false)
  })
})
