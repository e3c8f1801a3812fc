// What the Lighthouse benchmarks share (bench/lighthouse.mjs for our pages, bench/starlight.mjs for
// ours against a stock Starlight site): one Chromium, one Lighthouse run, the figures taken from a
// report, the critical path read from a page's HTML, medians. Importing this starts nothing.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { compressSync } from '../../lib/export/precompress.mjs'
import { gzipSize } from './page-weight.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** The installed Lighthouse's version, for the results' notes. */
export const lighthouseVersion = () => JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')).version

/**
 * The command line of a Lighthouse bench: `option(name, fallback)` reads `--name value`, and the
 * options both benches take — `--runs` (5), `--label`, `--no-save`, `--server` (nginx or node).
 * @param {string[]} args
 */
export function benchOptions(args) {
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`)
    return index === -1 ? fallback : args[index + 1]
  }
  return { option, runs: Number(option('runs', 5)), label: option('label', ''), save: !args.includes('--no-save'), server: option('server', 'nginx') }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const s = (ms) => `${(ms / 1000).toFixed(2)} s`

/** Headless Debian Chromium for Lighthouse. The certificates are the ones deploy/local-nginx.mjs made for this run. */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--ignore-certificate-errors'],
  })

/** One mobile Lighthouse run (Lighthouse's default form factor) of `url` with `method` throttling ('devtools' or 'simulate'). */
export const runLighthouse = (url, port, method) =>
  lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: method,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })

/**
 * The brotli size of an exported page (`file`, in the export `out`) as nginx sends it: its .br twin, or
 * compressed here as the build would. The budget test counts the same bytes.
 */
export const servedBrotli = (out, file) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : compressSync(readFileSync(file), path.relative(out, file)).br.length

/** What an exported page's HTML alone decides: stylesheets that block the first paint, inline CSS, compressed size. */
export function criticalPath(out, file) {
  const html = readFileSync(file, 'utf8')
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length)
  const stylesheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].filter(([tag]) => !/\bmedia="(print|not all)"/.test(tag)).length
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css]) => sum + css.length, 0)
  return { stylesheets, inlineCss, htmlGzip: gzipSize(html), htmlBrotli: servedBrotli(out, file) }
}

/** Lighthouse's resource types of the weights `figures` reports, by the key prefix it uses. */
// `data`: what the page fetches itself — on ours, the RSC payload file the loader fetches to hydrate.
const weightTypes = { html: 'Document', js: 'Script', css: 'Stylesheet', data: 'Fetch' }

/** The numeric figures of `figures` (what a row's medians are taken of). */
export const numericKeys = [
  'performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'tti', 'requests', 'bytes', 'cpuIndex',
  ...Object.keys(weightTypes).flatMap((kind) => [`${kind}Transfer`, `${kind}Size`]),
]

/** The figures of one Lighthouse report. */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const failing = Object.values(lhr.categories)
    .filter((category) => category.score !== 1)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${category.id}/${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    )
  // Every request of the load, as Lighthouse recorded it (it waits for the network and the CPU to
  // go quiet, and nothing on these pages is clicked): what a reader downloads before interacting.
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => !item.url.startsWith('data:'))
  // HTML, JS, CSS and fetched data as transferred (compressed, with headers) and as the browser holds them.
  const weights = {}
  for (const [kind, type] of Object.entries(weightTypes)) {
    const ofType = requests.filter((item) => item.resourceType === type)
    weights[`${kind}Transfer`] = ofType.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    weights[`${kind}Size`] = ofType.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0)
  }
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
    tti: numeric('interactive'),
    requests: requests.length,
    bytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    ...weights,
    // Lighthouse's measure of the machine's CPU speed during the run (higher is faster).
    cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    warnings: lhr.runWarnings ?? [],
  }
}

/** The medians of a list of `figures`, the LCP's range, and the failing audits and warnings of any run. */
export function medianFigures(list) {
  return {
    ...Object.fromEntries(numericKeys.map((key) => [key, median(list.map((r) => r[key]))])),
    lcpRange: [Math.min(...list.map((r) => r.lcp)), Math.max(...list.map((r) => r.lcp))],
    failing: [...new Set(list.flatMap((r) => r.failing))],
    warnings: [...new Set(list.flatMap((r) => r.warnings))],
  }
}
