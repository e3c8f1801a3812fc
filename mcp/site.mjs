// Where the server reads the published site: a local export (`--dir out`) or a deployment
// (`--url https://docs…`). Either way it reads only the files the site publishes for it, by their
// site path, and nothing outside the export or off the site's origin.
import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'

/** Largest file read (the search index is ~3 MB; a twin, at most a few hundred KB). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024
/** How long one request to a deployed site may take. */
export const FETCH_TIMEOUT_MS = Number(process.env.DOCS_MCP_TIMEOUT_MS || 15_000)

export class SiteError extends Error {}

/** A site path (`/docs/client.md`) checked to stay inside the site: no `..`, `.`, backslash or empty segment. */
export function sitePath(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\') || value.includes('\0')) throw new SiteError(`"${value}" is not a path of the site`)
  const segments = value.slice(1).split('/')
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) throw new SiteError(`"${value}" leaves the published site`)
  return value
}

/** Reads the export in `dir`. */
export function dirSource(dir) {
  const root = path.resolve(dir)
  let realRoot = null
  return {
    where: root,
    stats: { requests: 0, bytes: 0 },
    async read(file) {
      const target = path.join(root, sitePath(file))
      let real
      try {
        real = await realpath(target)
      } catch {
        throw new SiteError(`${file} is not in the export ${root}`)
      }
      // A symbolic link inside the export must not lead out of it.
      realRoot ??= await realpath(root)
      if (!real.startsWith(`${realRoot}${path.sep}`)) throw new SiteError(`${file} leaves the export ${root}`)
      const { size } = await stat(real)
      if (size > MAX_FILE_BYTES) throw new SiteError(`${file} is larger than ${MAX_FILE_BYTES} bytes`)
      this.stats.requests++
      this.stats.bytes += size
      return readFile(real, 'utf8')
    },
  }
}

/** Reads a deployed site at `url` (its root, e.g. `https://docs.example`): GET requests to that origin and path only. */
export function urlSource(url, { fetch = globalThis.fetch } = {}) {
  let base
  try {
    base = new URL(url)
  } catch {
    throw new SiteError(`--url "${url}" is not a URL`)
  }
  if (!/^https?:$/.test(base.protocol)) throw new SiteError(`--url "${url}" is not an http(s) URL`)
  base.hash = ''
  base.search = ''
  if (!base.pathname.endsWith('/')) base.pathname += '/'
  return {
    where: base.href,
    stats: { requests: 0, bytes: 0 },
    async read(file) {
      const target = new URL(sitePath(file).slice(1), base)
      if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) throw new SiteError(`${file} is not on ${base.href}`)
      let response
      try {
        // Redirects are not followed: they could lead off the site.
        // Brotli asked for too (Node's fetch asks only for gzip and deflate): the index is a third of its gzip size.
        response = await fetch(target, { headers: { 'accept-encoding': 'br, gzip, deflate' }, redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      } catch (error) {
        const reason = error?.name === 'TimeoutError' ? `no answer in ${FETCH_TIMEOUT_MS / 1000} s` : (error?.cause?.code ?? error?.cause?.message ?? error?.message)
        throw new SiteError(`cannot reach ${target.href}: ${reason}`)
      }
      if (response.status === 404) throw new SiteError(`${target.href} is not published (HTTP 404)`)
      if (!response.ok) throw new SiteError(`${target.href} answered HTTP ${response.status}`)
      this.stats.requests++
      return readBounded(response, target.href, this.stats)
    },
  }
}

/** The body as text, stopped at MAX_FILE_BYTES. */
async function readBounded(response, href, stats) {
  const declared = Number(response.headers.get('content-length') || 0)
  if (declared > MAX_FILE_BYTES) throw new SiteError(`${href} is larger than ${MAX_FILE_BYTES} bytes`)
  const chunks = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > MAX_FILE_BYTES) throw new SiteError(`${href} is larger than ${MAX_FILE_BYTES} bytes`)
    chunks.push(chunk)
  }
  stats.bytes += size
  return Buffer.concat(chunks).toString('utf8')
}
