#!/usr/bin/env node
// Search benchmark: index size per locale, bytes transferred for the first query and query latency
// (median, p95) in headless Chromium, on the built site (out/, run `npm run build` first) and on a
// synthetic corpus of 1,000 pages per locale indexed with the same pipeline (no Next build).
// Prints the figures and appends them to bench/RESULTS.md.
//
//   node bench/search.mjs                 # both parts
//   node bench/search.mjs --synthetic     # synthetic corpus only
//   PAGES=300 node bench/search.mjs       # a smaller synthetic corpus
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { filesUnder } from '../lib/content/files-under.mjs'
import { buildSearchIndex } from '../lib/search/indexer.mjs'
import { serve } from './lib/serve.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const tmp = path.join(root, 'bench/.tmp/search')
const pagesPerLocale = Number(process.env.PAGES || 1000)
const onlySynthetic = process.argv.includes('--synthetic')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const queries = {
  ru: ['автомасштабирование', 'квота', 'токен доступа', 'модель', 'обучение', 'ошибка', 'голос', 'ключ', 'эмбеддинги', 'журнал аудита', 'контейнер', 'группа ресурсов', 'холодный старт', 'датасет', 'переменные окружения', 'лимиты', 'запрос', 'сервис', 'релиз', 'вебинар'],
  en: ['autoscaling', 'quota', 'access token', 'model', 'training', 'error', 'voice', 'key', 'embeddings', 'audit log', 'container', 'resource group', 'cold start', 'dataset', 'environment variables', 'limits', 'request', 'service', 'release', 'webinar'],
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (value) => `${value.toFixed(1)} ms`
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Bytes of a locale's index files (meta, wasm, word index, fragments, filters) and of the shared loader. */
function indexSize(dir) {
  const bundle = path.join(dir, 'pagefind')
  const size = (file) => statSync(path.join(bundle, file)).size
  const entry = JSON.parse(readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8'))
  const result = {}
  for (const [lang, info] of Object.entries(entry.languages)) {
    const files = [
      ...readdirSync(bundle).filter((f) => f.startsWith(`pagefind.${lang}_`) || f === `wasm.${info.wasm}.pagefind`),
      ...['index', 'fragment', 'filter'].flatMap((sub) => readdirSync(path.join(bundle, sub)).filter((f) => f.startsWith(`${lang}_`)).map((f) => `${sub}/${f}`)),
    ]
    result[lang] = { pages: info.page_count, files: files.length, bytes: files.reduce((sum, f) => sum + size(f), 0) }
  }
  const shared = ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'].filter((f) => existsSync(path.join(bundle, f)))
  result.shared = { files: shared.length, bytes: shared.reduce((sum, f) => sum + size(f), 0), gzip: shared.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(bundle, f))).length, 0) }
  return result
}

/** Bytes of every response a page receives while `action` runs (raw as served, and gzip for text). */
async function transferred(page, action) {
  const responses = []
  const onResponse = (response) => responses.push(response)
  page.on('response', onResponse)
  await action()
  page.off('response', onResponse)
  let raw = 0
  let gzip = 0
  let code = 0
  for (const response of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0))
    const text = /\.(js|css|json|html|txt)(\?|$)/.test(response.url())
    const compressed = text ? gzipSync(body).length : body.length
    raw += body.length
    gzip += compressed
    // The modal's code and styles (Next chunks) vs the index (pagefind/).
    if (new URL(response.url()).pathname.startsWith('/_next/')) code += compressed
  }
  return { requests: responses.length, raw, gzip, code, index: gzip - code }
}

/**
 * Pagefind's own cost per query in the page: search with the site's filters + data of the top 10.
 * "cold" = import + init + the first query (loads the wasm, the language meta and chunks);
 * "first" = every other query the first time (loads its index chunks and fragments);
 * "repeat" = all queries again (cached).
 */
async function measureLatency(page, lang) {
  return page.evaluate(
    async ({ lang, queries }) => {
      const filters = { language: lang, docs_tag: { any: ['default', 'docs-current', 'api-current'] } }
      const t0 = performance.now()
      const pagefind = await import('/pagefind/pagefind.js')
      await pagefind.options({ excerptLength: 24 })
      await pagefind.init()
      const run = async (q) => {
        const start = performance.now()
        const response = await pagefind.search(q, { filters })
        await Promise.all(response.results.slice(0, 10).map((r) => r.data()))
        return { ms: performance.now() - start, hits: response.results.length }
      }
      const firstQuery = await run(queries[0])
      const cold = performance.now() - t0
      const first = [firstQuery]
      for (const q of queries.slice(1)) first.push(await run(q))
      const repeat = []
      for (const q of queries) repeat.push(await run(q))
      return { cold, first: first.slice(1), repeat, zeroHits: first.filter((r) => r.hits === 0).length }
    },
    { lang, queries: queries[lang] },
  )
}

function latencyFigures(runs) {
  const first = runs.first.map((r) => r.ms)
  const repeat = runs.repeat.map((r) => r.ms)
  return {
    cold: runs.cold,
    firstMedian: percentile(first, 50),
    firstP95: percentile(first, 95),
    repeatMedian: percentile(repeat, 50),
    repeatP95: percentile(repeat, 95),
    zeroHits: runs.zeroHits,
  }
}

/** Latency figures of the queries in a fresh browser context on `url`, loaded and idle. */
async function warmLatency(browser, url, lang) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  const latency = latencyFigures(await measureLatency(page, lang))
  await context.close()
  return latency
}

/** The full site: the modal's first query (code + index) and Pagefind latency per locale. */
async function benchSite(browser) {
  if (!existsSync(path.join(out, 'pagefind/pagefind-entry.json'))) throw new Error('No out/pagefind: run `npm run build` first (or pass --synthetic).')
  const server = await serve(out)
  const result = { index: indexSize(out), locales: {} }
  try {
    for (const [lang, home] of [['ru', '/docs'], ['en', '/en/docs']]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${server.base}${home}`, { waitUntil: 'networkidle' })
      let uiMs = 0
      const first = await transferred(page, async () => {
        const start = Date.now()
        await page.locator('header .search-button').click()
        await page.locator('.DocSearch-Input').fill(queries[lang][0])
        await page.locator('.DocSearch-Hit').first().waitFor()
        uiMs = Date.now() - start
        await page.waitForLoadState('networkidle')
      })
      await context.close()
      const latency = await warmLatency(browser, `${server.base}${home}`, lang)
      result.locales[lang] = { first, uiMs, latency }
    }
  } finally {
    server.stop()
  }
  return result
}

// ---------- Synthetic corpus ----------

/** Words of the site's own articles per language, to write plausible synthetic pages. */
function vocabulary(lang) {
  const fallback = {
    ru: 'сервис модель запрос экземпляр квота группа ресурсов обучение токен ключ доступа ошибка метрика журнал настройка платформа контейнер образ датасет голос синтез задержка нагрузка масштабирование холодный старт окно стабилизации'.split(' '),
    en: 'service model request instance quota resource group training token access key error metric log setting platform container image dataset voice synthesis latency load scaling cold start stabilisation window'.split(' '),
  }[lang]
  const dir = lang === 'ru' ? path.join(root, 'content/docs') : path.join(root, 'content/en/docs')
  if (!existsSync(dir)) return fallback
  const words = new Set(fallback)
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.mdx'))) {
    const text = readFileSync(path.join(dir, file), 'utf8').replace(/```[\s\S]*?```/g, ' ')
    for (const word of text.toLowerCase().match(lang === 'ru' ? /[а-яё]{4,}/g : /[a-z]{4,}/g) ?? []) words.add(word)
  }
  return [...words]
}

/** A deterministic pseudo-random generator, so runs index the same corpus. */
function random(seed) {
  let s = seed >>> 0
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32)
}

function synthesize(dir, lang, count) {
  const words = vocabulary(lang)
  const next = random(lang === 'ru' ? 1 : 2)
  const pick = () => words[Math.floor(next() * words.length)]
  const sentence = (n) => {
    const s = Array.from({ length: n }, pick).join(' ')
    return `${s[0].toUpperCase()}${s.slice(1)}.`
  }
  const sets = ['docs', 'api', 'blog']
  for (let i = 0; i < count; i++) {
    const set = sets[i % 3]
    const tag = set === 'blog' ? 'default' : `${set}-current`
    const title = sentence(3).slice(0, -1)
    const sections = Array.from({ length: 4 + Math.floor(next() * 4) }, (_, j) => {
      const heading = sentence(3).slice(0, -1)
      const level = j % 3 === 2 ? 'h3' : 'h2'
      const paragraphs = Array.from({ length: 2 + Math.floor(next() * 2) }, () => `<p>${Array.from({ length: 4 }, () => sentence(8 + Math.floor(next() * 10))).join(' ')}</p>`).join('')
      return `<${level} id="s${j}">${heading}</${level}>${paragraphs}`
    }).join('')
    const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title><meta name="docsearch:language" content="${lang}"/><meta name="docsearch:docs_tag" content="${tag}"/></head><body><header data-pagefind-ignore="all">nav</header><main data-pagefind-body="true"><h1>${title}</h1><p>${sentence(20)}</p>${sections}</main></body></html>`
    const file = path.join(dir, lang === 'ru' ? '' : 'en', set, `page-${i}.html`)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  // A page to run the queries from (its <html lang> selects Pagefind's language index), and the
  // 404 page scripts/serve.mjs answers unknown paths (the browser asks for /favicon.ico) with.
  const plain = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>bench</title></head><body>bench</body></html>`
  writeFileSync(path.join(dir, lang === 'ru' ? 'index.html' : 'en.html'), plain)
  mkdirSync(path.join(dir, lang === 'ru' ? '' : 'en'), { recursive: true })
  writeFileSync(path.join(dir, lang === 'ru' ? '' : 'en', '404.html'), plain)
}

async function benchSynthetic(browser) {
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  const t0 = performance.now()
  for (const lang of ['ru', 'en']) synthesize(tmp, lang, pagesPerLocale)
  const generated = performance.now() - t0
  const t1 = performance.now()
  await buildSearchIndex(tmp, { log: () => undefined })
  const indexing = performance.now() - t1
  const server = await serve(tmp)
  const result = { pagesPerLocale, generatedMs: generated, indexingMs: indexing, index: indexSize(tmp), locales: {} }
  try {
    for (const [lang, home] of [['ru', '/'], ['en', '/en']]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${server.base}${home}`, { waitUntil: 'networkidle' })
      const first = await transferred(page, () =>
        page.evaluate(async (q) => {
          const pagefind = await import('/pagefind/pagefind.js')
          await pagefind.options({ excerptLength: 24 })
          const response = await pagefind.search(q, { filters: { language: document.documentElement.lang, docs_tag: { any: ['default', 'docs-current', 'api-current'] } } })
          await Promise.all(response.results.slice(0, 10).map((r) => r.data()))
        }, queries[lang][0]),
      )
      await context.close()
      const latency = await warmLatency(browser, `${server.base}${home}`, lang)
      result.locales[lang] = { first, latency }
    }
  } finally {
    server.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
  return result
}

// ---------- Report ----------

function report(site, synthetic) {
  const lines = []
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`
  lines.push(`## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machine}`, '')
  lines.push(`Load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other builds and tests may share the machine).`, '')
  lines.push('Latency: `pagefind.search()` with the site\'s language and docs-tag filters plus the data of the top 10 results, in headless Chromium over loopback (20 queries per locale). Cold = import of pagefind.js + init + the first query; next queries = the other 19 the first time (each loads its index chunks and fragments); repeat = all 20 again. First query bytes: everything the browser fetched from the click on the search button (full site: the modal chunk too) to the first results.', '')
  const table = (title, result, withUi) => {
    lines.push(`### ${title}`, '')
    lines.push('| Locale | Pages | Index (files, size) | First query: requests, bytes as served (gzip for text) | of which modal code / index (gzip) | Cold: load + first query | Next queries: median / p95 | Repeat: median / p95 |' + (withUi ? ' Modal: open → first hit |' : ''))
    lines.push('|---|---|---|---|---|---|---|---|' + (withUi ? '---|' : ''))
    for (const lang of ['ru', 'en']) {
      const index = result.index[lang]
      const { first, latency, uiMs } = result.locales[lang]
      lines.push(`| ${lang} | ${index.pages} | ${index.files} files, ${kib(index.bytes)} | ${first.requests} requests, ${kib(first.raw)} (${kib(first.gzip)}) | ${kib(first.code)} / ${kib(first.index)} | ${ms(latency.cold)} | ${ms(latency.firstMedian)} / ${ms(latency.firstP95)} | ${ms(latency.repeatMedian)} / ${ms(latency.repeatP95)} |` + (withUi ? ` ${uiMs} ms |` : ''))
    }
    lines.push('', `Shared loader (pagefind.js, worker, entry): ${kib(result.index.shared.bytes)} (${kib(result.index.shared.gzip)} gzip).`, '')
  }
  if (site) table('Full site (out/)', site, true)
  if (synthetic) {
    table(`Synthetic corpus: ${synthetic.pagesPerLocale} pages per locale`, synthetic, false)
    lines.push(`Generated in ${ms(synthetic.generatedMs)}, indexed (both locales) in ${ms(synthetic.indexingMs)}.`, '')
  }
  return lines.join('\n')
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
let site = null
let synthetic = null
try {
  if (!onlySynthetic) site = await benchSite(browser)
  synthetic = await benchSynthetic(browser)
} finally {
  await browser.close()
}
const text = report(site, synthetic)
console.log(text)
const results = path.join(root, 'bench/RESULTS.md')
if (!existsSync(results)) writeFileSync(results, '# Benchmark results\n\nAppended by the scripts in bench/ (newest last).\n\n')
appendFileSync(results, `${text}\n`)
console.log(`appended to ${path.relative(root, results)}`)
