// The server's tools and resources over one site (a local export or a deployment, mcp/site.mjs).
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { describeOperation, findOperation } from './openapi.mjs'
import { PAGE_LIMIT, readPage } from './pages.mjs'
import { createSearch, DEFAULT_RESULTS, MAX_RESULTS, questionLanguage } from './search.mjs'
import { SiteError } from './site.mjs'

/** The index format this server reads (lib/markdown/mcp-index.mjs, MCP_INDEX_FORMAT). */
const INDEX_FORMAT = 2
/** Longest query, and most characters of one answer that is not a page (get_api_operation's JSON). */
export const MAX_QUERY = 500
export const MAX_ANSWER = 60_000
const RESOURCE_ROOT = 'docs://site'

const language = z.enum(['ru', 'en']).default('ru').describe('Language of the documentation: ru (default) or en')

/**
 * The site behind a source: its index (read once, on first use, and again after a failure), the
 * pages by path, the search, the OpenAPI documents per language.
 */
export function siteOf(source) {
  let loading = null
  const documents = new Map()
  const load = async () => {
    const text = await source.read('/mcp-index.json')
    let index
    try {
      index = JSON.parse(text)
    } catch {
      throw new SiteError(`${source.where}: /mcp-index.json is not JSON; is this the documentation site, built with its MCP index?`)
    }
    if (index.format !== INDEX_FORMAT) throw new SiteError(`${source.where}: the search index has format ${index.format}; this server reads format ${INDEX_FORMAT} (update the server or the site)`)
    return {
      index,
      read: (file) => source.read(file),
      origins: [...new Set([new URL(index.site.url).origin, ...(/^https?:/.test(source.where) ? [new URL(source.where).origin] : [])])],
      pageByPath: new Map(index.pages.map((page) => [page.path, page])),
      ...createSearch(index),
    }
  }
  const get = () => {
    loading ??= load().catch((error) => {
      loading = null
      throw error
    })
    return loading
  }
  const openapi = (locale) => {
    if (!documents.has(locale)) {
      documents.set(locale, source.read(locale === 'ru' ? '/api/openapi.ru.json' : '/api/openapi.json').then(JSON.parse).catch((error) => {
        documents.delete(locale)
        throw error
      }))
    }
    return documents.get(locale)
  }
  return { get, openapi, stats: source.stats, where: source.where }
}

const text = (value) => ({ content: [{ type: 'text', text: value }] })
const bounded = (value) => (value.length > MAX_ANSWER ? `${value.slice(0, MAX_ANSWER)}\n… [cut at ${MAX_ANSWER} characters of ${value.length}]` : value)

/** The versions the index has documentation for, as the `version` argument takes them. */
const versionError = (index, version) => {
  const snapshots = index.versions.filter((row) => row.snapshot).map((row) => row.version)
  return new SiteError(`No documentation version "${version}". Use "current"${snapshots.length ? ` or one of ${snapshots.join(', ')}` : ''} (list_versions).`)
}

/** An MCP server with the four tools, and each page of the site as a resource. */
export function createServer(site, { name = 'docs', version = '0.0.0' } = {}) {
  const server = new McpServer({ name, version }, { instructions: 'Documentation of the ML platform, in Russian (ru) and English (en): search it with search_docs, read a result with read_page, look up a REST operation with get_api_operation, see the supported versions with list_versions.' })

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        'Full-text search of the documentation, the API reference and the blog, as the site searches: Russian and English word forms and typos are found. ' +
        'A question may be asked as a sentence, in its own language: without `language`, the documentation in the language of the question is searched (Cyrillic: ru, Latin: en), and the answer says which. ' +
        'Returns ranked results (one per page: the page title, its best section, the URL with the anchor, a snippet). Read a result with read_page.',
      inputSchema: {
        query: z.string().trim().min(1, 'the query is empty').max(MAX_QUERY, `the query is longer than ${MAX_QUERY} characters`).describe('Words or a question, e.g. "autoscaling", "ключи доступа" or "how do I rotate an access key?"'),
        language: z.enum(['ru', 'en']).optional().describe("Language of the documentation: ru or en; by default the question's language"),
        version: z.string().max(20).default('current').describe('"current" (default) or an LTS version such as "1.4" (see list_versions)'),
        set: z.enum(['docs', 'api', 'blog']).optional().describe('Only the user documentation, the API reference or the blog'),
        limit: z.number().int().min(1).max(MAX_RESULTS).default(DEFAULT_RESULTS).describe(`Most results (1–${MAX_RESULTS}, default ${DEFAULT_RESULTS})`),
      },
    },
    async ({ query, language: given, version, set, limit }) => {
      const { index, search } = await site.get()
      const locale = given ?? questionLanguage(query)
      const searched = `${locale === 'en' ? 'English' : 'Russian'} documentation (${locale}${given ? '' : ", the question's language; pass language to choose"})`
      // The current version by name too ("1.5"): its pages are the live ones, not a snapshot.
      const row = index.versions.find((entry) => entry.version === version && (entry.snapshot || entry.status === 'current'))
      if (version !== 'current' && !row) throw versionError(index, version)
      const snapshot = row?.snapshot ? row : null
      const results = await search(query, { locale, version: snapshot?.version ?? null, set, limit })
      if (!results.length) return text(`No results for "${query}" in the ${searched}${snapshot ? `, version ${snapshot.version}` : ''}${set ? `, ${set}` : ''}.`)
      const list = results.map((result, i) => `${i + 1}. ${result.title}${result.section ? ` — ${result.section}` : ''}\n   ${result.url}\n   ${result.snippet}`).join('\n\n')
      return text(`${list}\n\nSearched the ${searched}.`)
    },
  )

  server.registerTool(
    'read_page',
    {
      title: 'Read a documentation page',
      description:
        `The Markdown of a page of the site (its URL or path, e.g. "/docs/client" or "https://…/en/api/rest#error-format"), whole or one section by its anchor. ` +
        `Answers are cut at ${PAGE_LIMIT} characters with the offset to read on from.`,
      inputSchema: {
        page: z.string().trim().min(1, 'the page is empty').max(2000).describe('URL or path of the page, as search_docs returns it; an anchor (#…) reads that section'),
        section: z.string().max(200).optional().describe('Anchor of one section (without #)'),
        offset: z.number().int().min(0).default(0).describe('Where to read on from, as a cut answer says'),
        language: language.optional().describe('en reads the English page of a path without /en'),
      },
    },
    async (args) => text(await readPage(await site.get(), args)),
  )

  server.registerTool(
    'get_api_operation',
    {
      title: 'Look up a REST API operation',
      description:
        'One operation of the REST API from its OpenAPI document: by operationId ("createService") or by "METHOD /path" (the template or a concrete path). ' +
        'Returns JSON with the parameters, the request and response schemas with $refs resolved, the key scopes, the errors, the examples, the request as curl, Python and JavaScript (x-codeSamples, each with its label) and the page that documents it.',
      inputSchema: {
        operation: z.string().trim().min(1, 'the operation is empty').max(500).describe('operationId or "METHOD /path", e.g. "GET /accounts/{account}/services"'),
        language,
      },
    },
    async ({ operation, language: locale }) => {
      const [{ index }, document] = await Promise.all([site.get(), site.openapi(locale)])
      const found = findOperation(document, operation)
      if (found.missing) throw new SiteError(`No operation "${operation}". The closest: ${found.missing.join(', ')}`)
      return text(bounded(JSON.stringify(describeOperation(document, found, { siteUrl: index.site.url, locale }))))
    },
  )

  server.registerTool(
    'list_versions',
    {
      title: 'List the documentation versions',
      description: 'The platform versions: each with its latest patch, status (current, LTS, unmaintained), release date, end-of-life date and its documentation URL.',
      inputSchema: { language },
    },
    async ({ language: locale }) => {
      const { index } = await site.get()
      const prefix = locale === 'en' ? '/en' : ''
      const rows = index.versions.map((row) => {
        const docs = row.status === 'current' ? `${index.site.url}${prefix}/docs` : row.snapshot ? `${index.site.url}${prefix}/versions/${row.version}/docs` : '—'
        return `| ${row.version} | ${row.latestPatch} | ${index.statuses[locale][row.status] ?? row.status} | ${row.releaseDate} | ${row.endOfLife ?? '—'} | ${docs} |`
      })
      const head = locale === 'en' ? '| Version | Latest patch | Status | Released | End of life | Documentation |' : '| Версия | Последний патч | Статус | Выпуск | Конец поддержки | Документация |'
      return text([head, '|---|---|---|---|---|---|', ...rows].join('\n'))
    },
  )

  // Each page as a resource, docs://site/<path> (docs://site/en/docs/client), its Markdown twin.
  server.registerResource(
    'page',
    new ResourceTemplate(`${RESOURCE_ROOT}{+path}`, {
      list: async () => {
        const { index } = await site.get()
        return { resources: index.pages.map((page) => ({ uri: `${RESOURCE_ROOT}${page.path}`, name: page.path, title: page.title, description: page.description || undefined, mimeType: 'text/markdown' })) }
      },
    }),
    { title: 'Documentation page', description: 'The Markdown of a page of the site', mimeType: 'text/markdown' },
    async (uri, { path }) => {
      const loaded = await site.get()
      if (!loaded.pageByPath.has(path)) throw new SiteError(`No page ${path} on the site`)
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await loaded.read(`${path}.md`) }] }
    },
  )
  return server
}
