#!/usr/bin/env node
// After `next build`: the search index, Next's scripts moved after the first paint
// (lib/export/scripts-after-paint.mjs) and marked for eager compilation (lib/export/compile-hints.mjs),
// the critical CSS inlined (lib/export/critical-css.mjs), the per-page Content-Security-Policy (deploy/csp.mjs), then precompress text assets of the export
// for nginx's gzip_static.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { writeCsp } from '../deploy/csp.mjs'
import { writeCompileHints } from '../lib/export/compile-hints.mjs'
import { writeCriticalCss } from '../lib/export/critical-css.mjs'
import { writeScriptsAfterPaint } from '../lib/export/scripts-after-paint.mjs'
import { buildSearchIndex } from '../lib/search/indexer.mjs'
import { site } from '../site.config.mjs'

const out = path.resolve('out')
await buildSearchIndex(out)
const { pages, scripts } = writeScriptsAfterPaint(out)
console.log(`postbuild: ${pages} pages load their scripts after the first paint`)
console.log(`postbuild: ${writeCompileHints(out, scripts)} of their ${scripts.length} scripts marked for eager compilation`)
console.log(`postbuild: ${await writeCriticalCss(out)} pages paint with their critical CSS inlined, the stylesheets at the end`)
const csp = writeCsp(out, { analytics: site.analytics, search: site.search })
console.log(`postbuild: Content-Security-Policy of ${csp.pages} pages (${csp.hashes} inline-script hashes) in deploy/csp.conf`)
const compressible = /\.(html|js|css|txt|json|svg|xml|map)$/
let count = 0
let bytes = 0
for (const file of readdirSync(out, { recursive: true })) {
  const full = path.join(out, file)
  if (!compressible.test(file) || !statSync(full).isFile()) continue
  const gz = gzipSync(readFileSync(full), { level: 9 })
  writeFileSync(`${full}.gz`, gz)
  count += 1
  bytes += gz.length
}
console.log(`postbuild: precompressed ${count} files (${(bytes / 1024).toFixed(0)} KiB gzip)`)
