import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { facts } from '@/lib/content/facts.mjs'

// The exported pages carry the facts of lib/content/facts.mjs (run after `npm run build`).
const html = (file: string) => readFileSync(path.resolve('out', file), 'utf8')
const text = (file: string) => html(file).replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('facts in the export', () => {
  it('states the version statuses from versions.json in both locales', () => {
    expect(text('docs.html')).toContain(`поддержка версии ${facts.versions.unmaintained} завершилась ${facts.versions.unmaintained_eol.ru}`)
    expect(text('en/docs.html')).toContain(`support for version ${facts.versions.unmaintained} ended on ${facts.versions.unmaintained_eol.en}`)
    expect(text('api.html')).not.toMatch(/LTS-версии 1\.4 и 1\.3/)
  })

  it('writes one request-ID format and one set of LLM defaults', () => {
    expect(text('en/docs/administer/request-flow.html')).toContain(`for example ${facts.request_id.example}`)
    for (const file of ['en/api/task-types/gpt.html', 'en/api/rest/openai-api.html']) {
      expect(text(file), file).toContain(String(facts.llm.max_tokens))
      expect(text(file), file).toContain(String(facts.llm.temperature))
    }
    expect(text('en/api/rest/openai-api.html')).toContain('reasoning_effort')
    expect(text('en/api/rest/openai-api.html')).toContain('reasoning_content')
    expect(text('api/task-types/gpt.html')).toContain('image_url')
  })

  it('gives the same body limit for every API', () => {
    for (const file of ['api/rest/direct-api.html', 'en/api/rest/direct-api.html']) expect(text(file), file).not.toMatch(/32 (MB|МБ)/)
    expect(text('en/docs/reference/service-settings.html')).toContain(`The default is ${facts.payload.default_mb} MB`)
  })

  it('links every page that needs a permission to the one table of roles and scopes, at its anchor in both locales', () => {
    for (const file of ['docs/upload-image.html', 'api/rest/services.html', 'api/rest/deployments.html', 'api/rest/resource-groups.html', 'api/access/key.html']) {
      expect(html(file), file).toContain('href="/docs/account/users#roles"')
      expect(html(`en/${file}`), file).toContain('href="/en/docs/account/users#roles"')
    }
    expect(html('docs/account/users.html')).toContain('id="roles"')
    expect(html('en/docs/upload-image.html')).toContain('href="/en/docs/account/users#a-key-for-ci"')
  })
})
