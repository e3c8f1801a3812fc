#!/usr/bin/env node
// Search and navigation as a phone reader waits for them: the export served by deploy/nginx.conf in a
// real nginx (HTTPS, HTTP/2, brotli; deploy/local-nginx.mjs), Debian's Chromium at 412 px with a 4x
// slower CPU and Lighthouse's slow 4G applied through CDP (562.5 ms per request, 1.47 Mbit/s down).
// Each run is a new browser context (empty cache): the reader opens a docs page, taps the search
// button, types a query at a phone's pace, reads the results, types a second one, closes the search and follows a link
// in the article. Median of RUNS runs per figure, both locales. Prints a table row per locale and
// appends them to bench/RESULTS.md (`--no-record` only prints). Run `npm run build` first.
//
//   node bench/search-phone.mjs              # RUNS=3
//   RUNS=5 node bench/search-phone.mjs --label "after"
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startNginx, trustCertificate } from '../deploy/local-nginx.mjs'
import { appendSection, chromiumVersion } from './lib/results.mjs'

const RUNS = Number(process.env.RUNS || 3)
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const LABEL = option('label', 'this build')
/** Milliseconds between keystrokes: a quick thumb. */
const KEY_DELAY = 150

const locales = [
  { locale: 'en', page: '/en/docs/client', first: 'autoscaling', second: 'quota' },
  { locale: 'ru', page: '/docs/client', first: 'автомасштабирование', second: 'квота' },
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// In the page: when the first and the last letter of a query were typed, when the first hit appeared,
// and when the results of `marks.query` were complete (their excerpts in: the dropdown not busy);
// then when the reader touched a link and the frame in which the article's heading was no longer
// `marks.heading`.
const probe = () => {
  const marks = { key: 0, firstHit: 0, last: 0, query: '', complete: 0, heading: null, touch: 0, navigated: 0 }
  Object.assign(window, { marks })
  // `input`, not `keydown`: letters outside the US layout (Cyrillic) are typed without key events.
  addEventListener('input', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return
    marks.key ||= performance.now()
    marks.last = performance.now()
  }, true)
  addEventListener('pointerdown', (event) => {
    if (marks.heading !== null) marks.touch ||= event.timeStamp
  }, true)
  new MutationObserver(() => {
    if (marks.touch && !marks.navigated && document.querySelector('article h1')?.textContent !== marks.heading) {
      requestAnimationFrame(() => (marks.navigated ||= performance.now()))
    }
    if (marks.key && !marks.firstHit && document.querySelector('.DocSearch-Hit')) marks.firstHit = performance.now()
    const done = marks.query && document.querySelector(`.DocSearch-Dropdown[data-query="${CSS.escape(marks.query)}"]:not([aria-busy]) .DocSearch-Hit`)
    if (done && !marks.complete) marks.complete = performance.timeOrigin + performance.now()
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy', 'data-query'] })
}

/**
 * Requests the page and its workers make (Pagefind searched in a worker, which CDP's page session does
 * not see), and the bytes of their bodies as sent (compressed; HTTP/2 compresses the headers too).
 */
function network(context) {
  const requests = new Map()
  context.on('request', (request) => requests.set(request, { url: request.url(), bytes: 0, done: false, start: 0 }))
  const finish = async (request) => {
    const entry = requests.get(request)
    if (!entry) return
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }))
    const timing = request.timing()
    Object.assign(entry, { bytes: sizes.responseBodySize, done: true, start: timing.startTime, end: timing.startTime + timing.responseEnd })
  }
  context.on('requestfinished', finish)
  context.on('requestfailed', (request) => Object.assign(requests.get(request) ?? {}, { done: true }))
  const inFlight = () => [...requests.values()].some((request) => !request.done)
  return {
    reset: () => requests.clear(),
    /**
     * Resolves once no request has been in flight for `ms` (bounded): Playwright's `networkidle`
     * fires once per page load, so a second wait for it returns at once.
     */
    async quiet(page, ms = 1000) {
      let since = Date.now()
      for (let i = 0; i < 600 && Date.now() - since < ms; i++) {
        if (inFlight()) since = Date.now()
        await page.waitForTimeout(50)
      }
    },
    /**
     * Waits (bounded) for the requests to finish, then sums those started by `until` (epoch ms); lists
     * them with when each started and ended, in ms after `since` (epoch ms).
     */
    async total(page, until = Infinity, since = 0) {
      for (let i = 0; i < 100 && inFlight(); i++) await page.waitForTimeout(100)
      const list = [...requests.values()].filter((request) => request.start <= until)
      const at = (time) => String(Math.round(time - since)).padStart(6)
      return {
        requests: list.length,
        bytes: list.reduce((sum, request) => sum + request.bytes, 0),
        urls: list.map((request) => `${at(request.start)} → ${at(request.end)} ms ${(request.bytes / 1024).toFixed(1).padStart(5)} KB ${request.url}`),
      }
    },
  }
}

async function typeAndTime(page, query) {
  await page.evaluate(() => Object.assign(window.marks, { key: 0, firstHit: 0, last: 0 }))
  await page.keyboard.type(query, { delay: KEY_DELAY })
  await page.locator(`.DocSearch-Dropdown[data-query="${query}"] .DocSearch-Hit`).first().waitFor({ timeout: 60_000 })
  const settled = await page.evaluate(() => performance.now())
  const marks = await page.evaluate(() => window.marks)
  return { first: marks.firstHit - marks.key, full: settled - marks.last }
}

async function run(browser, base, { page: url, first, second }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(probe)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 184_320, uploadThroughput: 86_400 })
  const traffic = network(context)
  await page.goto(base + url, { waitUntil: 'load', timeout: 120_000 })
  // Hydrated (the header's button answers), and the page's own loading over: the reader has read a little.
  await page.waitForFunction(() => {
    const button = document.querySelector('header.site-header button')
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  }, null, { timeout: 120_000 })
  await page.waitForLoadState('networkidle', { timeout: 120_000 })

  traffic.reset()
  await page.locator('.search-button').tap()
  const input = page.locator('.DocSearch-Modal input')
  await input.waitFor({ timeout: 60_000 })
  await input.focus()
  await page.evaluate((query) => Object.assign(window.marks, { query }), first)
  const cold = await typeAndTime(page, first)
  // The first query: what the page fetched until its results were complete (not what the search
  // fetches ahead for the next query after that).
  const complete = await page.waitForFunction(() => window.marks.complete, null, { timeout: 60_000 }).then((handle) => handle.jsonValue())
  const firstQuery = await traffic.total(page, complete, await page.evaluate(() => performance.timeOrigin + window.marks.key))
  // The reader reads the results before a second query: what the search fetches meanwhile (the rest
  // of the language's index, lib/search/pagefind-backend.ts) is done, as the link's prefetch is below.
  await traffic.quiet(page)

  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached', timeout: 60_000 }).catch(() => undefined)
  const warm = await typeAndTime(page, second)

  await page.keyboard.press('Escape')
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached', timeout: 30_000 })
  // The first link in the article to another docs page.
  const link = page.locator(`article .markdown a[href^="${url.replace(/\/[^/]+$/, '/')}"]:not([href^="${url}"])`).first()
  const href = await link.getAttribute('href')
  await link.scrollIntoViewIfNeeded()
  // The reader reads a moment before tapping: what the page fetches meanwhile (the prefetch of the
  // links now on screen) is done.
  await traffic.quiet(page)
  const heading = await page.locator('article h1').textContent()
  await page.evaluate((text) => Object.assign(window, { samePage: true }, { marks: Object.assign(window.marks, { heading: text }) }), heading)
  await link.tap()
  await page.waitForURL((target) => target.pathname === href.split('#')[0], { timeout: 60_000 })
  await page.waitForFunction((old) => document.querySelector('article h1')?.textContent !== old, heading, { polling: 'raf', timeout: 60_000 })
  // A client-side navigation keeps the window; a full page load would not.
  const client = await page.evaluate(() => window.samePage === true)
  // From the reader's touch (not from the tap's call: Playwright's checks before it touches take
  // 100–220 ms of this throttled CPU) to the frame that shows the new page's heading.
  const navigation = client ? await page.waitForFunction(() => window.marks.navigated && window.marks.navigated - window.marks.touch, null, { timeout: 10_000 }).then((handle) => handle.jsonValue()) : NaN
  await context.close()
  return { cold, warm, firstQuery, navigation: Math.round(navigation), href }
}

const nginx = await startNginx(path.resolve(process.env.OUT_DIR || 'out'))
// The run's certificate trusted, as a real site's is: Chromium keeps nothing in its HTTP cache from a
// host whose certificate it had to ignore, and the search's second query reads its index from there.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', trustCertificate(nginx.ca)] })
const rows = []
try {
  for (const target of locales) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await run(browser, nginx.base, target)
      runs.push(result)
      console.log(`${target.locale} run ${i + 1}: first result ${Math.round(result.cold.first)} ms, "${target.first}" ${Math.round(result.cold.full)} ms after its last key, warm ${Math.round(result.warm.first)} ms, ` +
        `${result.firstQuery.requests} requests / ${(result.firstQuery.bytes / 1024).toFixed(1)} KB, navigation to ${result.href} ${Number.isNaN(result.navigation) ? 'was a full page load' : `${result.navigation} ms`}`)
      if (process.env.VERBOSE) console.log(result.firstQuery.urls.join('\n'))
    }
    const m = (pick) => median(runs.map(pick))
    rows.push(
      `| ${LABEL} | ${target.locale} | ${(m((r) => r.cold.first) / 1000).toFixed(2)} s | ${(m((r) => r.cold.full) / 1000).toFixed(2)} s | ${Math.round(m((r) => r.warm.first))} ms | ` +
        `${m((r) => r.firstQuery.requests)} | ${(m((r) => r.firstQuery.bytes) / 1024).toFixed(0)} KB | ${Math.round(m((r) => r.navigation))} ms |`,
    )
  }
} finally {
  await browser.close()
  nginx.stop()
}

const table = [
  '| build | locale | cold: first keystroke → first result | full query: last keystroke → its results | warm: first keystroke → first result | first query: requests | first query: bytes (bodies) | navigation to a linked docs page: touch → its heading shown |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
]
console.log(table.join('\n'))
if (!process.argv.includes('--no-record')) {
  appendSection(
    'Search on a throttled phone',
    [
      `Chromium at 412×823 (mobile, touch), 4x CPU slowdown and slow 4G applied through CDP (562.5 ms per request, 1.47 Mbit/s down), the export served by nginx with deploy/nginx.conf (HTTPS, HTTP/2, brotli); a new context (empty cache) per run, median of ${RUNS}. The reader opens the docs page, waits for it to settle, taps the search button and types the query at ${KEY_DELAY} ms a key, reads the results until the network is quiet, then types a second query; then closes the search and taps the article's first link to another docs page, timed from the touch (pointerdown) to the frame that shows the new page's heading (until commit dff767b of 2026-11-27: from Playwright's tap call, which added its own 100–220 ms of checks). Bytes as sent (compressed).`,
      '',
      ...table,
    ],
    chromiumVersion(CHROMIUM),
  )
}
