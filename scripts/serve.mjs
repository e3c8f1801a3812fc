#!/usr/bin/env node
// Serves the static export (out/) the way production nginx does: clean URLs with or without a
// trailing slash, the 404 page of the URL's locale with HTTP status 404, precompressed files (brotli or gzip),
// a page's Markdown twin to a request that prefers text/markdown, a 301 from every old address
// (out/_redirects, written by the build from lib/content/redirects.mjs).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { readRedirectsFile } from '../lib/content/redirects.mjs'
import { accepts, prefersMarkdown } from '../lib/export/negotiation.mjs'

const root = path.resolve(process.env.OUT_DIR || 'out')
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '127.0.0.1'

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8', '.yaml': 'application/yaml; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff',
  '.ttf': 'font/ttf', '.xml': 'application/xml; charset=utf-8', '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream',
}

const isFile = (file) => existsSync(file) && statSync(file).isFile()

/** The exported file for a URL path, or null. */
export function resolveFile(urlPath) {
  const clean = path.posix.normalize(urlPath).replace(/\/+$/, '') || '/'
  const base = path.join(root, clean)
  if (!base.startsWith(root)) return null
  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')]
  return candidates.find(isFile) ?? null
}

const notFoundPage = (urlPath) => path.join(root, /^\/en(\/|$)/.test(urlPath) ? 'en/404.html' : '404.html')

// The precompressed twins of scripts/postbuild.mjs, preferred in this order, as nginx's brotli_static
// and gzip_static serve them.
const twins = [['br', 'br'], ['gzip', 'gz']]

/** Sends a file, or its .br or .gz twin when the client takes that encoding; `vary` names another header the answer depends on. */
function send(req, res, file, status, vary = null) {
  const headers = { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff', Vary: vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding' }
  const twin = twins.find(([coding, ext]) => accepts(req.headers['accept-encoding'], coding) && isFile(`${file}.${ext}`))
  res.writeHead(status, twin ? { ...headers, 'Content-Encoding': twin[0] } : headers)
  createReadStream(twin ? `${file}.${twin[1]}` : file).pipe(res)
}

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No export in ${root}: run "npm run build" first.`)
  process.exit(1)
}

const redirectsFile = path.join(root, '_redirects')
const redirects = existsSync(redirectsFile) ? readRedirectsFile(readFileSync(redirectsFile, 'utf8')) : new Map()

const server = createServer((req, res) => {
  let urlPath
  let search = ''
  try {
    const url = new URL(req.url ?? '/', 'http://localhost')
    urlPath = decodeURIComponent(url.pathname)
    search = url.search
  } catch {
    urlPath = '/404'
  }
  const moved = redirects.get(urlPath)
  if (moved) {
    res.writeHead(301, { Location: `${moved}${search}`, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(`Moved to ${moved}\n`)
    return
  }
  const file = resolveFile(urlPath)
  // A page and its Markdown twin share a URL; caches keep them apart by Accept.
  const markdown = file?.endsWith('.html') && prefersMarkdown(req.headers.accept) ? file.replace(/\.html$/, '.md') : null
  if (markdown && isFile(markdown)) send(req, res, markdown, 200, 'Accept')
  else if (file) send(req, res, file, 200, file.endsWith('.html') ? 'Accept' : null)
  else send(req, res, notFoundPage(urlPath), 404)
})
// Longer than clients' idle keep-alive (undici, browsers): with Node's 5 s default the server could
// close a pooled socket just as a crawler reused it ("fetch failed" in the link checker under load).
server.keepAliveTimeout = 65_000
server.listen(port, host, () => console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`))
