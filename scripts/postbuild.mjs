#!/usr/bin/env node
// After `next build`: a check that every theme module swap took effect (lib/seams/theme-swaps.mjs),
// the Markdown twins of the pages with llms.txt (lib/markdown/export.mjs) and beside them the search index, then one
// pass over the pages (lib/export/page-pass.mjs: scripts after the first paint, critical CSS, the
// per-page Content-Security-Policy, each page compressed), the pages' scripts marked for eager
// compilation (lib/export/compile-hints.mjs), and the .gz and .br twins of the other text files
// (lib/export/precompress.mjs). Between the last two, the redirects (lib/content/redirects.mjs): an
// HTML page at each old address, out/_redirects and deploy/redirects.conf (deploy/redirects.mjs);
// written after the search index and the page pass, which they are no part of.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { writeCspConf } from '../deploy/csp.mjs'
import { writeRedirectsConf } from '../deploy/redirects.mjs'
import { redirectFile, redirectPage, redirectsFileText, siteRedirects } from '../lib/content/redirects.mjs'
import { writeCompileHints } from '../lib/export/compile-hints.mjs'
import { passPages } from '../lib/export/page-pass.mjs'
import { precompress } from '../lib/export/precompress.mjs'
import { buildSearchIndex } from '../lib/search/indexer.mjs'
import { assertSwapsTookEffect } from '../lib/seams/theme-swaps.mjs'
import { site } from '../site.config.mjs'

// Part of the build: the content cannot change while it runs, so what it reads of it is read once
// (lib/content/once-per-build.mjs).
process.env.NODE_ENV = 'production'
const out = path.resolve('out')
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`
const swaps = assertSwapsTookEffect(path.resolve('.next'))
console.log(`postbuild: all ${swaps.files} swapped theme modules took effect`)
// The Markdown twins in a thread of their own, beside the search index (bench/RESULTS.md, "Content
// manifest": 17.2 → 14.6 s on the real site). The index's tag is the build's, which the pages' search
// config carries too (next.config.mjs: it is the build ID).
const twins = new Promise((resolve, reject) => {
  const worker = new Worker(new URL('../lib/markdown/export-worker.mjs', import.meta.url), { workerData: { out } })
  worker.once('message', resolve)
  worker.once('error', reject)
  worker.once('exit', (code) => reject(new Error(`Markdown twins: the worker stopped (exit code ${code}) before it answered`)))
})
const [markdown] = await Promise.all([twins, buildSearchIndex(out, { indexTag: readFileSync(path.resolve('.next/BUILD_ID'), 'utf8').trim() })])
console.log(`postbuild: ${markdown.twins} Markdown twins (${(markdown.bytes / 1024 / 1024).toFixed(1)} MiB), llms.txt and llms-full.txt per locale`)
let started = performance.now()
const pages = await passPages(out)
const sum = (key) => pages.reduce((total, page) => total + page.bytes[key], 0)
console.log(
  `postbuild: ${pages.length} pages load their scripts after the first paint, paint with their critical CSS inlined, ` +
    `and were compressed (${kib(sum('html'))}: ${kib(sum('gzip'))} gzip, ${kib(sum('brotli'))} brotli), in ${seconds(started)}`,
)
const scripts = [...new Set(pages.flatMap((page) => page.scripts))]
console.log(`postbuild: ${writeCompileHints(out, scripts)} of their ${scripts.length} scripts marked for eager compilation`)
const csp = writeCspConf(pages, { analytics: site.analytics, search: site.search })
console.log(`postbuild: Content-Security-Policy of ${csp.pages} pages (${csp.hashes} inline-script hashes) in deploy/csp.conf`)
// The content check stopped the build on the list's mistakes; here only what it found is written.
const { redirects } = siteRedirects()
for (const redirect of redirects) {
  const file = path.join(out, redirectFile(redirect.from))
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, redirectPage(redirect))
}
writeFileSync(path.join(out, '_redirects'), redirectsFileText(redirects))
const counts = ['listed', 'renamed', 'left'].map((kind) => `${redirects.filter((redirect) => redirect.kind === kind).length} ${kind}`)
console.log(`postbuild: ${writeRedirectsConf(redirects)} redirects (${counts.join(', ')}): a page at each old path, out/_redirects, deploy/redirects.conf`)
started = performance.now()
const packed = await precompress(out, new Set(pages.map((page) => page.file)))
console.log(
  `postbuild: precompressed ${packed.files} other files (${kib(packed.bytes)}): ${kib(packed.gzip)} gzip, ${kib(packed.brotli)} brotli, ` +
    `in ${seconds(started)}`,
)
