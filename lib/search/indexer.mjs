// Builds the embedded search index (Pagefind) from the static export, after `next build`.
// One index per language (Pagefind splits by <html lang>, with its ru/en stemming), only the
// article body (`data-pagefind-body`, set by the Nextra themes), with the DocSearch facets of
// each page (`docsearch:language`, `docsearch:docs_tag`) recorded as Pagefind filters; then the
// vocabulary per language that the browser corrects typos against (vocabulary.mjs).
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { assertRewrote, exportedPages } from '../export/pages.mjs'
import { metaFile, metaHash } from './bundle-files.mjs'
import { isGzip, PAGEFIND_BINARY, writeVocabularies } from './vocabulary.mjs'
import { operationRecords } from '../openapi/search-records.mjs'
import { isContentRoute } from '../content/route-kind.mjs'

/** out/docs/client.html → /docs/client; out/index.html → /; out/en.html → /en */
export function routeOfHtml(file) {
  const route = `/${file.split(path.sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`
  return route.length > 1 ? route.replace(/\/$/, '') : '/'
}

/** Routes never indexed: error pages, the search page itself, blog lists that repeat the posts. */
const skippedRoutes = [/^\/404$/, /^\/_not-found$/, /^\/search$/, /^\/blog(\/page\/\d+|\/archive|\/tags(\/[^/]+)?)?$/]

const metaContent = (html, name) => {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (new RegExp(`\\bname=["']${name}["']`, 'i').test(tag)) return /\bcontent=["']([^"']*)["']/i.exec(tag)?.[1] ?? ''
  }
  return null
}

/** Whether a page of the export goes into the index, and why not. */
export function indexDecision(file, html) {
  const route = routeOfHtml(file)
  const bare = route.replace(/^\/en(?=\/|$)/, '') || '/'
  if (skippedRoutes.some((re) => re.test(bare))) return { index: false, reason: 'excluded route' }
  const robots = metaContent(html, 'robots')
  if (robots !== null && /noindex/i.test(robots)) return { index: false, reason: 'noindex' }
  if (!/\bdata-pagefind-body\b/.test(html)) return { index: false, reason: 'no article body' }
  return { index: true }
}

/** The page as Pagefind should read it: the DocSearch facet meta tags become filters. */
export function prepareHtml(html) {
  return html.replace(/<meta\b[^>]*\bname=["']docsearch:(language|docs_tag)["'][^>]*?\/?>/gi, (tag, facet) =>
    tag.replace(/^<meta\b/i, `<meta data-pagefind-filter="${facet}[content]"`),
  )
}

/** Parts of the article body that are page chrome, not content (the post's date and reading time). */
export const excludeSelectors = ['.post-meta', 'nav', 'button', '[data-search-ignore]']

/** Pagefind's prebuilt search UIs: the site has its own (components/search/), so they are not shipped. */
const unusedBundleFiles = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/

/**
 * Stores Pagefind's binary files as they are before its gzip (its browser script takes either:
 * a file that starts with its signature is used as is), so that they are precompressed with brotli
 * like every other file (lib/export/precompress.mjs) — 14–21 % smaller than Pagefind's gzip — and
 * the browser, not Pagefind's JavaScript, inflates them. Returns how many files it rewrote.
 */
export function unwrapPagefindGzip(bundleDir) {
  let files = 0
  for (const file of readdirSync(bundleDir, { recursive: true }).map(String)) {
    if (!PAGEFIND_BINARY.test(file)) continue
    const full = path.join(bundleDir, file)
    const data = readFileSync(full)
    if (!isGzip(data)) continue
    writeFileSync(full, gunzipSync(data))
    files++
  }
  return files
}

/**
 * Names each language's index meta by the build's tag instead of its content's hash, in the entry
 * file too (lib/search/bundle-files.mjs), so that the browser can ask for it with the entry file
 * when the reader shows intent instead of one round trip after it.
 */
export function tagMetaFiles(bundleDir, indexTag) {
  if (!/^[\w-]+$/.test(indexTag)) throw new Error(`search index: the build's tag "${indexTag}" is not a file name (letters, digits, _ and - only)`)
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = JSON.parse(readFileSync(entryFile, 'utf8'))
  for (const [language, index] of Object.entries(entry.languages)) {
    const hash = metaHash(language, indexTag)
    renameSync(path.join(bundleDir, metaFile(index.hash)), path.join(bundleDir, metaFile(hash)))
    index.hash = hash
  }
  writeFileSync(entryFile, JSON.stringify(entry))
}

/**
 * Indexes every listed page of `outDir` and the REST operations (`records`) and writes the bundle to
 * `outDir/pagefind`, each language's meta named by `indexTag` when given (the build's: `tagMetaFiles`).
 * Returns per-language page counts and the skipped pages.
 */
export async function buildSearchIndex(outDir, { log = console.log, records = operationRecords(), indexTag = '' } = {}) {
  const pagefind = await import('pagefind')
  const { index, errors } = await pagefind.createIndex({ excludeSelectors })
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
  const counts = {}
  const skipped = []
  // Pages the index would get wrong if the site's markup changed: content without an article body
  // marker, or without its language and docs-tag facets.
  const unmatched = []
  let vocabularies = {}
  try {
    const files = exportedPages(outDir)
      .filter((file) => !file.startsWith(`pagefind${path.sep}`))
      .sort()
    for (const file of files) {
      const html = readFileSync(path.join(outDir, file), 'utf8')
      const decision = indexDecision(file, html)
      if (!decision.index) {
        const bare = routeOfHtml(file).replace(/^\/en(?=\/|$)/, '')
        // Docs, API and post pages are content: without an article body the markup has moved.
        if (decision.reason === 'no article body' && isContentRoute(bare)) unmatched.push(file)
        skipped.push({ file, reason: decision.reason })
        continue
      }
      const content = prepareHtml(html)
      if ((content.match(/data-pagefind-filter="(language|docs_tag)\[content\]"/g) ?? []).length !== 2) unmatched.push(file)
      const { errors: fileErrors } = await index.addHTMLFile({ url: routeOfHtml(file), content })
      if (fileErrors.length) throw new Error(`pagefind: ${file}: ${fileErrors.join('; ')}`)
      const lang = /<html[^>]*\blang=["']([a-z-]+)/i.exec(html)?.[1] ?? 'unknown'
      counts[lang] = (counts[lang] ?? 0) + 1
    }
    assertRewrote('search index (article body and facets)', unmatched)
    // Each REST operation is a record of its own, landing on its section (lib/openapi/search-records.mjs).
    for (const record of records) {
      const { errors: recordErrors } = await index.addHTMLFile(record)
      if (recordErrors.length) throw new Error(`pagefind: ${record.url}: ${recordErrors.join('; ')}`)
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') })
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`)
    for (const file of readdirSync(written.outputPath)) if (unusedBundleFiles.test(file)) rmSync(path.join(written.outputPath, file))
    vocabularies = writeVocabularies(written.outputPath)
    unwrapPagefindGzip(written.outputPath)
    if (indexTag) tagMetaFiles(written.outputPath, indexTag)
  } finally {
    await pagefind.close()
  }
  log(`search index: ${Object.entries(counts).map(([lang, n]) => `${n} ${lang} pages`).join(', ')}, ${records.length} REST operations; ${skipped.length} pages skipped`)
  log(`search vocabulary: ${Object.entries(vocabularies).map(([lang, v]) => `${lang} ${v.words} words (${(v.bytes / 1024).toFixed(0)} KiB)`).join(', ')}`)
  return { counts, skipped }
}
