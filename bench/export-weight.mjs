#!/usr/bin/env node
// What one page of each kind costs a reader on first load, in one or two exports side by side: the
// HTML (gzip at level 9 and brotli at 11, as postbuild precompresses it) and the JavaScript it makes
// the browser fetch (gzip, each script once; bench/lib/page-weight.mjs, as the budget test counts it),
// and the RSC payload file it fetches to hydrate, when the payload is not in the HTML (gzip).
//
//   node bench/export-weight.mjs out                 # this export
//   node bench/export-weight.mjs ../main/out out     # before → after, with the differences
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { pageWeight } from './lib/page-weight.mjs'

const PAGES = [
  ['docs page (ru)', 'docs/client.html'],
  ['docs page (en)', 'en/docs/client.html'],
  ['home (ru)', 'index.html'],
  ['home (en)', 'en.html'],
  ['REST reference (en)', 'en/api/rest/services.html'],
  ['blog list (ru)', 'blog.html'],
  ['blog post (ru)', 'blog/2025/10/15/release.html'],
  ['search (ru)', 'search.html'],
]

const exports = process.argv.slice(2)
if (exports.length === 0 || exports.length > 2) {
  console.error('usage: node bench/export-weight.mjs <export> [<export after>]')
  process.exit(2)
}

const brotli = (file) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const kib = (bytes) => (bytes / 1024).toFixed(1)

/** One page's figures in one export. */
function weigh(out, file) {
  const weight = pageWeight(out, file)
  return { html: weight.htmlGzip, htmlBrotli: brotli(path.join(out, file)), js: weight.jsGzip, scripts: weight.scripts.length, payload: weight.payloadGzip }
}

const cell = ({ html, htmlBrotli, js, scripts, payload }) => `${kib(html)} / ${kib(htmlBrotli)} | ${kib(js)} (${scripts}) | ${kib(payload)}`
const change = (before, after) => {
  const delta = (key) => `${after[key] - before[key] >= 0 ? '+' : ''}${kib(after[key] - before[key])}`
  return `${delta('html')} / ${delta('htmlBrotli')} | ${delta('js')} | ${delta('payload')}`
}

const header =
  exports.length === 1
    ? ['| Page | HTML gzip / brotli (KiB) | First-load JS gzip (KiB, scripts) | Payload file gzip (KiB) |', '| --- | --- | --- | --- |']
    : [
        '| Page | Before: HTML gzip / brotli | Before: JS gzip (scripts) | Before: payload file | After: HTML gzip / brotli | After: JS gzip (scripts) | After: payload file | Change: HTML | Change: JS | Change: payload file |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ]
const rows = PAGES.map(([label, file]) => {
  const [before, after] = exports.map((out) => weigh(out, file))
  return after ? `| ${label} | ${cell(before)} | ${cell(after)} | ${change(before, after)} |` : `| ${label} | ${cell(before)} |`
})
console.log([`Exports: ${exports.join(' → ')}`, '', ...header, ...rows].join('\n'))
