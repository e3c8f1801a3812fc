#!/usr/bin/env node
// After `next build`: a check that every theme module swap took effect (lib/site/theme-swaps.mjs),
// the Markdown twins of the pages with llms.txt (lib/markdown/export.mjs), the
// search index, Next's scripts moved after the first paint
// (lib/export/scripts-after-paint.mjs) and marked for eager compilation (lib/export/compile-hints.mjs),
// the critical CSS inlined (lib/export/critical-css.mjs), the per-page Content-Security-Policy
// (deploy/csp.mjs), then the .gz and .br twins of the export's text files (lib/export/precompress.mjs).
import path from 'node:path'
import { writeCsp } from '../deploy/csp.mjs'
import { writeCompileHints } from '../lib/export/compile-hints.mjs'
import { writeCriticalCss } from '../lib/export/critical-css.mjs'
import { precompress } from '../lib/export/precompress.mjs'
import { writeScriptsAfterPaint } from '../lib/export/scripts-after-paint.mjs'
import { writeMarkdownExports } from '../lib/markdown/export.mjs'
import { buildSearchIndex } from '../lib/search/indexer.mjs'
import { assertSwapsTookEffect } from '../lib/site/theme-swaps.mjs'
import { site } from '../site.config.mjs'

const out = path.resolve('out')
const swaps = assertSwapsTookEffect(path.resolve('.next'))
console.log(`postbuild: all ${swaps.files} swapped theme modules took effect (${swaps.compilers.join(', ')})`)
const markdown = await writeMarkdownExports(out)
console.log(`postbuild: ${markdown.twins} Markdown twins (${(markdown.bytes / 1024 / 1024).toFixed(1)} MiB), llms.txt and llms-full.txt per locale`)
await buildSearchIndex(out)
const { pages, scripts } = writeScriptsAfterPaint(out)
console.log(`postbuild: ${pages} pages load their scripts after the first paint`)
console.log(`postbuild: ${writeCompileHints(out, scripts)} of their ${scripts.length} scripts marked for eager compilation`)
console.log(`postbuild: ${await writeCriticalCss(out)} pages paint with their critical CSS inlined, the stylesheets at the end`)
const csp = writeCsp(out, { analytics: site.analytics, search: site.search })
console.log(`postbuild: Content-Security-Policy of ${csp.pages} pages (${csp.hashes} inline-script hashes) in deploy/csp.conf`)
const started = performance.now()
const packed = await precompress(out)
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`
console.log(
  `postbuild: precompressed ${packed.files} files (${kib(packed.bytes)}): ${kib(packed.gzip)} gzip, ${kib(packed.brotli)} brotli, ` +
    `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
