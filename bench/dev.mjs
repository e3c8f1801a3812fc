#!/usr/bin/env node
// A writer's loop with `npm run dev`: how long the dev server takes to answer the first page, a page
// of another section and another locale, and how long a heading edit in an MDX file and a title edit
// in a `_meta.ts` take to show in a browser that has the page open (Hot Module Replacement, checked to
// be no full reload). Prints the figures; `--save` appends them to bench/RESULTS.md.
//
//   npm run bench:dev                      # fresh: removes .next/dev (the dev build and its Turbopack cache)
//   npm run bench:dev -- --warm            # keeps .next/dev: a restart with the persistent cache
//   npm run bench:dev -- --save --label "after: …"
//
// Every edited file is restored afterwards, also when the run fails or is interrupted.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { appendSection } from './lib/results.mjs'
import { clearDevCache, devDistDir, devOptions, get, prepareDev, root, startDev } from './lib/dev-server.mjs'

const args = process.argv.slice(2)
const warm = args.includes('--warm')
const label = args.includes('--label') ? args[args.indexOf('--label') + 1] : warm ? 'warm restart' : 'fresh start'

const FIRST = '/en/docs/client'
const OTHER_SECTION = '/en/api/rest/services'
const OTHER_LOCALE = '/docs/account/users'
const PAGE_FILE = 'content/en/docs/client.mdx'
const HEADING = '## Installation\n'
const META_FILE = 'content/en/docs/_meta.ts'
const META_ENTRY = `'client': "Client",`
const TIMEOUT = 900_000

// Edited files and their original text, written back on every way out.
const originals = new Map()
const restore = () => {
  for (const [file, text] of originals) writeFileSync(file, text)
  originals.clear()
}
let stopServer = async () => {}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (restore(), stopServer().finally(() => process.exit(130))))
process.on('exit', restore)

function edit(relative, from, to) {
  const file = path.join(root, relative)
  const text = readFileSync(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${relative} no longer contains ${JSON.stringify(from)}: update bench/dev.mjs`)
  if (!originals.has(file)) originals.set(file, text)
  writeFileSync(file, text.replace(from, to))
}
const unedit = (relative) => {
  const file = path.join(root, relative)
  writeFileSync(file, originals.get(file))
  originals.delete(file)
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** GETs `route`; the time until the whole answer arrived. Fails unless it is 200. */
async function timedGet(base, route) {
  const start = performance.now()
  const { status } = await get(base + route, TIMEOUT)
  if (status !== 200) throw new Error(`${route} answered ${status}`)
  return performance.now() - start
}

/**
 * Resolves once `next dev` has written its cache, which it does when idle: nothing under
 * .next/dev/cache changed for `quiet` ms. A writer's session has such pauses; a restart then
 * finds the cache (the `--warm` run).
 */
async function cacheWritten(quiet = 30_000) {
  const folder = path.join(devDistDir, 'cache')
  const newest = () => Math.max(0, ...readdirSync(folder, { recursive: true }).map((file) => statSync(path.join(folder, file)).mtimeMs))
  const start = Date.now()
  while (Date.now() - Math.max(start, newest()) < quiet) {
    if (Date.now() - start > TIMEOUT) throw new Error(`next dev's cache was still being written after ${TIMEOUT} ms`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const t0 = performance.now()
prepareDev()
const prepare = performance.now() - t0
if (!warm) clearDevCache()

const server = await startDev({ timeout: TIMEOUT })
stopServer = server.stop
const figures = { prepare }
let browser
try {
  figures.listening = performance.now() - server.startedAt
  await timedGet(server.base, FIRST)
  figures.first = performance.now() - server.startedAt
  figures.otherSection = await timedGet(server.base, OTHER_SECTION)
  figures.otherLocale = await timedGet(server.base, OTHER_LOCALE)
  figures.again = await timedGet(server.base, FIRST)

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage()
  await page.goto(server.base + FIRST, { waitUntil: 'load', timeout: TIMEOUT })
  // Hydrated and connected to the dev server's HMR socket: the page reacts to edits from here on.
  await page.waitForFunction(() => document.querySelector('h1') && window.next?.router, null, { timeout: TIMEOUT })
  await page.evaluate(() => ((window).__devBenchNoReload = true))

  /** Applies `change`, then the time until `text` is in the page without a reload; undoes it. */
  async function timeEdit(file, change, selector, text) {
    const start = performance.now()
    change()
    await page.waitForFunction(([s, t]) => [...document.querySelectorAll(s)].some((element) => element.textContent.includes(t)), [selector, text], { timeout: TIMEOUT, polling: 50 })
    const elapsed = performance.now() - start
    const reloaded = !(await page.evaluate(() => (window).__devBenchNoReload === true))
    unedit(file)
    await page.waitForFunction(([s, t]) => ![...document.querySelectorAll(s)].some((element) => element.textContent.includes(t)), [selector, text], { timeout: TIMEOUT, polling: 50 })
    await page.evaluate(() => ((window).__devBenchNoReload = true))
    return { elapsed, reloaded }
  }

  const stamp = `bench ${Date.now().toString(36)}`
  figures.mdx = await timeEdit(PAGE_FILE, () => edit(PAGE_FILE, HEADING, `## Installation (${stamp})\n`), 'article h2', stamp)
  figures.meta = await timeEdit(META_FILE, () => edit(META_FILE, META_ENTRY, `'client': "Client (${stamp})",`), 'aside', stamp)
  await cacheWritten()
} catch (error) {
  console.error(server.log().slice(-4000))
  throw error
} finally {
  restore()
  await browser?.close()
  await server.stop()
}

const lines = [
  `| ${label} | ${seconds(figures.first)} | ${seconds(figures.otherSection)} | ${seconds(figures.otherLocale)} | ${seconds(figures.mdx.elapsed)}${figures.mdx.reloaded ? ' (full reload)' : ''} | ${seconds(figures.meta.elapsed)}${figures.meta.reloaded ? ' (full reload)' : ''} |`,
]
console.log(`prepare (subset-icons) ${seconds(prepare)}; listening after ${seconds(figures.listening)}; ${FIRST} again ${seconds(figures.again)}`)
console.log(`| Run | first page ${FIRST} | another section ${OTHER_SECTION} | another locale ${OTHER_LOCALE} | MDX heading edit in the browser | _meta title edit in the sidebar |`)
console.log('|---|---|---|---|---|---|')
console.log(lines.join('\n'))
if (args.includes('--save')) {
  appendSection('Dev server (npm run bench:dev)', [
    `\`next dev ${devOptions().join(' ')}\` ${warm ? 'restarted with .next/dev kept' : 'after removing .next/dev'}; times from its start. Targets: first page ≤ 15 s, another section ≤ 3 s, an MDX edit ≤ 2 s without full reload, a \`_meta\` edit ≤ 3 s.`,
    '',
    `| Run | first page ${FIRST} | another section ${OTHER_SECTION} | another locale ${OTHER_LOCALE} | MDX heading edit in the browser | _meta title edit in the sidebar |`,
    '|---|---|---|---|---|---|',
    ...lines,
  ])
  console.log('appended to bench/RESULTS.md')
}
