// The site's Content-Security-Policy: the one definition, used by the build and by nginx.
//
// Next.js writes inline <script>s into every page (the RSC payload, the colour-mode and banner
// scripts), so `script-src` lists the SHA-256 of each page's inline scripts. They differ from
// page to page, so the policy is per page: after `next build`, the pass over the export
// (lib/export/page-pass.mjs)
//   1. joins each page's run of RSC payload scripts (`self.__next_f.push(…)`, consecutive at the
//      end of <body>) into one script, so a page needs a handful of hashes, not ~50;
//   2. hashes every inline script of every page (`pageScripts`);
//   3. writes deploy/csp.conf (`writeCspConf`): an nginx `map` from the served file ($uri after
//      try_files, e.g. /docs/client.html) to that page's policy; deploy/security-headers.conf sends it.
// Styles keep 'unsafe-inline': React style attributes, KaTeX and the themes set inline styles
// on elements, which hashes cannot allow (CSS cannot run script, so the cost is small).
// Analytics and Algolia hosts are allowed only when their ids are set at build time.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAYLOAD_MARK } from '../lib/seams/next-markup.mjs'
import { analyticsConfig, gtmSnippet, metrikaSnippet } from '../lib/site/analytics.mjs'

export const cspConfFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'csp.conf')

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Hosts the optional services need, per CSP directive. */
export function thirdPartySources({ analytics = {}, search = {} } = {}) {
  const { metrikaId, gtmId } = analyticsConfig(analytics)
  const sources = { script: [], connect: [], img: [], frame: [] }
  const add = (kind, ...hosts) => sources[kind].push(...hosts)
  if (metrikaId) {
    // Yandex Metrika's tag and its session recording (webvisor).
    add('script', 'https://mc.yandex.ru', 'https://yastatic.net')
    add('connect', 'https://mc.yandex.ru', 'https://mc.yandex.com')
    add('img', 'https://mc.yandex.ru', 'https://mc.yandex.com')
    add('frame', 'https://mc.yandex.ru', 'https://mc.yandex.com')
  }
  if (gtmId) {
    add('script', 'https://www.googletagmanager.com')
    add('connect', 'https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com')
    add('img', 'https://www.googletagmanager.com', 'https://www.google-analytics.com')
  }
  if (search.algoliaAppId && search.algoliaApiKey) {
    // The Algolia backend queries Algolia's DSN hosts and its fallbacks.
    add('connect', 'https://*.algolia.net', 'https://*.algolianet.com')
  }
  return sources
}

/**
 * The policy for a page whose inline scripts have these hashes.
 * @param {{ scriptHashes?: string[], analytics?: Record<string, string>, search?: Record<string, string> }} [options]
 */
export function contentSecurityPolicy({ scriptHashes = [], analytics = {}, search = {} } = {}) {
  const third = thirdPartySources({ analytics, search })
  const list = (...items) => [...new Set(items.flat())].join(' ')
  return [
    `default-src 'self'`,
    // 'wasm-unsafe-eval': the embedded search engine (Pagefind) compiles WebAssembly; no JS eval.
    `script-src ${list("'self'", "'wasm-unsafe-eval'", scriptHashes, third.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', third.img)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", third.connect)}`,
    `frame-src ${third.frame.length ? list(third.frame) : "'none'"}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ')
}

const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/** The bodies of a page's inline scripts that a browser executes (no src, a JavaScript type). */
export function inlineScripts(html) {
  const bodies = []
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? ''
    if (EXECUTABLE.test(type)) bodies.push(body)
  }
  return bodies
}

/** The hashes of a page's inline scripts, and how many of them carry the RSC payload (one once joined). */
export function pageScripts(html) {
  const scripts = inlineScripts(html)
  return { scriptHashes: [...new Set(scripts.map(sha256))], payloadScripts: scripts.filter((body) => body.includes(PAYLOAD_MARK)).length }
}

/** The nginx `map` keys of an exported file: nginx's $uri after try_files (see deploy/nginx.conf). */
const uriKeys = (file) => {
  const uri = `/${file.split(path.sep).join('/')}`
  return uri === '/index.html' ? ['/index.html', '//index.html'] : [uri]
}

const quote = (text) => `"${text.replace(/["\\]/g, '\\$&')}"`

/**
 * Writes the per-page policies to deploy/csp.conf from each exported page's inline-script hashes
 * (`file`: its path in out/). Returns { pages, hashes } for the build log.
 * @param {{ file: string, scriptHashes: string[] }[]} pages
 */
export function writeCspConf(pages, { analytics = {}, search = {} } = {}, confFile = cspConfFile) {
  const lines = []
  const unique = new Set()
  // In file order, whichever worker finished first: the same export gives the same file.
  for (const { file, scriptHashes } of [...pages].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    scriptHashes.forEach((hash) => unique.add(hash))
    const policy = contentSecurityPolicy({ scriptHashes, analytics, search })
    for (const key of uriKeys(file)) lines.push(`    ${quote(key)} ${quote(policy)};`)
  }
  writeFileSync(
    confFile,
    [
      '# Generated by deploy/csp.mjs during `npm run build` — do not edit; rebuild instead.',
      '# The Content-Security-Policy of each exported page (its inline-script hashes), keyed by the',
      '# file nginx serves ($uri after try_files). deploy/security-headers.conf sends $content_security_policy.',
      '# The hash sizes fit this many pages (nginx warns and builds a slower map otherwise); drop these two',
      '# lines if the main nginx.conf sets them already.',
      `map_hash_max_size ${2 ** Math.ceil(Math.log2(Math.max(2048, lines.length * 2)))};`,
      'map_hash_bucket_size 128;',
      'map $uri $content_security_policy {',
      `    default ${quote(contentSecurityPolicy({ analytics, search }))};`,
      ...lines,
      '}',
      '',
    ].join('\n'),
  )
  return { pages: pages.length, hashes: unique.size }
}

/** Reads deploy/csp.conf back: { default, byUri } (for tests and tools). */
export function readCspConf(confFile = cspConfFile) {
  const text = readFileSync(confFile, 'utf8')
  const unquote = (value) => value.slice(1, -1).replace(/\\(["\\])/g, '$1')
  const byUri = new Map()
  let fallback = ''
  for (const [, key, value] of text.matchAll(/^\s+("(?:[^"\\]|\\.)*"|default)\s+("(?:[^"\\]|\\.)*");$/gm)) {
    if (key === 'default') fallback = unquote(value)
    else byUri.set(unquote(key), unquote(value))
  }
  return { default: fallback, byUri }
}
