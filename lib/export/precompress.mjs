// Precompressed twins of the export's text files, run on out/ by scripts/postbuild.mjs: `file.gz`
// for nginx's gzip_static and `file.br` for brotli_static (deploy/nginx.conf); scripts/serve.mjs
// picks them the same way.
//
// Brotli at quality 11 is ~23 % smaller than gzip -9 but slow: 185–250 s for the whole export
// (2,474 files, 178 MB) on the 2-core CI machine, one file after another (measured 2026-11-24).
// So: content Next writes twice (page.txt and page/__next._full.txt) is compressed once; files are
// compressed in parallel on libuv's thread pool (async zlib), one per core; and the quality depends
// on who waits for the file (`brotliQuality`).
import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { PAGEFIND_BINARY } from '../search/vocabulary.mjs'

const TEXT = /\.(html|js|css|txt|md|json|yaml|svg|xml|map)$/
/** Text files, and Pagefind's binary files (stored inflated by lib/search/indexer.mjs). */
const compressible = (file) => TEXT.test(file) || PAGEFIND_BINARY.test(file)

/**
 * Brotli quality for `file`, by who waits for it and how many of it there are. 11 for the scripts,
 * styles and Pagefind's engine: a fixed set that every first visit or first search fetches. 10 for
 * what there is one of per page (the pages, their Markdown twins, the search index's fragments and
 * chunks) and the rest: 2.3x faster than 11 and 1–2 % bigger, so the build's time grows with the pages
 * at the cheaper rate; so is a page's own RSC payload (`<route>.txt`), which its first load fetches to
 * hydrate (lib/export/scripts-after-paint.mjs). 8 for the payloads of client-side navigations
 * (`__next.*.txt`), mostly prefetched before the click, and most of the export; 15x faster than 10
 * and ~8 % bigger (bench/RESULTS.md, "Build: static generation on every core, payloads at brotli 8"
 * and "Build: brotli by who waits").
 */
export const brotliQuality = (file) =>
  /(^|[\\/])__next\.[^\\/]*\.txt$/.test(file) ? 8 : /\.(js|css)$|^pagefind[\\/].*\.pagefind$/.test(file) ? 11 : 10

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

const gzipOptions = { level: 9 }
const brotliOptions = (data, file) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
})

const compress = async (data, file) => {
  const [gz, br] = await Promise.all([gzipAsync(data, gzipOptions), brotliAsync(data, brotliOptions(data, file))])
  return { gz, br }
}

/** The .gz and .br twins of `data` (the content of `file`), on the calling thread (the pass over the pages runs it in its workers). */
export const compressSync = (data, file) => ({ gz: gzipSync(data, gzipOptions), br: brotliCompressSync(data, brotliOptions(data, file)) })

/**
 * Writes `file.gz` and `file.br` next to every compressible file of `out` (replacing older ones),
 * but for the files in `compressed` (paths in out/: the pages, compressed by lib/export/page-pass.mjs).
 * @param {string} out the export folder
 * @param {Set<string>} [compressed]
 * @returns {Promise<{ files: number, bytes: number, gzip: number, brotli: number }>} how many files, their total size and the totals of their .gz and .br twins, in bytes
 */
export async function precompress(out, compressed = new Set()) {
  const queue = readdirSync(out, { recursive: true })
    .map(String)
    .filter((file) => compressible(file) && !compressed.has(file) && statSync(path.join(out, file)).isFile())
  const totals = { files: queue.length, bytes: 0, gzip: 0, brotli: 0 }
  /** @type {Map<string, Promise<{ gz: Buffer, br: Buffer }>>} by quality and content hash */
  const done = new Map()
  const worker = async () => {
    for (let file; (file = queue.shift()) !== undefined; ) {
      const full = path.join(out, file)
      const data = readFileSync(full)
      const key = `${brotliQuality(file)} ${createHash('sha256').update(data).digest('hex')}`
      if (!done.has(key)) done.set(key, compress(data, file))
      const { gz, br } = await /** @type {Promise<{ gz: Buffer, br: Buffer }>} */ (done.get(key))
      writeFileSync(`${full}.gz`, gz)
      writeFileSync(`${full}.br`, br)
      totals.bytes += data.length
      totals.gzip += gz.length
      totals.brotli += br.length
    }
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
  return totals
}
