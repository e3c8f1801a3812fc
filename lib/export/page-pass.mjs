// One pass over the exported pages (run by scripts/postbuild.mjs). Each page is read once, parsed
// once by each step in order — its scripts moved after the first paint and its RSC payload out to
// the route's payload file (lib/export/scripts-after-paint.mjs), its critical CSS inlined
// (lib/export/critical-css.mjs), the payload scripts of a page without a payload file (the 404 page)
// joined, and its inline scripts hashed for the Content-Security-Policy
// (lib/export/script-hashes.mjs; deploy/csp.mjs writes the policies) — then written once, with its
// .gz and .br twins made in the same step. The pages are shared among worker threads, one per core
// (lib/export/page-worker.mjs).
//
// Before, each step was a pass of its own over the export: four reads and three writes of each page,
// the rewrites on one thread (bench/RESULTS.md, "Export pass").
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { pageScripts } from './script-hashes.mjs'
import { withCriticalCss } from './critical-css.mjs'
import { joinPayloadScripts } from '../seams/next-markup.mjs'
import { assertRewrote, exportedPages } from './pages.mjs'
import { compressSync } from './precompress.mjs'
import { loaderPayload, loaderScripts, scriptsAfterPaint } from './scripts-after-paint.mjs'

/**
 * One page through every step. `found` says, per step, whether it found the Next markup it rewrites
 * (a page already rewritten has no stylesheet left in its head: the pass runs once per export).
 * @param {import('beasties').default} beasties from criticalCss(out)
 * @param {string} html
 * @param {{ url: string, text: string }} [payload] the page's RSC payload file, when Next wrote one
 */
export async function rewritePage(beasties, html, payload) {
  const afterPaint = scriptsAfterPaint(html, payload)
  const scripts = loaderScripts(afterPaint)
  const critical = await withCriticalCss(beasties, afterPaint)
  const joined = joinPayloadScripts(critical)
  const { scriptHashes, payloadScripts } = pageScripts(joined)
  return {
    html: joined,
    scripts,
    scriptHashes,
    found: {
      afterPaint: scripts.length > 0,
      criticalCss: critical !== afterPaint,
      // Out in its file when the page has one (every page but the 404 page), else in one script.
      payload: payload ? payloadScripts === 0 && loaderPayload(joined) === payload.url : payloadScripts === 1,
    },
  }
}

/** Rewrites, writes and compresses one page of `out` (`file`: its path in out/); returns what the build needs of it. */
export async function passPage(beasties, out, file) {
  const full = path.join(out, file)
  const payloadFile = file.replace(/\.html$/, '.txt')
  const payload = existsSync(path.join(out, payloadFile))
    ? { url: `/${payloadFile.split(path.sep).join('/')}`, text: readFileSync(path.join(out, payloadFile), 'utf8') }
    : undefined
  const { html, ...result } = await rewritePage(beasties, readFileSync(full, 'utf8'), payload)
  const data = Buffer.from(html)
  const { gz, br } = compressSync(data, file)
  writeFileSync(full, data)
  writeFileSync(`${full}.gz`, gz)
  writeFileSync(`${full}.br`, br)
  return { file, ...result, bytes: { html: data.length, gzip: gz.length, brotli: br.length } }
}

const BATCH = 8

/**
 * The pass over every page of `out`, on `threads` worker threads. Stops the build, naming the
 * pages, when a step found nothing to rewrite on some. Returns each page's result (file, scripts,
 * scriptHashes, bytes) in no particular order.
 */
export async function passPages(out, { threads = availableParallelism() } = {}) {
  const queue = exportedPages(out)
  const total = queue.length
  const results = []
  const workers = []
  const run = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./page-worker.mjs', import.meta.url), { workerData: { out } })
      workers.push(worker)
      worker.on('message', (message) => {
        if (message.error) return reject(new Error(message.error))
        if (message.results) results.push(...message.results)
        if (queue.length) worker.postMessage(queue.splice(0, BATCH))
        else resolve(undefined)
      })
      worker.on('error', reject)
    })
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, Math.ceil(total / BATCH))) }, run))
  } finally {
    // Done or failed, every worker stops here.
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  const missing = (step) => results.filter((page) => !page.found[step]).map((page) => page.file)
  assertRewrote('scripts after the first paint (<script async> of Next)', missing('afterPaint'))
  assertRewrote('critical CSS (stylesheets out of the head)', missing('criticalCss'))
  // Each page's payload must end up in its file, or in one script: one hash instead of dozens per page.
  assertRewrote('the RSC payload into its file, or into one script', missing('payload'))
  return results
}
