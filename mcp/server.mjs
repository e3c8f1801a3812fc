#!/usr/bin/env node
// The documentation's MCP server over stdio: `npm run mcp` (the local export in out/), `npx ./mcp`
// from a checkout, or the published package: `npx -y <name> --url https://docs.example` (a
// deployed site), `--dir path/to/out` (a local copy). mcp/README.md.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { dirSource, urlSource } from './site.mjs'
import { createServer, siteOf } from './tools.mjs'

const { name, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const usage = `Usage: ${name} [--dir <export folder>] [--url <site URL>]

Serves the documentation site to an AI assistant over stdio (Model Context Protocol).
  --dir <folder>  a local export of the site (default: ./out, or DOCS_MCP_DIR)
  --url <url>     a deployed site, e.g. https://docs.example (or DOCS_MCP_URL); only its own files are read`

let options
try {
  options = parseArgs({ options: { dir: { type: 'string' }, url: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values
} catch (error) {
  console.error(`${error.message}\n\n${usage}`)
  process.exit(2)
}
if (options.help) {
  console.log(usage)
  process.exit(0)
}
const url = options.url ?? (options.dir ? undefined : process.env.DOCS_MCP_URL)
if (url && options.dir) {
  console.error(`Give --dir or --url, not both.\n\n${usage}`)
  process.exit(2)
}
let source
try {
  source = url ? urlSource(url) : dirSource(options.dir ?? process.env.DOCS_MCP_DIR ?? 'out')
} catch (error) {
  console.error(`${error.message}\n\n${usage}`)
  process.exit(2)
}
const site = siteOf(source)
const server = createServer(site, { name, version })
await server.connect(new StdioServerTransport())
// The index and both languages' search, ready before the first question; a failure (an unreachable
// --url) is reported to each tool call instead, and retried there.
site.get().then(
  async (loaded) => {
    for (const locale of ['ru', 'en']) await loaded.warm(locale)
    console.error(`${name}: ${loaded.index.pages.length} pages of ${source.where} ready (${source.stats.bytes} bytes read)`)
  },
  (error) => console.error(`${name}: ${error.message}`),
)
