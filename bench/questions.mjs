#!/usr/bin/env node
// Questions as people ask an assistant: the full-sentence questions of bench/questions.json (each
// with the pages that answer it) sent to the site's search (typed into /search in Chromium) and to
// the MCP server's search_docs without `language` (as an assistant calls it), on the built site
// (out/, run `npm run build` first). Prints first result and top 5 per language for both, how often
// the site's first page is in the server's top 3, and appends to bench/RESULTS.md.
// Each question's section heading is first looked up in its page's Markdown twin: a question whose
// page no longer has the section that answers it fails the run.
//
//   node bench/questions.mjs            # or: npm run bench:questions
//   node bench/questions.mjs --no-save  # print only
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { appendSection } from './lib/results.mjs'
import { serve } from './lib/serve.mjs'
import { route, viaSearchPage } from './lib/site-search.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const questions = JSON.parse(readFileSync(path.join(import.meta.dirname, 'questions.json'), 'utf8'))
const languages = ['ru', 'en']
if (!existsSync(path.join(out, 'mcp-index.json'))) throw new Error('No out/mcp-index.json: run `npm run build` first.')

// The answering section is on the page (its twin's headings, or its title).
const missing = []
for (const language of languages) {
  for (const { q, expect, section } of questions[language]) {
    const twin = path.join(out, `${language === 'en' ? '/en' : ''}${expect[0] === '/' ? '/index' : expect[0]}.md`)
    const text = existsSync(twin) ? readFileSync(twin, 'utf8').replace(/`/g, '') : ''
    if (!text.split('\n').some((line) => /^#+ /.test(line) && line.includes(section))) missing.push(`${language} "${q}": no "${section}" in ${path.relative(root, twin)}`)
  }
}
if (missing.length) throw new Error(`Questions whose page lacks the answering section:\n${missing.join('\n')}`)

// The site: /search in Chromium.
const site = {}
const server = await serve(out)
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const language of languages) {
    const context = await browser.newContext()
    site[language] = (await viaSearchPage(await context.newPage(), server.base, language === 'en' ? '/en' : '', questions[language])).map((answer) => answer.pages.slice(0, 5))
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}

// The MCP server over stdio, without `language`.
const mcp = { ru: [], en: [] }
const client = new Client({ name: 'bench', version: '1.0.0' })
await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(root, 'mcp/server.mjs'), '--dir', out], stderr: 'ignore' }))
for (const language of languages) {
  for (const { q } of questions[language]) {
    const answer = await client.callTool({ name: 'search_docs', arguments: { query: q, limit: 5 } })
    if (answer.isError) throw new Error(`search_docs "${q}": ${answer.content[0].text}`)
    mcp[language].push([...answer.content[0].text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((match) => route(match[1])))
  }
}
await client.close()

const pct = (n, d) => `${((100 * n) / d).toFixed(1)} % (${n}/${d})`
const lines = []
let commit = 'unknown'
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
} catch {}
const dirty = (() => {
  try {
    return execFileSync('git', ['status', '--porcelain', '--', 'lib', 'mcp', 'components'], { cwd: root, encoding: 'utf8' }).trim() ? ' with uncommitted changes' : ''
  } catch {
    return ''
  }
})()
lines.push(`${questions.ru.length + questions.en.length} questions of bench/questions.json (${questions.ru.length} ru, ${questions.en.length} en) at commit ${commit}${dirty}: typed into /search in Chromium on out/, and sent to the MCP server's search_docs over stdio without \`language\`. A question counts when one of its pages is first / in the first 5.`, '')
lines.push('| Language | Site: first | Site: top 5 | Server: first | Server: top 5 | Site\'s first in the server\'s top 3 |', '|---|---|---|---|---|---|')
const misses = []
for (const language of languages) {
  const list = questions[language]
  const hit = (pages, i, n) => pages[i].slice(0, n).some((page) => list[i].expect.includes(page))
  const count = (pages, n) => list.filter((_, i) => hit(pages, i, n)).length
  const agree = list.filter((_, i) => !site[language][i][0] || mcp[language][i].slice(0, 3).includes(site[language][i][0])).length
  lines.push(`| ${language} | ${pct(count(site[language], 1), list.length)} | ${pct(count(site[language], 5), list.length)} | ${pct(count(mcp[language], 1), list.length)} | ${pct(count(mcp[language], 5), list.length)} | ${pct(agree, list.length)} |`)
  list.forEach((question, i) => {
    const where = []
    if (!hit(site[language], i, 5)) where.push(`site: ${site[language][i].slice(0, 3).join(', ') || 'no results'}`)
    if (!hit(mcp[language], i, 5)) where.push(`server: ${mcp[language][i].slice(0, 3).join(', ') || 'no results'}`)
    if (where.length) misses.push(`- ${language} "${question.q}" (${question.expect.join(' or ')}): ${where.join('; ')}`)
  })
}
lines.push('', misses.length ? 'Not in the top 5:' : 'Every question has one of its pages in the top 5 of both.', '', ...misses)
console.log(lines.join('\n'))
if (!process.argv.includes('--no-save')) appendSection(`Questions: site and MCP server${process.env.BENCH_LABEL ? ` (${process.env.BENCH_LABEL})` : ''}`, lines, 'Chromium on out/')
