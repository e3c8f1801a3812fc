// The site's Content-Security-Policy: the one definition, used by the build and by nginx.
//
// Next.js writes inline <script>s into every page (the RSC payload, the colour-mode and banner
// scripts), so `script-src` lists the SHA-256 of each page's inline scripts. They differ from
// page to page, so the policy is per page: after `next build`, `writeCsp()` (run by
// scripts/postbuild.mjs)
//   1. joins each page's run of RSC payload scripts (`self.__next_f.push(…)`, consecutive at the
//      end of <body>) into one script, so a page needs a handful of hashes, not ~50;
//   2. hashes every inline script of every page;
//   3. writes deploy/csp.conf: an nginx `map` from the served file ($uri after try_files, e.g.
//      /docs/client.html) to that page's policy; deploy/security-headers.conf sends it.
// Styles keep 'unsafe-inline': React style attributes, KaTeX and the themes set inline styles
// on elements, which hashes cannot allow (CSS cannot run script, so the cost is small).
// Analytics and Algolia hosts are allowed only when their ids are set at build time.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertRewrote, exportedPages } from '../lib/export/pages.mjs'
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

/**
 * Joins a page's consecutive RSC payload scripts into one. They sit together at the end of
 * <body>, each pushing a chunk onto `self.__next_f`; one script running them in order is the same.
 */
export function joinPayloadScripts(html) {
  const one = String.raw`<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\))<\/script>`
  return html.replace(new RegExp(`(?:${one}\\s*){2,}`, 'g'), (run) => {
    const bodies = [...run.matchAll(new RegExp(one, 'g'))].map((match) => match[1])
    return `<script>${bodies.join(';\n')}</script>`
  })
}

/** The nginx `map` keys of an exported file: nginx's $uri after try_files (see deploy/nginx.conf). */
const uriKeys = (file) => {
  const uri = `/${file.split(path.sep).join('/')}`
  return uri === '/index.html' ? ['/index.html', '//index.html'] : [uri]
}

const quote = (text) => `"${text.replace(/["\\]/g, '\\$&')}"`

/**
 * After the build: joins payload scripts, hashes each page's inline scripts and writes the
 * per-page policies to deploy/csp.conf. Returns { pages, hashes } for the build log.
 */
export function writeCsp(out, { analytics = {}, search = {} } = {}, confFile = cspConfFile) {
  const lines = []
  const unique = new Set()
  const unjoined = []
  const files = exportedPages(out)
  for (const file of files) {
    const full = path.join(out, file)
    const html = joinPayloadScripts(readFileSync(full, 'utf8'))
    writeFileSync(full, html)
    if (inlineScripts(html).filter((body) => body.includes('self.__next_f')).length !== 1) unjoined.push(file)
    const scriptHashes = [...new Set(inlineScripts(html).map(sha256))]
    scriptHashes.forEach((hash) => unique.add(hash))
    const policy = contentSecurityPolicy({ scriptHashes, analytics, search })
    for (const key of uriKeys(file)) lines.push(`    ${quote(key)} ${quote(policy)};`)
  }
  // Each page's payload must end up in one script: one hash instead of dozens per page.
  assertRewrote('joining the RSC payload scripts', unjoined)
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
  return { pages: files.length, hashes: unique.size }
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
