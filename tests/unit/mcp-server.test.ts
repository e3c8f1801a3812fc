import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve } from '@/bench/lib/serve.mjs'
import { freePort } from '@/deploy/local-nginx.mjs'
import { site, variables } from '@/site.config.mjs'

// The MCP server (mcp/server.mjs) over stdio with the SDK's own client: against the export in out/
// (`--dir out`, run after `npm run build`), and against `npm start` serving it (`--url`).
const out = path.resolve('out')
const siteUrl = site.url.replace(/\/$/, '')
const queries = JSON.parse(readFileSync(path.resolve('bench/search-quality-queries.json'), 'utf8')) as Record<'ru' | 'en', { kind: string; q: string; expect: string[] }[]>
const currentVersion = (JSON.parse(readFileSync(path.resolve('versions/versions.json'), 'utf8')) as { version: string; status: string }[]).find((row) => row.status === 'current')!.version
type Answer = { isError?: boolean; content: { type: string; text: string }[] }

async function connect(args: string[]) {
  const client = new Client({ name: 'mcp-server-test', version: '1.0.0' })
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.resolve('mcp/server.mjs'), ...args], stderr: 'ignore' }))
  const call = async (name: string, args: Record<string, unknown>) => {
    const answer = (await client.callTool({ name, arguments: args })) as Answer
    return { error: answer.isError === true, text: answer.content.map((part) => part.text).join('\n') }
  }
  return { client, call }
}

/** The pages of a search answer, locale-free (the query file's routes), in order. */
const resultPages = (text: string) =>
  [...text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((match) => new URL(match[1]).pathname.replace(/^\/en(?=\/|$)/, '') || '/')

function suite(label: string, args: () => string[]) {
  describe(`the MCP server, ${label}`, () => {
    let session: Awaited<ReturnType<typeof connect>>
    beforeAll(async () => {
      session = await connect(args())
    })
    afterAll(() => session?.client.close())

    it('lists its four tools, each with a description and an input schema', async () => {
      const { tools } = await session.client.listTools()
      expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api_operation', 'list_versions', 'read_page', 'search_docs'])
      for (const tool of tools) {
        expect(tool.description!.length).toBeGreaterThan(60)
        expect(Object.keys(tool.inputSchema.properties ?? {}).length).toBeGreaterThan(0)
      }
    })

    it.each(['ru', 'en'] as const)('finds the right pages for the search-quality queries (%s): the site\'s targets, first ≥ 90 %, top 5 ≥ 97 %, nonsense → nothing', async (locale) => {
      let first = 0
      let top5 = 0
      const real = queries[locale].filter((query) => query.kind !== 'nonsense')
      for (const query of queries[locale]) {
        const { error, text } = await session.call('search_docs', { query: query.q, language: locale, limit: 5 })
        expect(error, query.q).toBe(false)
        const pages = resultPages(text)
        if (query.kind === 'nonsense') {
          expect(pages, query.q).toEqual([])
          continue
        }
        if (query.expect.includes(pages[0])) first++
        if (pages.some((page) => query.expect.includes(page))) top5++
      }
      expect(first / real.length).toBeGreaterThanOrEqual(0.9)
      expect(top5 / real.length).toBeGreaterThanOrEqual(0.97)
    }, 60_000)

    it('answers with the title, the section, its URL and a snippet; by version and by set', async () => {
      const { text } = await session.call('search_docs', { query: 'автомасштабированию', limit: 3 })
      expect(text).toMatch(/^1\. Автомасштабирование/)
      expect(text).toContain(`${siteUrl}/docs/`)
      const english = await session.call('search_docs', { query: 'resource gruops', language: 'en', set: 'docs', limit: 3 })
      expect(resultPages(english.text)[0]).toBe('/docs/resources/resource-groups')
      expect(english.text).toContain(`${siteUrl}/en/docs/resources/resource-groups`)
      const current = await session.call('search_docs', { query: 'автомасштабирование', version: currentVersion, limit: 3 })
      expect(resultPages(current.text)[0]).toMatch(/^\/docs\//)
      const lts = await session.call('search_docs', { query: 'автомасштабирование', version: '1.4', limit: 3 })
      expect(resultPages(lts.text).every((page) => page.startsWith('/versions/1.4/'))).toBe(true)
      const api = await session.call('search_docs', { query: 'ключи доступа', set: 'api', limit: 5 })
      expect(resultPages(api.text)[0]).toBe('/api/access/key')
      expect(resultPages(api.text).every((page) => /^\/api(\/|$)/.test(page))).toBe(true)
    })

    it('answers a question written as a sentence, with words the docs never use, in the language of the question', async () => {
      const english = await session.call('search_docs', { query: 'How do I rotate an access key without downtime?', limit: 5 })
      expect(resultPages(english.text).slice(0, 3)).toContain('/api/access/key')
      expect(english.text).toContain(`${siteUrl}/en/api/access/key`)
      expect(english.text).toMatch(/Searched the English documentation \(en, the question's language; pass language to choose\)\.$/)
      const russian = await session.call('search_docs', { query: 'Как сменить ключ доступа, чтобы сервис не простаивал?', limit: 5 })
      expect(resultPages(russian.text).slice(0, 3)).toContain('/api/access/key')
      expect(russian.text).toMatch(/Searched the Russian documentation \(ru, the question's language/)
      // An explicit language wins.
      const given = await session.call('search_docs', { query: 'How do I rotate an access key?', language: 'ru', limit: 5 })
      expect(given.text).toMatch(/the Russian documentation \(ru\)/)
      expect(given.text).not.toContain(`${siteUrl}/en/`)
    })

    it('reads a page, and one section of it by its anchor, in both languages', async () => {
      const page = await session.call('read_page', { page: '/docs/account/users' })
      expect(page.text).toMatch(/^---\ntitle: Пользователи\n/)
      expect(page.text).toContain('## Роли')
      const section = await session.call('read_page', { page: '/docs/account/users', section: 'roles' })
      expect(section.text).toMatch(/^## Роли\n/)
      expect(section.text).not.toContain('## Приглашение пользователей')
      const english = await session.call('read_page', { page: `${siteUrl}/en/docs/account/users#roles` })
      expect(english.text).toMatch(/^## Roles\n/)
      const byLanguage = await session.call('read_page', { page: 'docs/client.md', language: 'en' })
      expect(byLanguage.text).toMatch(/^---\ntitle: mlp command-line client\n/)
    })

    it('cuts a long page at its limit and says how to read on', async () => {
      const first = await session.call('read_page', { page: '/api/rest/services' })
      const next = /"offset": (\d+)/.exec(first.text)
      expect(first.text).toMatch(/\[Cut at 30,000 characters: 0–\d+ of \d+/)
      expect(first.text.length).toBeLessThan(33_000)
      const rest = await session.call('read_page', { page: '/api/rest/services', offset: Number(next![1]) })
      expect(rest.error).toBe(false)
      expect(rest.text.length).toBeGreaterThan(100)
    })

    it('gives an operation by its id and by METHOD /path, $refs resolved, in both languages', async () => {
      const byId = JSON.parse((await session.call('get_api_operation', { operation: 'createService' })).text)
      expect(byId).toMatchObject({ operationId: 'createService', method: 'POST', path: '/accounts/{account}/services', summary: 'Создать сервис' })
      expect(byId.scopes).toEqual([['deploy']])
      expect(byId.documentation).toBe(`${siteUrl}/api/rest/services#create-service`)
      // A $ref is left only where the same schema was resolved above in the answer.
      const json = JSON.stringify(byId)
      expect(json.match(/"\$ref":/g)!.length).toBe(json.match(/"\$ref":"[^"]+","resolved":"above"/g)!.length)
      expect(byId.requestBody.content['application/json'].schema.properties.name).toBeTruthy()
      expect(Object.keys(byId.errors)).toContain('409')
      // The request as the site shows it, in each language, labelled (lib/samples/generate.mjs).
      expect(byId['x-codeSamples'].map((sample: { label: string }) => sample.label)).toEqual(['curl', 'Python', 'JavaScript'])
      expect(byId['x-codeSamples'][1].source).toContain('requests.post(')
      expect(byId['x-codeSamples'][2].source).toContain('await fetch(')
      const byPath = JSON.parse((await session.call('get_api_operation', { operation: 'GET /api/v1/accounts/acme/services/s1', language: 'en' })).text)
      expect(byPath).toMatchObject({ operationId: 'getService', summary: 'Get a service', documentation: `${siteUrl}/en/api/rest/services#get-service` })
      const template = JSON.parse((await session.call('get_api_operation', { operation: 'post /accounts/{account}/services', language: 'en' })).text)
      expect(template.operationId).toBe('createService')
    })

    it.each([
      ['ru', ['| 1.4 | 1.4.2 | LTS | 2025-03-13 | 2027-03-31 |', '/versions/1.4/docs', 'Конец поддержки']],
      ['en', ['| 1.3 | 1.3.1 | no longer supported | 2024-10-20 | 2025-10-31 |', '/en/versions/1.3/docs', 'End of life']],
    ])('lists the versions with their statuses and end-of-life dates (%s)', async (language, expected) => {
      const { text } = await session.call('list_versions', { language })
      for (const part of expected) expect(text).toContain(part)
    })

    it('serves each page as a resource', async () => {
      const { resources } = await session.client.listResources()
      expect(resources.length).toBeGreaterThan(300)
      const { contents } = await session.client.readResource({ uri: 'docs://site/en/docs/client' })
      expect((contents[0] as { text: string }).text).toMatch(/^---\ntitle: mlp command-line client\n/)
    })

    it.each([
      ['read_page', { page: '/docs/clent' }, /No page \/docs\/clent on the site\. The closest: .*\/docs\/client/],
      ['read_page', { page: '/docs/account/users', section: 'rols' }, /no section "rols"\. The closest: #roles/],
      ['read_page', { page: '../../etc/passwd' }, /leaves the published site/],
      ['read_page', { page: '/docs/%2e%2e/%2e%2e/package.json' }, /leaves the published site/],
      ['read_page', { page: '/etc/passwd' }, /No page \/etc\/passwd on the site/],
      ['read_page', { page: 'file:///etc/passwd' }, /is not on the site/],
      ['read_page', { page: 'https://elsewhere.example/docs/client' }, /is on another host \(elsewhere\.example\)/],
      ['get_api_operation', { operation: 'createServise' }, /No operation "createServise"\. The closest: createService/],
      ['get_api_operation', { operation: 'GET /nowhere' }, /No operation "GET \/nowhere"/],
      ['search_docs', { query: '' }, /the query is empty/],
      ['search_docs', { query: 'autoscaling', version: '0.9' }, /No documentation version "0\.9"\. Use "current" or one of 1\.4, 1\.3/],
    ])('answers %s %j with an MCP error and nothing else', async (tool, args, message) => {
      const { error, text } = await session.call(tool, args)
      expect(error).toBe(true)
      expect(text).toMatch(message)
    })

    it('answers a query of 10,000 characters with an MCP error', async () => {
      const { error, text } = await session.call('search_docs', { query: 'а'.repeat(10_000) })
      expect(error).toBe(true)
      expect(text).toMatch(/the query is longer than 500 characters/)
    })
  })
}

suite('on the export (--dir out)', () => ['--dir', out])

let server: { base: string; stop: () => void }
beforeAll(async () => {
  server = await serve(out)
})
afterAll(() => server?.stop())
suite('on npm start (--url)', () => ['--url', server.base])

describe('the MCP server on an unreachable --url', () => {
  it('answers every tool with an MCP error naming the address', async () => {
    const port = await freePort()
    const { client, call } = await connect(['--url', `http://127.0.0.1:${port}`])
    const answer = await call('search_docs', { query: 'autoscaling' })
    expect(answer.error).toBe(true)
    expect(answer.text).toMatch(new RegExp(`cannot reach http://127\\.0\\.0\\.1:${port}/mcp-index\\.json: ECONNREFUSED`))
    expect((await call('list_versions', {})).error).toBe(true)
    await client.close()
  })
})

describe('the build\'s MCP index', () => {
  const index = JSON.parse(readFileSync(path.join(out, 'mcp-index.json'), 'utf8'))
  it('gives each section the anchor its heading has on the page', () => {
    const missing = []
    for (const page of index.pages) {
      const file = path.join(out, `${page.path}.html`)
      const ids = new Set([...readFileSync(file, 'utf8').matchAll(/\bid="([^"]+)"/g)].map((match) => decodeURIComponent(match[1])))
      for (const [anchor] of page.sections.slice(1)) if (!ids.has(anchor)) missing.push(`${page.path}#${anchor}`)
    }
    expect(missing).toEqual([])
  })

  it('lists the current pages of both languages and the snapshots', () => {
    expect(index.pages.filter((page: { version: string | null }) => page.version === null).length).toBeGreaterThan(150)
    expect(new Set(index.pages.map((page: { version: string | null }) => page.version))).toEqual(new Set([null, '1.4', '1.3']))
  })

  it('names the server package after the brand, as the guide writes it', () => {
    const own = JSON.parse(readFileSync('mcp/package.json', 'utf8'))
    expect(own.name).toBe(`${variables.brand_slug}-docs-mcp`)
    expect(own.bin).toEqual({ [own.name]: 'server.mjs' })
    expect(readFileSync('content/en/docs/guides/assistant-mcp.mdx', 'utf8')).toContain('npx -y %brand_slug%-docs-mcp --url https://%domain.docs%')
  })

  it('pins the server package to the versions the site installs', () => {
    const root = JSON.parse(readFileSync('package.json', 'utf8'))
    const own = JSON.parse(readFileSync('mcp/package.json', 'utf8'))
    for (const [name, version] of Object.entries(own.dependencies)) expect(`${name}@${root.dependencies[name] ?? root.overrides[name]}`).toBe(`${name}@${version}`)
  })
})
