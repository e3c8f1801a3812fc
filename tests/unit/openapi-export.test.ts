import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDocument, operationAnchor, operations, pageOfTag } from '@/lib/openapi/document.mjs'
import { withCodeSamples } from '@/lib/samples/generate.mjs'

// The REST reference in the export (run after `npm run build`): every operation of the document is
// rendered on its tag's page, in both locales, and the document itself is downloadable.
const out = path.resolve('out')
const html = (route: string) => readFileSync(path.join(out, `${route}.html`), 'utf8')
const document = loadDocument()

describe('the REST reference in the export', () => {
  it('renders every operation on its page in both locales, with its anchor, method and path', () => {
    for (const entry of operations(document)) {
      const page = pageOfTag(document, entry.tag)
      for (const route of [page, `/en${page}`]) {
        const text = html(route)
        expect(text, `${entry.id} on ${route}`).toContain(`id="${operationAnchor(entry.id)}"`)
        expect(text, `${entry.id} on ${route}`).toContain(`<code>${entry.path}</code>`)
        expect(text, `${entry.id} on ${route}`).toContain(entry.id)
      }
    }
  })

  it('writes the Russian reference in Russian and the English one in English', () => {
    const ru = html('/api/rest/services')
    const en = html('/en/api/rest/services')
    expect(ru).toContain('Область ключа')
    expect(ru).not.toContain('Key scope')
    expect(en).toContain('Key scope')
    expect(ru).toContain(`>${document.paths['/accounts/{account}/services'].post.operationId}<`)
  })

  it('serves the document as /api/openapi.json and /api/openapi.yaml, variables substituted', () => {
    const json = JSON.parse(readFileSync(path.join(out, 'api/openapi.json'), 'utf8'))
    // The JSON with each operation's request samples (lib/samples/generate.mjs); the YAML as written.
    expect(json).toEqual(withCodeSamples(document))
    expect(json.openapi).toBe('3.1.0')
    const yaml = readFileSync(path.join(out, 'api/openapi.yaml'), 'utf8')
    expect(yaml).toContain('openapi: 3.1.0')
    expect(yaml).not.toMatch(/%[a-z_.]+%/)
    expect(existsSync(path.join(out, 'en/api/openapi.json'))).toBe(false)
  })

  it('links the download from the REST overview in both locales', () => {
    for (const route of ['/api/rest', '/en/api/rest']) expect(html(route)).toContain('href="/api/openapi.json"')
  })
})
