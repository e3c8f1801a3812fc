// What a page of the static export costs a reader on first load: its HTML and the JavaScript it
// references, gzip-compressed at level 9 as scripts/postbuild.mjs precompresses them for nginx.
// Shared by the budget test (tests/unit/gates-budget.test.ts) and the scale benchmark.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { exportedFile } from '../../lib/export/pages.mjs'
import { loaderPayload, loaderScripts } from '../../lib/export/scripts-after-paint.mjs'

export const gzipSize = (data) => gzipSync(data, { level: 9 }).length

const attr = (tag, name) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined)
const hasAttr = (tag, name) => new RegExp(`\\s${name}(?=[\\s=>/])`, 'i').test(tag)

/**
 * The scripts a page's HTML makes a browser fetch: every `<script src>` and every
 * `<link rel="preload" as="script">` / `<link rel="modulepreload">` and every URL the after-paint
 * loader fetches (lib/export/scripts-after-paint.mjs), each URL once. `noModule`
 * scripts (Next's legacy polyfills) are listed apart: browsers that run modules never fetch them.
 */
export function referencedScripts(html) {
  const fetched = new Set()
  const noModule = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (!src) continue
    ;(hasAttr(tag, 'nomodule') ? noModule : fetched).add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase()
    const href = attr(tag, 'href')
    if (href && (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script'))) fetched.add(href)
  }
  for (const src of loaderScripts(html)) fetched.add(src)
  for (const src of fetched) noModule.delete(src)
  return { scripts: [...fetched], noModule: [...noModule] }
}

/** Stylesheets and scripts from another origin that block rendering (no async/defer/module). */
export function renderBlockingThirdParty(html) {
  const external = (url) => /^(https?:)?\/\//i.test(url ?? '')
  const found = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attr(tag, 'rel') ?? '').toLowerCase() === 'stylesheet' && external(attr(tag, 'href')) && !/^(print|not all)$/i.test(attr(tag, 'media') ?? '')) found.push(attr(tag, 'href'))
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (external(src) && !hasAttr(tag, 'async') && !hasAttr(tag, 'defer') && attr(tag, 'type') !== 'module') found.push(src)
  }
  return found
}

/**
 * First-load weight of one exported HTML file (path relative to `out`): HTML gzip, the gzip
 * sum of its scripts (each once) and the per-script figures, and the RSC payload file its loader
 * fetches to hydrate (0 when the payload is in the HTML).
 */
export function pageWeight(out, htmlFile) {
  const html = readFileSync(path.join(out, htmlFile), 'utf8')
  const { scripts, noModule } = referencedScripts(html)
  const sized = (list) =>
    list.map((src) => {
      const file = exportedFile(out, src)
      if (!file) return { src, gzip: 0, thirdParty: true }
      if (!existsSync(file)) throw new Error(`${htmlFile} references ${src}, which is not in the export`)
      return { src, gzip: gzipSize(readFileSync(file)) }
    })
  const js = sized(scripts)
  const legacy = sized(noModule)
  const payload = loaderPayload(html)
  return {
    page: htmlFile,
    htmlGzip: gzipSize(html),
    jsGzip: js.reduce((sum, script) => sum + script.gzip, 0),
    scripts: js.sort((a, b) => b.gzip - a.gzip),
    noModuleGzip: legacy.reduce((sum, script) => sum + script.gzip, 0),
    payloadGzip: payload ? sized([payload])[0].gzip : 0,
    thirdPartyScripts: js.filter((script) => script.thirdParty).map((script) => script.src),
    renderBlockingThirdParty: renderBlockingThirdParty(html),
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
