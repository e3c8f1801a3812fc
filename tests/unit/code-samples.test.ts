import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { CodeGroup } from '@/components/docs/code-group'
import { ruffFindings } from '@/lib/checks/ruff.mjs'
import { pageErrors } from '@/lib/checks/page-check.mjs'
import { codeBlocks } from '@/lib/page/parse.mjs'
import { loadDocument, operationById } from '@/lib/openapi/document.mjs'
import { markdownTwin } from '@/lib/markdown/twin.mjs'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { operationSamples, withCodeSamples } from '@/lib/samples/generate.mjs'
import { javascriptProgram, javascriptRequest, pythonRequest, referenceSampleCheck, sampleFindings } from '@/lib/samples/sample-check.mjs'

// The REST reference's request in curl, Python (requests) and JavaScript (fetch), written from one
// request model (lib/samples/generate.mjs) and checked as written (lib/samples/sample-check.mjs).
const document = loadDocument()
const api = document.servers[0].url
const samplesOf = (id: string) => operationSamples(document, operationById(document, id))
type Read = { method: string; url: string; headers: Map<string, string>; body: { text: string; form: object[] } }
const read = (id: string) => {
  const samples = samplesOf(id)
  const python = pythonRequest(samples.python) as unknown as Read
  const javascript = javascriptRequest(javascriptProgram(samples.javascript).program) as unknown as Read
  return { samples, python, javascript }
}

describe('the generated samples', () => {
  it('send a JSON operation its example body, the key from the environment, and read errors', () => {
    const { samples, python, javascript } = read('createService')
    expect(samples.python).toContain('import requests')
    expect(samples.python).toContain(`"Authorization": f"Bearer {os.environ['MLP_API_KEY']}"`)
    expect(samples.python).toMatch(/json=\{\n {8}"name": "ticket-classifier"/)
    expect(samples.python).toContain('if not response.ok:')
    expect(samples.javascript).toContain('Authorization: `Bearer ${process.env.MLP_API_KEY}`')
    expect(samples.javascript).toContain('body: JSON.stringify({')
    expect(samples.javascript).toContain('if (!response.ok) {')
    for (const request of [python, javascript]) {
      expect(request).toMatchObject({ method: 'POST', url: `${api}/accounts/acme/services` })
      expect(request.headers.get('authorization')).toBe('Bearer $MLP_API_KEY')
      expect(request.headers.get('content-type')).toBe('application/json')
      expect(JSON.parse(request.body.text)).toMatchObject({ name: 'ticket-classifier' })
    }
  })

  it("comment in the page's language", () => {
    const entry = operationById(document, 'uploadDataset')
    const ru = operationSamples(document, entry, dictionaries.ru.api.sampleNotes)
    expect(ru.python).toContain('# Ошибка приходит как {"error"')
    expect(ru.javascript).toContain('// В браузере вместо openAsBlob')
    expect(samplesOf('uploadDataset').javascript).toContain('// In a browser: the File of an <input type="file">')
  })

  it('upload a multipart file as a file, named, with the other fields beside it', () => {
    const { samples, python, javascript } = read('uploadDataset')
    expect(samples.curl).toContain('-F "file=@support-dialogs-2025-10.jsonl"')
    expect(samples.python).toContain('with open("support-dialogs-2025-10.jsonl", "rb") as file:')
    expect(samples.python).toContain('files={"file": file}')
    expect(samples.javascript).toContain('form.append("file", await openAsBlob("support-dialogs-2025-10.jsonl"), "support-dialogs-2025-10.jsonl")')
    for (const request of [python, javascript]) {
      expect(request.headers.get('content-type')).toBe('multipart/form-data')
      expect(request.body.form).toContainEqual({ name: 'file', value: 'support-dialogs-2025-10.jsonl', file: true })
      expect(request.body.form).toContainEqual({ name: 'purpose', value: 'train' })
    }
  })

  it('stream a streaming operation', () => {
    const { samples, python, javascript } = read('createChatCompletion')
    expect(samples.curl).toMatch(/^curl -N -X POST/)
    expect(samples.python).toContain('stream=True')
    expect(samples.python).toContain('response.iter_lines(decode_unicode=True)')
    expect(samples.javascript).toContain('response.body.pipeThrough(new TextDecoderStream()).getReader()')
    for (const request of [python, javascript]) {
      expect(request.headers.get('accept')).toBe('text/event-stream')
      expect(JSON.parse(request.body.text).stream).toBe(true)
    }
    // One without a body asks for the stream by its Accept header alone.
    expect(samplesOf('listTrainingJobEvents').python).toContain('"Accept": "text/event-stream"')
  })

  it('pass every check for every operation, each language counted', () => {
    const { errors, counts } = referenceSampleCheck(document)
    expect(errors).toEqual([])
    // Each operation as each locale's pages show it.
    expect(counts.python).toBeGreaterThan(80)
    expect(counts).toEqual({ curl: counts.python, python: counts.python, javascript: counts.python })
  })

  it('reach the published document as x-codeSamples, labelled', () => {
    const operation = withCodeSamples(document).paths['/accounts/{account}/services'].post
    expect(operation['x-codeSamples'].map((sample: { label: string }) => sample.label)).toEqual(['curl', 'Python', 'JavaScript'])
    expect(document.paths['/accounts/{account}/services'].post['x-codeSamples']).toBeUndefined()
  })
})

describe('a broken generator output', () => {
  const entry = operationById(document, 'createService')
  const samples = samplesOf('createService')
  const broken = (changes: Partial<typeof samples>) => sampleFindings(document, entry, { ...samples, ...changes })

  it('fails the check, naming the language and what the API would answer', () => {
    expect(broken({ python: samples.python.replace('"Authorization"', '"X-Auth"') })).toContainEqual({ language: 'python', message: expect.stringMatching(/sends no key/) })
    expect(broken({ python: samples.python.replace('requests.post(', 'requests.put(') })).toContainEqual({ language: 'python', message: expect.stringMatching(/PUT is not a method .*\(405\)/) })
    expect(broken({ javascript: samples.javascript.replace('"name"', '"nmae"') })).toContainEqual({ language: 'javascript', message: expect.stringMatching(/additional properties: "nmae"/) })
    expect(broken({ javascript: samples.javascript.replace('console.log', 'consol.log') })).toEqual([{ language: 'javascript', message: 'consol is not defined (line 21)' }])
    expect(broken({ javascript: samples.javascript.replace('if (!response.ok) {', 'if (!response.ok {') })[0].message).toMatch(/^does not parse/)
    expect(broken({ python: samples.python.replace('requests.post', 'requests_post') })).toEqual([{ language: 'python', message: 'the request cannot be read: no requests.<method>(…) call' }])
  })

  it('fails Ruff when the Python does not resolve', () => {
    expect(ruffFindings([samples.python.replace('import os\n', '')]).map((finding: { code: string }) => finding.code)).toContain('F821')
  })

  it('stops the content check with the operation and the language', () => {
    const copy = structuredClone(document)
    // A path parameter's example the schema refuses: every language sends it, every language fails.
    copy.components.parameters.Account.example = 'ACME!'
    const { errors } = referenceSampleCheck(copy)
    for (const language of ['curl', 'python', 'javascript']) {
      expect(errors.some((error: string) => error.startsWith('openapi/openapi.yaml createService: ') && error.includes(`the reference's ${language} sample: `) && error.includes('ACME!'))).toBe(true)
    }
  })
})

describe('the code group', () => {
  const pre = (language: string, text: string) => createElement('pre', { 'data-language': language }, text)

  it('is a tab list with a panel per language, curl first and selected, the others reachable without JavaScript', () => {
    const html = renderToStaticMarkup(createElement(CodeGroup, { label: 'Sample language' }, pre('python', 'py'), createElement('p', null, 'note'), pre('bash', 'curl')))
    expect(html).toMatch(/^<div class="code-group" data-code-group="" data-languages="curl python"><div class="code-group__tabs" role="tablist" aria-label="Sample language">/)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true" tabindex="0" data-language="curl"/)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false" tabindex="-1" data-language="python"/)
    // The note after the Python block is in the Python panel; each panel is named for a page without JavaScript.
    expect(html).toContain('data-language="python"><p class="code-group__label">Python</p><pre data-language="python">py</pre><p>note</p></div>')
  })

  it("checks a writer's JavaScript block as the reference's: it parses and its names resolve", () => {
    const text = '---\ntitle: T\n---\n\n# T\n\n<CodeGroup>\n\n```js\nconst r = await fetch(url)\nconsole.log(await r.json())\n```\n\n```js\nconst x = {\n```\n\n</CodeGroup>\n'
    const messages = pageErrors({ text, blocks: codeBlocks(text) }, { document }).map((finding: { line: number; message: string }) => `${finding.line} ${finding.message}`)
    expect(messages).toEqual(['9 js block: url is not defined (line 1)', expect.stringMatching(/^14 js block: does not parse: Unexpected token/)])
  })

  it('is written in the twin as each sample under its language', () => {
    const twin = markdownTwin({ source: '---\ntitle: T\n---\n\n# T\n\n<CodeGroup>\n\n```bash\ncurl -s https://example.org\n```\n\n```python\nprint(1)\n```\n\n</CodeGroup>\n', file: 'content/docs/t.mdx', locale: 'en', route: '/docs/t' })
    expect(twin).toContain('**curl**\n\n```bash\ncurl -s https://example.org\n```\n\n**Python**\n\n```python\nprint(1)\n```')
  })
})
