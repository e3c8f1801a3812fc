#!/usr/bin/env node
// Search quality: the queries of bench/search-quality-queries.json (exact words, word forms,
// typos, multi-word queries, identifiers, nonsense; half Russian, half English) typed into the
// site's real search UI in Debian's Chromium, on the built site (out/, run `npm run build` first).
// Prints the first-result rate, the top-5 rate and the nonsense → no-results rate, per kind and
// overall, checks that the modal returns the same pages as /search, and appends to bench/RESULTS.md.
//
//   node bench/search-quality.mjs            # or: npm run bench:search-quality
//   node bench/search-quality.mjs --no-save  # print only
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { appendSection } from './lib/results.mjs'
import { serve } from './lib/serve.mjs'
import { route, viaSearchPage } from './lib/site-search.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const targets = { top5: 0.97, first: 0.9, nonsense: 1 }
const { ru, en } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'search-quality-queries.json'), 'utf8'))

/** The modal's first page and the set of its pages for each query (it groups hits by section). */
async function viaModal(page, base, prefix, queries) {
  await page.goto(`${base}${prefix}/docs`, { waitUntil: 'networkidle' })
  await page.locator('header .search-button').click()
  const field = page.locator('.DocSearch-Input')
  const answers = []
  const warm = []
  for (const { q } of queries) {
    await field.fill(q)
    await page.locator(`.DocSearch-Dropdown[data-query="${q.replace(/"/g, '\\"')}"]`).waitFor()
    const pages = (await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(route)
    answers.push({ first: pages[0], pages: new Set(pages) })
  }
  // Warm (index chunks, fragments and the vocabulary loaded): the same queries again, timed in
  // the page from the input event to the rendered answer.
  for (const { q } of queries) warm.push(await page.evaluate(answerTime, q))
  return { answers, warm }
}

/** In the page: types `query` into the modal's field at once and resolves with the ms until its answer is rendered. */
function answerTime(query) {
  return new Promise((resolve) => {
    const dropdown = document.querySelector('.DocSearch-Dropdown')
    const input = document.querySelector('.DocSearch-Input')
    const start = performance.now()
    const observer = new MutationObserver(() => {
      if (dropdown.getAttribute('data-query') !== query) return
      observer.disconnect()
      resolve(performance.now() - start)
    })
    observer.observe(dropdown, { attributes: true, attributeFilter: ['data-query'] })
    // As typing does: React reads the value from an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '—')

function score(queries, answers) {
  const rows = queries.map((query, i) => {
    const { pages, suggestion } = answers[i]
    if (query.kind === 'nonsense') return { ...query, pages, suggestion, nonsenseOk: pages.length === 0 }
    const first = pages.length > 0 && query.expect.includes(pages[0])
    const top5 = pages.slice(0, 5).some((p) => query.expect.includes(p))
    return { ...query, pages, suggestion, first, top5 }
  })
  return rows
}

function summary(rows) {
  const real = rows.filter((r) => r.kind !== 'nonsense')
  const nonsense = rows.filter((r) => r.kind === 'nonsense')
  return {
    queries: rows.length,
    first: real.filter((r) => r.first).length / real.length,
    top5: real.filter((r) => r.top5).length / real.length,
    nonsense: nonsense.filter((r) => r.nonsenseOk).length / nonsense.length,
    counts: { real: real.length, first: real.filter((r) => r.first).length, top5: real.filter((r) => r.top5).length, nonsense: nonsense.length, nonsenseOk: nonsense.filter((r) => r.nonsenseOk).length },
  }
}

if (!existsSync(path.join(out, 'pagefind/pagefind-entry.json'))) throw new Error('No out/pagefind: run `npm run build` first.')
const server = await serve(out)
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
const all = []
const mismatches = []
const warmMs = []
try {
  for (const [lang, prefix, queries] of [['ru', '', ru], ['en', '/en', en]]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const answers = await viaSearchPage(page, server.base, prefix, queries)
    const { answers: modal, warm } = await viaModal(page, server.base, prefix, queries)
    warmMs.push(...warm)
    await context.close()
    // The modal shows the same first page, and no page /search does not list in its first 10
    // (it may show fewer: at most 12 hits per section, a page and its headings each a hit).
    queries.forEach((query, i) => {
      const listed = answers[i].pages.slice(0, 10)
      if (listed[0] !== modal[i].first || [...modal[i].pages].some((p) => !listed.includes(p))) mismatches.push(`${lang} "${query.q}"`)
    })
    all.push(...score(queries, answers).map((row) => ({ ...row, lang })))
  }
} finally {
  await browser.close()
  server.stop()
}

const lines = []
const total = summary(all)
lines.push(`${total.queries} queries (${all.filter((r) => r.lang === 'ru').length} ru, ${all.filter((r) => r.lang === 'en').length} en), typed into /search and into the modal in Chromium on out/; a query counts when one of its expected pages is first / in the first 5.`, '')
lines.push('| Queries | Count | First result | Top 5 | Nonsense → no results |', '|---|---|---|---|---|')
const line = (label, rows) => {
  const s = summary(rows)
  const real = s.counts.real
  lines.push(`| ${label} | ${rows.length} | ${real ? `${pct(s.counts.first, real)} (${s.counts.first}/${real})` : '—'} | ${real ? `${pct(s.counts.top5, real)} (${s.counts.top5}/${real})` : '—'} | ${s.counts.nonsense ? `${pct(s.counts.nonsenseOk, s.counts.nonsense)} (${s.counts.nonsenseOk}/${s.counts.nonsense})` : '—'} |`)
}
for (const lang of ['ru', 'en']) line(lang, all.filter((r) => r.lang === lang))
for (const kind of ['exact', 'form', 'typo', 'multi', 'identifier', 'nonsense']) line(kind, all.filter((r) => r.kind === kind))
line('**all**', all)
lines.push('')
const met = total.top5 >= targets.top5 && total.first >= targets.first && total.nonsense >= targets.nonsense
lines.push(`Targets (top 5 ≥ 97 %, first ≥ 90 %, nonsense → no results 100 %): ${met ? 'met' : '**not met**'}. Modal and /search: ${mismatches.length ? `**different pages** for ${mismatches.join(', ')}` : 'the same pages for every query'}.`)
const sorted = [...warmMs].sort((a, b) => a - b)
const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
lines.push('', `Modal, warm (the same queries again): typed → answer rendered in ${at(50).toFixed(1)} ms median, ${at(95).toFixed(1)} ms p95 — the whole path in the page (vocabulary check and correction, Pagefind, the data of up to 10 pages, React).`)
const misses = all.filter((r) => (r.kind === 'nonsense' ? !r.nonsenseOk : !r.first))
if (misses.length) {
  lines.push('', 'Misses (first result not expected, or results for nonsense):', '')
  for (const r of misses) lines.push(`- ${r.lang} ${r.kind} "${r.q}": ${r.pages.slice(0, 3).join(', ') || 'no results'}${r.kind !== 'nonsense' ? (r.top5 ? ' (expected in top 5)' : ' (**not in top 5**)') : ''}`)
}
const suggested = all.filter((r) => r.suggestion)
if (suggested.length) lines.push('', `"Did you mean" offered: ${suggested.map((r) => `"${r.q}" → "${r.suggestion}"`).join(', ')}.`)
console.log(lines.join('\n'))
if (!process.argv.includes('--no-save')) appendSection('Search quality', lines)
process.exitCode = met && !mismatches.length ? 0 : 1
