#!/usr/bin/env node
// Lighthouse benchmark of the static export, mobile, in Debian's Chromium, with both throttling
// methods: Lighthouse's default *simulated* slow 4G + 4x CPU (a model computed from one fast run),
// and *devtools* throttling, where the slow network and the 4x CPU slowdown are applied to the run
// itself — what a reader on a phone meets. Several runs per page, medians reported.
//
//   npm run bench:lighthouse                        # all pages, both methods, 5 runs each, appends to bench/RESULTS.md
//   node bench/lighthouse.mjs --runs 1 --pages /docs/client,/en --throttling devtools
//   node bench/lighthouse.mjs --label "after: one stylesheet"
//   node bench/lighthouse.mjs --no-save             # print only
//
// It serves out/ (or OUT_DIR) as production does: deploy/nginx.conf in a real nginx on loopback
// (HTTPS, HTTP/2, brotli; deploy/local-nginx.mjs), or with `--server node` by scripts/serve.mjs
// (`npm start`: HTTP/1.1, gzip, as Chromium asks plain HTTP for no brotli). Besides Lighthouse's
// figures it reports the critical path of each page: render-blocking stylesheets (from the HTML),
// the HTML's compressed size, and the requests and bytes of the load as Lighthouse recorded them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, criticalPath, figures, kb, launchChrome, lighthouseVersion, medianFigures, benchOptions, runLighthouse, s } from './lib/lighthouse-run.mjs'
import { appendSection, chromiumVersion } from './lib/results.mjs'
import { startExportNginx } from './lib/export-csp.mjs'
import { serve } from './lib/serve.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const { option, runs: RUNS, label: LABEL, save: SAVE, server: SERVER } = benchOptions(args)
const METHODS = option('throttling', 'devtools,simulate').split(',')
// `--before DIR`: another export (an older build's out/, copied aside) measured in the same run, page by
// page and run by run in alternating order, so both meet the same moments of a shared machine.
const BEFORE = option('before', '')

const pageTypes = [
  ['home', '/'],
  ['docs page', '/docs/client'],
  ['REST reference', '/api/rest/predict-api'],
  ['API task type', '/api/task-types/asr'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2025/10/15/release'],
  ['search', '/search'],
]
const english = (route) => (route === '/' ? '/en' : `/en${route}`)
const selected = option('pages', '').split(',').filter(Boolean)
const pages = pageTypes
  .flatMap(([type, route]) => [
    { type, locale: 'ru', route },
    { type, locale: 'en', route: english(route) },
  ])
  .filter((page) => !selected.length || selected.includes(page.route))

/** The issue's budgets. Scores hold for the simulated run; timings for the devtools (applied) run. */
export const budgets = {
  simulate: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100, tbt: 100, cls: 0 },
  devtools: { accessibility: 100, 'best-practices': 100, seo: 100, fcp: 1300, lcp: 1400, tbt: 100, cls: 0 },
  criticalPath: { stylesheets: 1, htmlBrotli: 24 * 1024, requests: 25, bytes: 240 * 1024 },
}

const outDir = path.resolve(root, process.env.OUT_DIR || 'out')
const exports = [...(BEFORE ? [{ name: 'before', dir: path.resolve(BEFORE) }] : []), { name: BEFORE ? 'after' : '', dir: outDir }]
const htmlFile = (dir, route) => path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)

function overBudget(method, row) {
  const budget = budgets[method]
  const over = []
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (key in budget && row[key] < budget[key]) over.push(`${key} ${row[key]} < ${budget[key]}`)
  }
  for (const key of ['fcp', 'lcp']) if (key in budget && row[key] > budget[key]) over.push(`${key.toUpperCase()} ${s(row[key])} > ${s(budget[key])}`)
  if (row.tbt > budget.tbt) over.push(`TBT ${Math.round(row.tbt)} ms > ${budget.tbt}`)
  if (row.cls > budget.cls + 0.0005) over.push(`CLS ${row.cls.toFixed(3)} > ${budget.cls}`)
  if (method === 'devtools') {
    const path = budgets.criticalPath
    if (row.stylesheets > path.stylesheets) over.push(`${row.stylesheets} render-blocking stylesheets`)
    if (row.type === 'docs page' && row.htmlBrotli > path.htmlBrotli) over.push(`HTML ${kb(row.htmlBrotli)} brotli > ${kb(path.htmlBrotli)}`)
    if (row.requests > path.requests) over.push(`${row.requests} requests > ${path.requests}`)
    if (row.bytes > path.bytes) over.push(`${kb(row.bytes)} loaded > ${kb(path.bytes)}`)
  }
  return over
}

/** An export served as production serves it, with its own pages' Content-Security-Policy (deploy/csp.conf is the last build's). */
const serveExport = (dir) => (SERVER === 'node' ? serve(dir) : startExportNginx(dir))
const servers = []
for (const exported of exports) servers.push({ ...exported, ...(await serveExport(exported.dir)) })
const chrome = await launchChrome()
const rows = []
const cleanUp = async () => {
  for (const server of servers) server.stop()
  await chrome.kill()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)))
try {
  for (const page of pages) {
    const present = servers.filter((server) => existsSync(htmlFile(server.dir, page.route)))
    if (present.length < servers.length) {
      console.log(`skip ${page.route}: not in ${servers.length > 1 ? 'both exports' : 'the export'}`)
      continue
    }
    const runs = servers.map(() => Object.fromEntries(METHODS.map((method) => [method, []])))
    // The methods alternate run by run, and the exports within each, first one then the other, so a
    // slower moment of a shared machine hits all alike.
    for (let run = 0; run < RUNS; run++) {
      for (const method of METHODS) {
        const order = servers.map((_, index) => index)
        if (run % 2) order.reverse()
        for (const index of order) {
          const result = await runLighthouse(`${servers[index].base}${page.route}`, chrome.port, method)
          runs[index][method].push(figures(result.lhr))
          if (process.env.LH_KEEP_REPORTS) {
            mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true })
            writeFileSync(path.join(root, 'bench/.tmp', `${servers[index].name}${page.route.replaceAll('/', '_') || '_'}-${method}-${run}.json`), result.report)
          }
        }
      }
    }
    servers.forEach((server, index) => {
      const html = criticalPath(server.dir, htmlFile(server.dir, page.route))
      for (const method of METHODS) {
        const list = runs[index][method]
        const row = { ...page, export: server.name, method, ...html, ...medianFigures(list) }
        row.over = overBudget(method, row)
        rows.push(row)
        console.log(
          `${method.padEnd(8)} ${server.name ? `${server.name} ` : ''}${page.route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, ` +
            `FCP ${s(row.fcp)}, LCP ${s(row.lcp)}, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, ${row.requests} requests / ${kb(row.bytes)}` +
            (row.over.length ? `  OVER: ${row.over.join('; ')}` : '  within budget'),
        )
        if (row.failing.length) console.log(`    audits below 1: ${row.failing.join(', ')}`)
        if (row.over.some((text) => text.startsWith('LCP'))) console.log(`    LCP element: ${list[0].lcpElement}`)
        for (const warning of row.warnings) console.log(`    warning: ${warning}`)
      }
    })
  }
} finally {
  await cleanUp()
}

const tables = METHODS.map((method) => [
  method === 'devtools'
    ? `### Devtools throttling (applied: slow 4G — 562.5 ms request latency, 1.47 Mbit/s down — and 4x CPU slowdown)`
    : '### Simulated throttling (Lighthouse default: one unthrottled run, slow 4G and 4x CPU computed)',
  '',
  `| Page | Locale |${BEFORE ? ' Export |' : ''} Perf | A11y | BP | SEO | FCP | LCP (min–max) | TBT | CLS | Requests | Loaded | CPU index | Budget |`,
  `|---|---|${BEFORE ? '---|' : ''}---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|`,
  ...rows
    .filter((r) => r.method === method)
    .map(
      (r) =>
        `| ${r.type} \`${r.route}\` | ${r.locale} |${BEFORE ? ` ${r.export} |` : ''} ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} (${r.lcpRange.map((v) => (v / 1000).toFixed(2)).join('–')}) | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.requests} | ${kb(r.bytes)} | ${Math.round(r.cpuIndex)} | ${r.over.length ? r.over.join('; ') : 'met'} |`,
    ),
  '',
])
const pathTable = [
  '### Critical path (from the exported HTML)',
  '',
  `| Page |${BEFORE ? ' Export |' : ''} Render-blocking stylesheets | Inline CSS | HTML gzip | HTML brotli |`,
  `|---|${BEFORE ? '---|' : ''}---:|---:|---:|---:|`,
  ...rows
    .filter((r) => r.method === METHODS[0])
    .map((r) => `| \`${r.route}\` |${BEFORE ? ` ${r.export} |` : ''} ${r.stylesheets} | ${kb(r.inlineCss)} | ${kb(r.htmlGzip)} | ${kb(r.htmlBrotli)} |`),
]
const lines = [...tables.flat(), ...pathTable]
console.log(`\n${lines.join('\n')}`)
if (SAVE && rows.length) {
  appendSection(`Lighthouse${LABEL ? ` (${LABEL})` : ''}`, [
    `Lighthouse ${lighthouseVersion()}, mobile (412×823), median of ${RUNS} run${RUNS > 1 ? 's' : ''} per figure, methods alternating run by run${BEFORE ? `, the exports too (before: ${BEFORE}, after: ${path.relative(root, outDir) || outDir})` : ''}; the export served ${SERVER === 'node' ? 'by scripts/serve.mjs (`npm start`: HTTP/1.1, gzip)' : 'by nginx with deploy/nginx.conf (HTTPS, HTTP/2, brotli)'}.`,
    `Budgets: devtools — FCP ≤ ${s(budgets.devtools.fcp)}, LCP ≤ ${s(budgets.devtools.lcp)}, TBT ≤ ${budgets.devtools.tbt} ms, CLS 0, ≤ ${budgets.criticalPath.requests} requests and ≤ ${kb(budgets.criticalPath.bytes)} loaded, ≤ ${budgets.criticalPath.stylesheets} render-blocking stylesheet, docs HTML ≤ ${kb(budgets.criticalPath.htmlBrotli)} brotli; simulated — Performance ≥ ${budgets.simulate.performance}, Accessibility, Best Practices and SEO 100.`,
    "Requests and Loaded: every request of the load as Lighthouse recorded it (until the network and CPU are quiet; nothing clicked), bytes as transferred. CPU index: Lighthouse's benchmarkIndex (higher is faster).",
    '',
    ...lines,
  ], chromiumVersion(CHROMIUM))
  console.log('Appended to bench/RESULTS.md')
}
