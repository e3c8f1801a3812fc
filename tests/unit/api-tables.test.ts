// The tables that copied the document are rendered from it (issue 55): error codes (all, one
// operation's, a subset) and rate limits, the same rows in both languages; a page that still types
// an error code table by hand, or writes a code with another status, fails its compile.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { facts } from '@/lib/content/facts.mjs'
import { errorCodes, loadDocument, operationById, operationErrorCodes, operations, rateLimitGroups, scopesOf } from '@/lib/openapi/document.mjs'
import { errorTableFindings } from '@/lib/openapi/error-tables.mjs'
import { parsePage } from '@/lib/page/parse.mjs'
import remarkApi from '@/lib/openapi/remark-api.mjs'
import { locales } from '@/lib/i18n/locales'

const document = loadDocument()
const errorTableErrors = (text: string, doc: unknown) => errorTableFindings(parsePage(text), doc)

type Node = { type: string; name?: string; value?: string; url?: string; children?: Node[]; attributes?: { name: string; value: string }[]; position?: { start: { line: number } } }
const element = (name: string, attributes: Record<string, string> = {}, line = 1): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
  children: [],
  position: { start: { line } },
})
type Plugin = (page: { locale: 'ru' | 'en'; version: string | null }) => (tree: unknown, file: unknown) => void
const render = (children: Node[], locale: 'ru' | 'en', page = 'docs/creation.mdx') => {
  const tree = { type: 'root', children }
  ;(remarkApi as Plugin)({ locale, version: null })(tree, { path: `/site/content/${locale === 'en' ? 'en/' : ''}${page}` })
  return tree.children
}
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('')
/** A rendered table's rows as the text of their cells, the header left out. */
const rows = (table: Node) => table.children!.slice(1).map((row) => row.children!.map(textOf))
/** The language-free columns of an error code table: HTTP status and code. */
const keys = (table: Node) => rows(table).map(([status, code]) => `${status} ${code}`)

describe('error code tables rendered from the document', () => {
  it('lists the shared codes, one operation’s, or a subset, with the same rows in both languages', () => {
    const shared = errorCodes(document).filter((option: { 'x-tasks'?: string[] }) => !option['x-tasks'])
    const cases: [Record<string, string>, string[]][] = [
      [{}, shared.map((option: { const: string; 'x-status': number }) => `${option['x-status']} ${option.const}`)],
      [{ operation: 'createService' }, ['400 invalid_request', '401 unauthorized', '403 forbidden', '404 not_found', '409 conflict', '422 image_not_found', '429 rate_limited', '429 quota_exceeded', '500 internal']],
      [{ operation: 'createService', codes: 'quota_exceeded invalid_request' }, ['400 invalid_request', '429 quota_exceeded']],
      [{ task: 'asr', codes: 'audio_too_long' }, ['400 audio_too_long']],
    ]
    for (const [attributes, expected] of cases) {
      const [ru] = render([element('ApiErrorCodes', attributes)], 'ru')
      const [en] = render([element('ApiErrorCodes', attributes)], 'en')
      expect(keys(en), JSON.stringify(attributes)).toEqual(expected)
      expect(keys(ru), JSON.stringify(attributes)).toEqual(expected)
      expect(textOf(ru.children![0])).toContain('Повторять?')
    }
  })

  it('says what a code means for the operation where the operation’s response says so', () => {
    const conflict = operationErrorCodes(document, operationById(document, 'createService')).find((row: { const: string }) => row.const === 'conflict')
    expect(conflict.meaning).toBe(document.paths['/accounts/{account}/services'].post.responses['409'].description)
    const [en] = render([element('ApiErrorCodes', { operation: 'createService', codes: 'conflict' })], 'en')
    expect(rows(en)[0][2]).toMatch(/^A service with this name already exists/)
    const [ru] = render([element('ApiErrorCodes', { operation: 'createService', codes: 'conflict' })], 'ru')
    expect(rows(ru)[0][2]).toMatch(/^Сервис с таким именем/)
    // Two codes share 429: the shared response's text would fit neither, so each keeps its own.
    const limited = operationErrorCodes(document, operationById(document, 'createService')).find((row: { const: string }) => row.const === 'rate_limited')
    expect(limited.meaning).toBe(limited.description)
  })

  it('stops the build naming the file and line of a code the document or the operation does not have', () => {
    expect(() => render([element('ApiErrorCodes', { operation: 'createService', codes: 'timeout' }, 7)], 'en')).toThrow(/creation\.mdx:7 <ApiErrorCodes operation="createService" codes="timeout" \/>: "timeout" is not an error code of createService/)
    expect(() => render([element('ApiErrorCodes', { codes: 'no_such_code' }, 3)], 'ru')).toThrow(/creation\.mdx:3 .*"no_such_code" is not an error code every API shares/)
    expect(() => render([element('ApiErrorCodes', { operation: 'noSuch' })], 'en')).toThrow(/no operation "noSuch"/)
    expect(() => render([element('ApiErrorCodes', { task: 'nope' })], 'en')).toThrow(/lists the task type "nope" in x-tasks/)
  })
})

describe('the rate-limit table', () => {
  it('counts every operation that needs a key in exactly one route group', () => {
    const groups = rateLimitGroups(document)
    for (const entry of operations(document)) {
      const keyed = scopesOf(document, entry.operation).some((scopes: string[]) => scopes.length)
      const inGroups = groups.filter((group: { operations: { id: string }[] }) => group.operations.some((other) => other.id === entry.id))
      expect(inGroups.length, entry.id).toBe(keyed ? 1 : 0)
    }
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name))
    for (const group of groups) for (const tag of group.tags) expect(tags.has(tag), `${group.name}: ${tag}`).toBe(true)
  })

  it('renders each group with its limits and linked APIs, the same numbers in both languages', () => {
    const groups = rateLimitGroups(document)
    const tables = Object.fromEntries(locales.map((locale: 'ru' | 'en') => [locale, render([element('ApiRateLimits')], locale, 'api/index.mdx')[0]]))
    for (const locale of locales) {
      const table = tables[locale]
      expect(rows(table)).toHaveLength(groups.length)
      rows(table).forEach((cells, index) => {
        expect(cells[2]).toMatch(new RegExp(`^${groups[index].perKey} `))
        expect(cells[3]).toEqual(groups[index].perAccount ? expect.stringMatching(new RegExp(`^${groups[index].perAccount} `)) : '—')
      })
    }
    const digits = (table: Node) => rows(table).map((cells) => cells.map((cell) => cell.replace(/\D+/g, ' ').trim()))
    expect(digits(tables.ru)).toEqual(digits(tables.en))
    expect(rows(tables.ru)[0][2]).toBe(`${facts.rate.predict_per_min} запросов в минуту`)
    expect(rows(tables.en)[1][2]).toBe(`${facts.rate.manage_per_min} requests per minute`)
    const links = (table: Node) => JSON.stringify(table).match(/"url":"[^"]+"/g)
    expect(links(tables.en)!.every((link) => link.startsWith('"url":"/en/'))).toBe(true)
    expect(links(tables.ru)).toEqual(links(tables.en)!.map((link) => link.replace('/en/', '/')))
  })

  it('is where the facts read the limits', () => {
    const { windowSeconds, groups } = document['x-rate-limits']
    expect(facts.rate).toMatchObject({ window_s: windowSeconds, predict_per_min: groups.calls.perKey, manage_per_min: groups.management.perKey, account_per_min: groups.calls.perAccount })
  })
})

const CONTENT = path.resolve('content')
const pagesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? pagesUnder(path.join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [path.join(dir, entry.name)] : []))
const tablesOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/<Api(ErrorCodes|RateLimits)\b[^>]*\/>/g)].map((match) => match[0])

describe('pages', () => {
  const russian = pagesUnder(CONTENT).filter((file) => !file.startsWith(path.join(CONTENT, 'en') + path.sep))

  it('render the same error code and rate-limit tables in both languages', () => {
    let pages = 0
    for (const file of russian) {
      const twin = path.join(CONTENT, 'en', path.relative(CONTENT, file))
      const tables = tablesOf(file)
      if (tables.length) pages++
      expect(tablesOf(twin), path.relative(CONTENT, file)).toEqual(tables)
    }
    // api, api/rest, docs/creation, docs/create/launch, resource-limits, the Python and Java pages, the task types.
    expect(pages).toBeGreaterThanOrEqual(14)
  })

  it('type no error code table by hand and give every code the document’s status', () => {
    const findings = pagesUnder(CONTENT).flatMap((file) => errorTableErrors(readFileSync(file, 'utf8'), document).map(({ line, message }: { line: number; message: string }) => `${path.relative(CONTENT, file)}:${line} ${message}`))
    expect(findings).toEqual([])
  })
})

describe('the check of error codes a page writes', () => {
  const page = (markdown: string) => errorTableErrors(markdown, document)

  it('fails a table keyed by error codes or their statuses, telling to render it', () => {
    const byStatus = '# Errors\n\n| HTTP | `code` | What to do |\n|---|---|---|\n| 400 | `invalid_request` | fix it |\n| 401 | `unauthorized` | check the key |\n'
    expect(page(byStatus)).toEqual([{ line: 3, message: expect.stringMatching(/^a table of error codes typed by hand copies openapi\/openapi\.yaml: render it with <ApiErrorCodes \/>/) }])
    const byCode = '| `code` | When |\n|---|---|\n| `conflict` | taken |\n| `timeout` | slow |\n'
    expect(page(byCode)).toHaveLength(1)
  })

  it('passes a table of something else that maps to codes, and checks its statuses', () => {
    const exceptions = '| Exception | HTTP | `code` |\n|---|---|---|\n| `RateLimitError` | 429 | `rate_limited` |\n| `ConflictError` | 409 | `conflict` |\n'
    expect(page(exceptions)).toEqual([])
    const wrong = exceptions.replace('| 429 | `rate_limited`', '| 503 | `rate_limited`')
    expect(page(wrong)).toEqual([{ line: 3, message: expect.stringMatching(/^`rate_limited` is HTTP 429 in openapi\/openapi\.yaml, not 503/) }])
  })

  it('checks a status written with its code in running text, and leaves code blocks alone', () => {
    expect(page('A full queue answers `503 service_unavailable`.\n')).toEqual([])
    expect(page('Intro.\n\nA full queue answers `429 service_unavailable`.\n')).toEqual([{ line: 3, message: expect.stringContaining('`service_unavailable` is HTTP 503') }])
    expect(page('```text\n429 service_unavailable\n```\n')).toEqual([])
    expect(page('No code spans here, 429 service_unavailable.\n')).toEqual([])
  })

  it('stops the compile of a current page, not of a frozen snapshot', () => {
    const table = (line: number) => ({
      type: 'table',
      position: { start: { line } },
      children: [
        { type: 'tableRow', children: [{ type: 'tableCell', children: [{ type: 'text', value: 'HTTP' }] }, { type: 'tableCell', children: [{ type: 'text', value: 'code' }] }] },
        ...[
          ['400', 'invalid_request'],
          ['404', 'not_found'],
        ].map(([status, code]) => ({ type: 'tableRow', children: [{ type: 'tableCell', children: [{ type: 'text', value: status }] }, { type: 'tableCell', children: [{ type: 'inlineCode', value: code }] }] })),
      ],
    })
    expect(() => render([table(12)], 'en', 'api/index.mdx')).toThrow(/content\/en\/api\/index\.mdx:12 a table of error codes typed by hand/)
    const tree = { type: 'root', children: [table(12)] }
    expect(() => (remarkApi as Plugin)({ locale: 'ru', version: '1.4' })(tree, { path: path.resolve('versions/1.4/api/index.mdx') })).not.toThrow()
  })
})
