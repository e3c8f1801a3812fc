import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiChangedNotice } from '@/components/blog/api-changed-notice'
import { checkContent } from '@/lib/checks/content-check.mjs'
import { pageErrors } from '@/lib/checks/page-check.mjs'
import { loadDocument } from '@/lib/openapi/document.mjs'
import { codeBlocks } from '@/lib/page/parse.mjs'
import { curlRequests } from '@/lib/samples/curl.mjs'
import { referenceReplay, replayPage } from '@/lib/samples/curl-replay.mjs'
import { hasExpansion, shellCommands, shownText } from '@/lib/shell/commands.mjs'

// Every curl call of a page to the API is replayed against openapi/openapi.yaml as Prism would
// validate it (lib/samples/curl-replay.mjs); the content check and each page's compile report it.
const document = loadDocument()
const api = document.servers[0].url
const key = '-H "Authorization: Bearer $MLP_API_KEY"'
const json = '-H "Content-Type: application/json"'
const service = { name: 'ticket-classifier', image: 'registry.ml.orbita.example/acme/ticket-classifier:1.0.0' }

/** A page of the given blocks (`[lang meta, code]`), its findings and calls as the content check sees them. */
function replay(blocks: [string, string][], context: { frontMatter?: object } = {}) {
  const source = blocks.map(([fence, code]) => `\`\`\`${fence}\n${code}\n\`\`\``).join('\n\n')
  return replayPage(codeBlocks(source), { document, ...context })
}
const messages = (blocks: [string, string][], context = {}) => replay(blocks, context).findings.map((finding: { message: string }) => finding.message)

describe('a shell block read for what the program receives (lib/shell/commands.mjs)', () => {
  type Word = { value: string; expanded: string }
  it('joins continued lines, removes quotes and marks the expansions the sample does not settle', () => {
    const [command] = shellCommands(`curl -X POST "${api}/x" \\\n  -H "Authorization: Bearer $MLP_API_KEY" \\\n  -d '{"a": "$NOT_EXPANDED"}'`)
    expect(command.words.map((word: Word) => shownText(word.expanded))).toEqual(['curl', '-X', 'POST', `${api}/x`, '-H', 'Authorization: Bearer $MLP_API_KEY', '-d', '{"a": "$NOT_EXPANDED"}'])
    expect(command.words.map((word: Word) => hasExpansion(word.expanded))).toEqual([false, false, false, false, false, true, false, false])
  })

  it('uses a value the block assigned, finds commands in $(…) and keeps a here-document', () => {
    const commands = shellCommands(`export BASE="${api}"\ncode=$(curl -s "$BASE/openai/models")\njq . a.json | curl -d @- "$BASE/x"\ncurl -d @- "$BASE/y" <<'EOF'\n{"b": 2}\nEOF`)
    const curls = commands.filter((command: { name: string }) => command.name === 'curl')
    expect(curls.map((command: { words: Word[] }) => command.words.at(-1)?.expanded)).toEqual([`${api}/openai/models`, `${api}/x`, `${api}/y`])
    expect(curls[1].stage).toBe(1)
    expect(curls[2].redirects[0]).toMatchObject({ op: '<<', target: 'EOF', body: '{"b": 2}\n' })
  })
})

describe('what curl sends', () => {
  const none = () => ({ error: 'no file' })
  it('POST with -d, as a form unless the header says otherwise; GET with -G and the data in the query', () => {
    const post = curlRequests(['curl', `${api}/x`, '-d', 'a=1'], none).requests[0]
    expect(post).toMatchObject({ method: 'POST', body: { text: 'a=1' } })
    expect(post.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(curlRequests(['curl', '-G', `${api}/x`, '--data-urlencode', 'from=2025-10-01T00:00:00Z'], none).requests[0]).toMatchObject({ method: 'GET', url: `${api}/x?from=2025-10-01T00%3A00%3A00Z`, body: null })
    const sent = curlRequests(['curl', '-sX', 'PUT', '--json', '{}', `${api}/x`], none).requests[0]
    expect([sent.method, sent.headers.get('content-type'), sent.headers.get('accept')]).toEqual(['PUT', 'application/json', 'application/json'])
  })

  it('names an option curl does not have', () => {
    expect(curlRequests(['curl', '--data={}', `${api}/x`], none).errors[0]).toMatch(/no option --data=\{\}.*next word/)
  })
})

describe('replaying a page against the document', () => {
  it('accepts a call that fits its operation', () => {
    const { calls, findings } = replay([['bash', `curl -X POST "${api}/accounts/acme/services" ${key} ${json} -d '${JSON.stringify(service)}'`]])
    expect(findings).toEqual([])
    expect(calls).toEqual([expect.objectContaining({ operation: 'createService', accepted: true })])
  })

  it('fails an unknown path (404) and a wrong method (405)', () => {
    expect(messages([['bash', `curl "${api}/accounts/acme/no-such-thing" ${key}`]])).toEqual(['curl GET /api/v1/accounts/acme/no-such-thing: no operation of openapi/openapi.yaml has this path (404)'])
    expect(messages([['bash', `curl -X PUT "${api}/accounts/acme/services" ${key}`]])).toEqual(['curl PUT /api/v1/accounts/acme/services: PUT is not a method of /accounts/{account}/services (405): it takes GET, POST'])
  })

  it('fails a body without a required field, and one sent as a form', () => {
    expect(messages([['bash', `curl -X POST "${api}/accounts/acme/services" ${key} ${json} -d '{"name": "ticket-classifier"}'`]])).toEqual([
      "curl POST /api/v1/accounts/acme/services: body must have required property 'image'",
    ])
    expect(messages([['bash', `curl -X POST "${api}/accounts/acme/services" ${key} -d '${JSON.stringify(service)}'`]])[0]).toMatch(/sent as application\/x-www-form-urlencoded.*\(415\).*Content-Type: application\/json/)
  })

  it('fails a call without the key the security scheme asks for', () => {
    expect(messages([['bash', `curl "${api}/accounts/acme/services"`]])).toEqual([
      'curl GET /api/v1/accounts/acme/services: the call sends no key (bearerAuth, 401): add -H "Authorization: Bearer $MLP_API_KEY" (scope deploy or manage)',
    ])
    expect(messages([['bash', `curl "${api}/health"`]])).toEqual([])
  })

  it('fails a query parameter of the wrong type and one the operation does not take', () => {
    expect(messages([['bash', `curl "${api}/accounts/acme/services?limit=ten&sort=name" ${key}`]])).toEqual([
      'curl GET /api/v1/accounts/acme/services?limit=ten&sort=name: query parameter limit "ten" must be integer',
      'curl GET /api/v1/accounts/acme/services?limit=ten&sort=name: listServices has no query parameter sort (it takes project, limit, cursor)',
    ])
    expect(messages([['bash', `curl "${api}/accounts/acme/services?limit=2" ${key}`]])).toEqual([])
  })

  it("passes the Direct API's multi-segment {path}, whose query the service reads", () => {
    const { calls, findings } = replay([['bash', `curl -X POST "${api}/direct/acme/doc-parser/v2/parse/stream?lang=en" ${key} ${json} -d '{"url": "https://files.example/a.pdf"}'`]])
    expect(findings).toEqual([])
    expect(calls[0].operation).toBe('postDirectPath')
  })

  it('lets a variable stand for a valid value, but checks a $ the shell does not expand as written', () => {
    expect(messages([['bash', `curl "${api}/accounts/$ACCOUNT/services/\${SERVICE}" ${key}`]])).toEqual([])
    expect(messages([['bash', `curl -X POST "${api}/accounts/acme/services" ${key} --json "{\\"name\\": \\"$NAME\\", \\"image\\": \\"r/x:1\\"}"`]])).toEqual([])
    expect(messages([['bash', `curl -X POST "${api}/accounts/acme/services" ${key} --json '{"name": "$NAME", "image": "r/x:1"}'`]])[0]).toMatch(/body \/name must match pattern/)
  })

  it('reads -d @file from the block of the page that names it, and fails when there is none', () => {
    const call = `curl -X POST "${api}/accounts/acme/services" ${key} ${json} -d @service.json`
    expect(messages([['bash', call]])).toEqual([
      'curl POST /api/v1/accounts/acme/services: curl reads the body from service.json, which no block of this page shows: add its content as a block named ```json filename="service.json"```',
    ])
    expect(messages([['bash', call], ['json filename="service.json"', JSON.stringify(service)]])).toEqual([])
    expect(messages([['bash', call], ['json filename="service.json"', '{"name": "ticket-classifier"}']])).toEqual([
      "curl POST /api/v1/accounts/acme/services: body must have required property 'image'",
    ])
  })

  it('fails an unmarked JSON block right after a call, and takes a marked one', () => {
    const call = `curl "${api}/accounts/acme/services/ticket-classifier" ${key}`
    const { findings } = replay([['bash', call], ['json', '{"id": "acme/ticket-classifier"}']])
    expect(findings).toEqual([{ line: 5, message: expect.stringContaining('the JSON after the API call of line 1 does not say what it shows: mark it ```json operation=getService response=200```') }])
    expect(messages([['bash', call], ['json schema=Error', '{"error": {"code": "not_found", "message": "No service", "requestId": "req_1"}}']])).toEqual([])
  })

  it('skips a block marked api-changed, but only with the front matter note (which only a post may have)', () => {
    const old = ['bash api-changed', `curl -X POST "${api}/accounts/acme/services" ${key} ${json} -d '{"model": "old"}'`] as [string, string]
    const { calls, findings } = replay([old, ['json', '{"old": true}']], { frontMatter: { api_changed: { version: '1.5', note: 'services take image' } } })
    expect(findings).toEqual([])
    expect(calls[0]).toMatchObject({ changed: true, accepted: false })
    expect(messages([old])[0]).toMatch(/front matter has no api_changed note/)
    expect(messages([['bash api-changed', 'echo no call']])[0]).toMatch(/calls no API: remove the marker/)
  })

  it('shows the note above the post in its language', () => {
    const note = { version: '1.5', note: 'Services are created with image.' }
    expect(renderToStaticMarkup(createElement(ApiChangedNotice, { locale: 'ru', note }))).toBe('<p class="post-api-note" role="note"><strong>С момента публикации API изменился (версия 1.5):</strong> Services are created with image.</p>')
    expect(renderToStaticMarkup(createElement(ApiChangedNotice, { locale: 'en', note }))).toContain('<strong>The API has changed since this post (version 1.5):</strong>')
  })

  it("accepts the curl example the reference writes for every operation", () => {
    const replayed = referenceReplay(document)
    expect(replayed.length).toBeGreaterThan(30)
    expect(replayed.filter(({ findings }: { findings: unknown[] }) => findings.length)).toEqual([])
  })
})

describe('in the page checks and the content check', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it("are errors of the page's compile, with their lines", () => {
    const text = `---\ntitle: X\n---\n\n# X\n\n\`\`\`bash\ncurl -X PUT "${api}/accounts/acme/services" ${key}\n\`\`\`\n`
    const page = { text, blocks: codeBlocks(text) }
    // At the call's line, inside its block.
    expect(pageErrors(page, { document })).toEqual([{ line: 8, message: expect.stringMatching(/^curl PUT .*\(405\)/) }])
    expect(pageErrors(page, { document, examples: false })).toEqual([])
    const note = (value: string) => pageErrors({ text: `---\ntitle: X\napi_changed: ${value}\n---\n\n# X\n`, blocks: [] }, { document })
    expect(note('{ version: "1.5", note: "Services take image." }')).toEqual([])
    expect(note('"1.5"')).toEqual([{ line: 1, message: expect.stringMatching(/^front matter "api_changed" must be \{ version: "1\.5", note/) }])
  })

  it('fail the content check with file and line, and a note on a docs page', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'curl-replay-'))
    dirs.push(root)
    const page = (front: string) => `---\ntitle: X\n${front}---\n\n# X\n\n\`\`\`bash\ncurl -X POST "${api}/accounts/acme/services" ${key} ${json} -d @service.json\n\`\`\`\n`
    for (const file of ['content/docs/x.mdx', 'content/en/docs/x.mdx']) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), page(file.includes('/en/') ? '' : 'api_changed: { version: "1.5", note: "x" }\n'))
    }
    mkdirSync(path.join(root, 'public'))
    const { errors } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), root })
    expect(errors).toContain('content/docs/x.mdx:1 front matter "api_changed" is for blog posts: a docs page shows the current API')
    // The Russian page's front matter is a line longer.
    expect(errors.filter((error: string) => /^content\/(docs\/x\.mdx:9|en\/docs\/x\.mdx:8) curl POST .*service\.json, which no block of this page shows/.test(error))).toHaveLength(2)
  })
})
