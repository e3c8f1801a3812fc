#!/usr/bin/env node
// The MCP server (mcp/server.mjs) measured on the built site (out/, run `npm run build` first): the
// queries of bench/search-quality-queries.json sent to its search_docs over stdio with the SDK's
// client (first result, top 5, nonsense → no results, per kind, as bench/search-quality.mjs counts
// them for the site's search), its start (spawn → connected, → first answer, median of 5), and what
// `--url` mode downloads from `npm start` serving the export. Appends to bench/RESULTS.md.
//
//   node bench/mcp-search.mjs            # or: npm run bench:mcp
//   node bench/mcp-search.mjs --no-save  # print only
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import http from 'node:http'
import { appendSection } from './lib/results.mjs'
import { serve } from './lib/serve.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const queries = JSON.parse(readFileSync(path.join(import.meta.dirname, 'search-quality-queries.json'), 'utf8'))
const route = (href) => new URL(href).pathname.replace(/^\/en(?=\/|$)/, '') || '/'

async function start(args) {
  const started = performance.now()
  const client = new Client({ name: 'bench', version: '1.0.0' })
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(root, 'mcp/server.mjs'), ...args], stderr: 'ignore' }))
  const connected = performance.now() - started
  const search = async (query, language) => {
    const answer = await client.callTool({ name: 'search_docs', arguments: { query, language, limit: 5 } })
    if (answer.isError) throw new Error(`search_docs "${query}": ${answer.content[0].text}`)
    return [...answer.content[0].text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((match) => route(match[1]))
  }
  return { client, connected, search, started }
}

/** A GET that keeps the body as sent (fetch would inflate it). */
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    http.get(url, { headers, agent: false }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

// Start: 5 cold starts, each timed to the connection and to the first answer in each language.
const starts = []
for (let run = 0; run < 5; run++) {
  const { client, connected, search, started } = await start(['--dir', out])
  await search('автомасштабирование', 'ru')
  const ru = performance.now() - started
  await search('autoscaling', 'en')
  starts.push({ connected, ru, en: performance.now() - started })
  await client.close()
}

// Relevance.
const rows = []
const { client, search } = await start(['--dir', out])
const warm = []
for (const language of ['ru', 'en']) {
  for (const query of queries[language]) {
    const begun = performance.now()
    const pages = await search(query.q, language)
    warm.push(performance.now() - begun)
    rows.push(query.kind === 'nonsense' ? { ...query, language, pages, ok: pages.length === 0 } : { ...query, language, pages, first: query.expect.includes(pages[0]), top5: pages.some((page) => query.expect.includes(page)) })
  }
}
await client.close()

// --url: what the server downloads from `npm start` for a search in each language, a page and an operation.
const server = await serve(out)
let downloads
try {
  // As Node's fetch asks (undici): its Accept-Encoding, so that the precompressed file is what is sent.
  const sizes = {}
  for (const file of ['/mcp-index.json', '/docs/account/users.md', '/api/openapi.ru.json', '/api/openapi.json']) {
    const response = await get(`${server.base}${file}`, { 'accept-encoding': 'gzip, deflate, br' })
    sizes[file] = { sent: response.body.length, encoding: response.headers['content-encoding'] ?? 'none' }
  }
  const { client: remote, search: remoteSearch, started } = await start(['--url', server.base])
  await remoteSearch('автомасштабирование', 'ru')
  downloads = { sizes, firstAnswer: performance.now() - started }
  await remote.close()
} finally {
  server.stop()
}

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} % (${n}/${d})` : '—')
const line = (label, subset) => {
  const real = subset.filter((row) => row.kind !== 'nonsense')
  const nonsense = subset.filter((row) => row.kind === 'nonsense')
  return `| ${label} | ${subset.length} | ${real.length ? pct(real.filter((row) => row.first).length, real.length) : '—'} | ${real.length ? pct(real.filter((row) => row.top5).length, real.length) : '—'} | ${nonsense.length ? pct(nonsense.filter((row) => row.ok).length, nonsense.length) : '—'} |`
}
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`
const raw = (file) => readFileSync(path.join(out, file)).length
const lines = [
  `${rows.length} queries of bench/search-quality-queries.json sent to the MCP server's search_docs over stdio (--dir out); a query counts when one of its expected pages is first / in the first 5.`,
  '',
  '| Queries | Count | First result | Top 5 | Nonsense → no results |',
  '|---|---|---|---|---|',
  line('ru', rows.filter((row) => row.language === 'ru')),
  line('en', rows.filter((row) => row.language === 'en')),
  ...['exact', 'form', 'typo', 'multi', 'identifier', 'nonsense'].map((kind) => line(kind, rows.filter((row) => row.kind === kind))),
  line('**all**', rows),
  '',
  `Misses of the first result: ${rows.filter((row) => row.kind !== 'nonsense' && !row.first).map((row) => `${row.language} "${row.q}" → ${row.pages[0] ?? 'nothing'}${row.top5 ? ' (expected one in top 5)' : ' (**not in top 5**)'}`).join('; ') || 'none'}.`,
  `Warm search: ${median(warm).toFixed(1)} ms median, ${[...warm].sort((a, b) => a - b)[Math.ceil(warm.length * 0.95) - 1].toFixed(1)} ms p95 per query (the client's round trip).`,
  '',
  `Start (median of 5 cold starts, --dir out): connected ${median(starts.map((s) => s.connected)).toFixed(0)} ms; first Russian answer ${median(starts.map((s) => s.ru)).toFixed(0)} ms, first English ${median(starts.map((s) => s.en)).toFixed(0)} ms after the spawn (the index read and both languages' engines built).`,
  `--url against npm start: first answer ${downloads.firstAnswer.toFixed(0)} ms after the spawn. What it downloads: the index ${kib(downloads.sizes['/mcp-index.json'].sent)} (${downloads.sizes['/mcp-index.json'].encoding}; ${kib(raw('mcp-index.json'))} inflated) once at start; a page's twin when read (/docs/account/users.md: ${kib(downloads.sizes['/docs/account/users.md'].sent)}); the OpenAPI document at the first get_api_operation of a language (ru ${kib(downloads.sizes['/api/openapi.ru.json'].sent)}, en ${kib(downloads.sizes['/api/openapi.json'].sent)}, ${downloads.sizes['/api/openapi.json'].encoding}).`,
]
console.log(lines.join('\n'))
if (!process.argv.includes('--no-save')) appendSection('MCP server: search quality, start, downloads', lines)
