#!/usr/bin/env node
// Lighthouse benchmark of the static export: Lighthouse's default mobile run (simulated slow 4G,
// 4x CPU slowdown) in Debian's Chromium, several runs per page, medians reported.
//
//   npm run bench:lighthouse                        # all pages, 5 runs each, appends to bench/RESULTS.md
//   node bench/lighthouse.mjs --runs 1 --pages /docs/client,/en
//   node bench/lighthouse.mjs --label "after: KaTeX CSS only where needed"
//   node bench/lighthouse.mjs --no-save             # print only
//
// It serves out/ (or OUT_DIR) with scripts/serve.mjs on a private port (LH_PORT, default 4391). Pages missing
// from the export (the search page before the search work lands) are skipped with a note.
// Budgets: Performance ≥ 97, Accessibility 100, Best Practices 100, SEO 100, TBT ≤ 100 ms,
// CLS ≤ 0.02, LCP ≤ 1.8 s.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { appendSection, chromiumVersion } from './lib/results.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const RUNS = Number(option('runs', 5))
const PORT = Number(process.env.LH_PORT || 4391)
const LABEL = option('label', '')
const SAVE = !args.includes('--no-save')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const pageTypes = [
  ['home', '/'],
  ['docs page', '/docs/client'],
  ['API task type', '/api/task-types/asr'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2025/10/15/release'],
  ['search', '/search'],
]
const english = (route) => (route === '/' ? '/en' : `/en${route}`)
const selected = option('pages', '')
  .split(',')
  .filter(Boolean)
const pages = pageTypes
  .flatMap(([type, route]) => [
    { type, locale: 'ru', route },
    { type, locale: 'en', route: english(route) },
  ])
  .filter((page) => !selected.length || selected.includes(page.route))

export const budgets = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100, tbt: 100, cls: 0.02, lcp: 1800 }

// OUT_DIR serves another export (e.g. a build of an older commit, for before/after figures).
const outDir = path.resolve(root, process.env.OUT_DIR || 'out')
const htmlFile = (route) => path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function serve() {
  const server = spawn('node', ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, PORT: String(PORT), OUT_DIR: outDir }, stdio: 'ignore' })
  const base = `http://127.0.0.1:${PORT}`
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(base)
      return { base, server }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  server.kill()
  throw new Error(`scripts/serve.mjs did not answer on ${base} (port taken? set LH_PORT)`)
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const failing = Object.values(lhr.categories)
    .filter((category) => category.score !== 1)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${category.id}/${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    // Lighthouse's measure of the machine's CPU speed during the run: TBT scales with it, and a
    // shared machine moves it from run to run.
    cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    warnings: lhr.runWarnings ?? [],
  }
}

const { base, server } = await serve()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const rows = []
const cleanUp = async () => {
  server.kill()
  await chrome.kill()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)))
try {
  for (const page of pages) {
    if (!existsSync(htmlFile(page.route))) {
      console.log(`skip ${page.route}: not in the export (${page.type} page not built on this branch)`)
      continue
    }
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${page.route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      runs.push(figures(result.lhr))
      if (process.env.LH_KEEP_REPORTS) {
        mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true })
        writeFileSync(path.join(root, 'bench/.tmp', `${page.route.replaceAll('/', '_') || '_'}-${run}.json`), result.report)
      }
    }
    const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'cpuIndex']
    const row = { ...page, ...Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) }
    row.tbtRange = [Math.min(...runs.map((r) => r.tbt)), Math.max(...runs.map((r) => r.tbt))]
    row.failing = [...new Set(runs.flatMap((r) => r.failing))]
    row.lcpElement = runs[0].lcpElement
    row.warnings = [...new Set(runs.flatMap((r) => r.warnings))]
    row.over = [
      row.performance < budgets.performance && `Performance ${row.performance} < ${budgets.performance}`,
      row.accessibility < budgets.accessibility && `Accessibility ${row.accessibility}`,
      row['best-practices'] < budgets['best-practices'] && `Best Practices ${row['best-practices']}`,
      row.seo < budgets.seo && `SEO ${row.seo}`,
      row.tbt > budgets.tbt && `TBT ${Math.round(row.tbt)} ms > ${budgets.tbt}`,
      row.cls > budgets.cls && `CLS ${row.cls.toFixed(3)} > ${budgets.cls}`,
      row.lcp > budgets.lcp && `LCP ${(row.lcp / 1000).toFixed(2)} s > ${budgets.lcp / 1000}`,
    ].filter(Boolean)
    rows.push(row)
    console.log(
      `${page.route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s, LCP ${(row.lcp / 1000).toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}` +
        (row.over.length ? `  OVER: ${row.over.join('; ')}` : '  within budget'),
    )
    if (row.failing.length) console.log(`    audits below 1: ${row.failing.join(', ')}`)
    if (row.lcp > budgets.lcp) console.log(`    LCP element: ${row.lcpElement}`)
    for (const warning of row.warnings) console.log(`    warning: ${warning}`)
  }
} finally {
  await cleanUp()
}

const table = [
  '| Page | Locale | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT (min–max) | CLS | Speed Index | CPU index | Budget |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.type} \`${r.route}\` | ${r.locale} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms (${r.tbtRange.map(Math.round).join('–')}) | ${r.cls.toFixed(3)} | ${(r.si / 1000).toFixed(2)} s | ${Math.round(r.cpuIndex)} | ${r.over.length ? r.over.join('; ') : 'met'} |`,
  ),
]
const skipped = pages.filter((page) => !existsSync(htmlFile(page.route))).map((page) => page.route)
console.log(`\n${table.join('\n')}`)
if (SAVE && rows.length) {
  appendSection(`Lighthouse${LABEL ? ` (${LABEL})` : ''}`, [
    `Lighthouse 12.8.2, default mobile settings (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} run${RUNS > 1 ? 's' : ''} per figure; the export served by scripts/serve.mjs.`,
    "CPU index: Lighthouse's benchmarkIndex (median; higher is a faster CPU at that moment). TBT is the run's observed main-thread tasks times 4, so it moves with this index on a shared machine.",
    '',
    ...table,
    ...(skipped.length ? ['', `Skipped (not in the export): ${skipped.join(', ')}.`] : []),
  ], chromiumVersion(CHROMIUM))
  console.log('Appended to bench/RESULTS.md')
}
