#!/usr/bin/env node
// Scale benchmark: how the build and the pages grow with the size of the documentation.
//
// For each size N (default 100, 300 and 1000 pages per locale) it copies the repository into a
// temporary folder (without node_modules, .next, out and .git; node_modules hard-linked), adds N
// synthetic docs pages per locale under /docs/scale/, builds it with `npm run build`, and reports
// build time, peak memory, export size, and a synthetic docs page's HTML and first-load JS (gzip).
// Results are printed and appended to bench/RESULTS.md under "Scale".
//
//   node bench/scale.mjs                 # 100, 300, 1000
//   node bench/scale.mjs 50 200          # other sizes
//   KEEP=1 node bench/scale.mjs 100      # keep the temporary copies (paths are printed)
//
// Budgets at 1,000 pages per locale: build ≤ 8 min, peak memory ≤ 4 GB, docs page HTML +
// first-load JS ≤ 260 KB gzip. Run it alone: it builds three times and takes a while.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { kb, pageWeight } from './lib/page-weight.mjs'
import { appendSection, machine } from './lib/results.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const SIZES = sizes.length ? sizes : [100, 300, 1000]
const PER_FOLDER = 50
const budget = { buildMs: 8 * 60_000, peakBytes: 4 * 1024 ** 3, pageBytes: 260 * 1024 }

const excluded = new Set(['node_modules', '.next', 'out', '.git', 'test-results', 'playwright-report'])

/**
 * A copy of the working tree to build in. node_modules is hard-linked, file by file (`cp -al`: no
 * data copied): Turbopack compiles nothing outside the project's root, so a symlink to the
 * checkout's node_modules would leave Next itself unresolved.
 */
function temporaryCopy(label) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-scale-${label}-`))
  for (const entry of readdirSync(root)) {
    if (excluded.has(entry)) continue
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  return dir
}

const words = {
  ru: 'сервис модель запрос экземпляр очередь метрика ресурс группа квота обучение датасет версия ключ доступ журнал аудит шлюз задержка пропускная способность конфигурация образ контейнер'.split(' '),
  en: 'service model request instance queue metric resource group quota training dataset version key access log audit gateway latency throughput capacity configuration image container'.split(' '),
}
const sentence = (locale, seed, length = 14) => {
  const list = words[locale]
  const text = Array.from({ length }, (_, i) => list[(seed * 7 + i * 13) % list.length]).join(' ')
  return `${text[0].toUpperCase()}${text.slice(1)}.`
}
const paragraph = (locale, seed) => Array.from({ length: 5 }, (_, i) => sentence(locale, seed + i)).join(' ')

/** One synthetic page: about the size of a real reference page (headings, prose, a table, code, links). */
function page(locale, n, total) {
  const title = locale === 'ru' ? `Справочная страница ${n}` : `Reference page ${n}`
  const prefix = locale === 'ru' ? '' : '/en'
  const link = (k) => `${prefix}/docs/scale/s${String(Math.floor(k / PER_FOLDER) + 1).padStart(2, '0')}/p${String(k).padStart(4, '0')}`
  const next = (n + 1) % total
  const h = locale === 'ru' ? ['Обзор', 'Параметры', 'Пример', 'Ограничения'] : ['Overview', 'Parameters', 'Example', 'Limits']
  return `---
title: ${title}
description: ${sentence(locale, n, 18)}
---

# ${title}

${paragraph(locale, n)}

## ${h[0]}

${paragraph(locale, n + 1)} [${locale === 'ru' ? 'Следующая страница' : 'Next page'}](${link(next)}).

${paragraph(locale, n + 2)}

## ${h[1]}

| ${locale === 'ru' ? 'Поле | Тип | Описание' : 'Field | Type | Description'} |
|---|---|---|
${Array.from({ length: 6 }, (_, i) => `| \`field_${i}\` | \`string\` | ${sentence(locale, n + i, 8)} |`).join('\n')}

## ${h[2]}

\`\`\`json
{ "page": ${n}, "service": "scale-${n}", "instances": { "min": 1, "max": ${(n % 8) + 2} } }
\`\`\`

${paragraph(locale, n + 3)}

### ${h[3]}

${paragraph(locale, n + 4)}
`
}

/** N pages per locale under content[/en]/docs/scale/sNN/pNNNN.mdx, with sidebar titles. */
function addCorpus(dir, n) {
  for (const locale of ['ru', 'en']) {
    const base = path.join(dir, 'content', ...(locale === 'ru' ? [] : ['en']), 'docs', 'scale')
    const folders = Math.ceil(n / PER_FOLDER)
    for (let f = 0; f < folders; f++) {
      const folder = path.join(base, `s${String(f + 1).padStart(2, '0')}`)
      mkdirSync(folder, { recursive: true })
      const entries = []
      for (let k = f * PER_FOLDER; k < Math.min(n, (f + 1) * PER_FOLDER); k++) {
        const name = `p${String(k).padStart(4, '0')}`
        writeFileSync(path.join(folder, `${name}.mdx`), page(locale, k, n))
        entries.push(`  ${JSON.stringify(name)}: ${JSON.stringify(locale === 'ru' ? `Страница ${k}` : `Page ${k}`)},`)
      }
      writeFileSync(path.join(folder, '_meta.ts'), `export default {\n${entries.join('\n')}\n}\n`)
    }
    const sections = Array.from({ length: folders }, (_, f) => `  s${String(f + 1).padStart(2, '0')}: ${JSON.stringify(`${locale === 'ru' ? 'Раздел' : 'Section'} ${f + 1}`)},`)
    writeFileSync(path.join(base, '_meta.ts'), `export default {\n${sections.join('\n')}\n}\n`)
    // List the new section in the docs sidebar after the existing ones.
    const metaFile = path.join(base, '..', '_meta.ts')
    const meta = readFileSync(metaFile, 'utf8').replace(/\n\}( satisfies MetaRecord)?\s*$/, `\n  'scale': ${JSON.stringify(locale === 'ru' ? 'Масштаб' : 'Scale')},\n}$1\n`)
    writeFileSync(metaFile, meta)
  }
}

/** Resident memory of a process and all its descendants, in bytes (from /proc). */
function treeRss(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {}
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const current = stack.pop()
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'))
      if (rss) total += Number(rss[1]) * 1024
    } catch {}
    stack.push(...(children.get(current) ?? []))
  }
  return total
}

/** Runs `npm run build` in dir; resolves with wall time, peak tree RSS and the largest process's max RSS. */
function build(dir) {
  return new Promise((resolve, reject) => {
    const useTime = existsSync('/usr/bin/time')
    const [cmd, args] = useTime ? ['/usr/bin/time', ['-v', 'npm', 'run', 'build']] : ['npm', ['run', 'build']]
    const started = Date.now()
    const loadBefore = os.loadavg()[0]
    const child = spawn(cmd, args, { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    // Each line of the log carries the seconds since the start, so its phases can be read off it.
    let log = ''
    let line = ''
    const take = (chunk) => {
      const lines = (line + chunk).split('\n')
      line = lines.pop() ?? ''
      for (const text of lines) log += `[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${text}\n`
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    let peak = 0
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250)
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(timer)
      if (line) take('\n')
      const ms = Date.now() - started
      writeFileSync(path.join(dir, 'build.log'), log)
      mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true })
      writeFileSync(path.join(root, 'bench/.tmp', `scale-${path.basename(dir)}-build.log`), log)
      if (code !== 0) return reject(new Error(`build failed (exit ${code}); log: ${path.join(dir, 'build.log')}\n${log.slice(-3000)}`))
      const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(log)
      // Next's one line for its compile: "successfully", or "with warnings" when any module warned.
      const compiled = /Compiled successfully in ([\d.]+)(m?s|min)/.exec(log) ?? /Compiled with warnings in ([\d.]+)(m?s|min)/.exec(log)
      const compileMs = compiled ? Number(compiled[1]) * (compiled[2] === 'min' ? 60_000 : compiled[2] === 's' ? 1000 : 1) : null
      // The machine may be shared: the 1-minute load average before and after says how much.
      const load = `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`
      resolve({ ms, compileMs, load, peakTreeBytes: peak, maxProcessBytes: maxRss ? Number(maxRss[1]) * 1024 : null })
    })
  })
}

function folderSize(dir) {
  let bytes = 0
  let files = 0
  let gzBytes = 0
  for (const file of readdirSync(dir, { recursive: true })) {
    const stat = statSync(path.join(dir, file))
    if (!stat.isFile()) continue
    if (String(file).endsWith('.gz')) gzBytes += stat.size
    else {
      bytes += stat.size
      files += 1
    }
  }
  return { bytes, files, gzBytes }
}

const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`
const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

const rows = []
for (const n of SIZES) {
  const dir = temporaryCopy(n)
  addCorpus(dir, n)
  console.log(`\n== ${n} pages per locale: building in ${dir}`)
  const run = await build(dir)
  const out = path.join(dir, 'out')
  const size = folderSize(out)
  const middle = Math.floor(n / 2)
  const synthetic = `docs/scale/s${String(Math.floor(middle / PER_FOLDER) + 1).padStart(2, '0')}/p${String(middle).padStart(4, '0')}.html`
  const pages = {
    'scale page (ru)': pageWeight(out, synthetic),
    'scale page (en)': pageWeight(out, `en/${synthetic}`),
    '/docs/client (ru)': pageWeight(out, 'docs/client.html'),
  }
  const row = { n, ...run, size, pages }
  rows.push(row)
  console.log(`build ${minutes(run.ms)} (compile ${run.compileMs ? minutes(run.compileMs) : '?'}, load ${run.load}), peak memory ${gb(run.peakTreeBytes)} (process tree), largest process ${run.maxProcessBytes ? gb(run.maxProcessBytes) : '?'}`)
  console.log(`export ${mb(size.bytes)} in ${size.files} files (+ ${mb(size.gzBytes)} of .gz twins)`)
  for (const [name, w] of Object.entries(pages)) console.log(`${name}: HTML ${kb(w.htmlGzip)} + JS ${kb(w.jsGzip)} = ${kb(w.htmlGzip + w.jsGzip)} gzip`)
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true })
}

const verdict = (ok) => (ok ? 'within budget' : '**over budget**')
const table = [
  '| Pages per locale | Build time (of it Next compiling) | Load average before → after | Peak memory (process tree) | Largest process | Export (files, without .gz) | Scale page HTML gzip (ru / en) | First-load JS gzip | HTML + JS (ru) | /docs/client HTML gzip |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => {
    const ru = r.pages['scale page (ru)']
    const en = r.pages['scale page (en)']
    return `| ${r.n} | ${minutes(r.ms)} (${r.compileMs ? minutes(r.compileMs) : '?'}) | ${r.load} | ${gb(r.peakTreeBytes)} | ${r.maxProcessBytes ? gb(r.maxProcessBytes) : '?'} | ${mb(r.size.bytes)} (${r.size.files}) | ${kb(ru.htmlGzip)} / ${kb(en.htmlGzip)} | ${kb(ru.jsGzip)} | ${kb(ru.htmlGzip + ru.jsGzip)} | ${kb(r.pages['/docs/client (ru)'].htmlGzip)} |`
  }),
]
const largest = rows.find((r) => r.n === 1000)
const budgetLines = largest
  ? [
      '',
      `Budgets at 1,000 pages per locale: build ${minutes(largest.ms)} (≤ 8 min: ${verdict(largest.ms <= budget.buildMs)}), ` +
        `peak memory ${gb(largest.peakTreeBytes)} (≤ 4 GB: ${verdict(largest.peakTreeBytes <= budget.peakBytes)}), ` +
        `docs page HTML + first-load JS ${kb(largest.pages['scale page (ru)'].htmlGzip + largest.pages['scale page (ru)'].jsGzip)} gzip (≤ 260 KB: ${verdict(largest.pages['scale page (ru)'].htmlGzip + largest.pages['scale page (ru)'].jsGzip <= budget.pageBytes)}).`,
    ]
  : []
console.log(`\n${table.join('\n')}${budgetLines.join('\n')}`)
appendSection('Scale', [
  `Synthetic docs pages (each ~2.5 KB of MDX: headings, prose, a table, a code block, links) added under /docs/scale/ in both locales, on top of the real content; \`npm run build\` in a temporary copy. Peak memory: the build's whole process tree, sampled from /proc every 250 ms; largest process: GNU time's maximum RSS.`,
  '',
  ...table,
  ...budgetLines,
])
console.log(`\nAppended to bench/RESULTS.md (${machine()}).`)
