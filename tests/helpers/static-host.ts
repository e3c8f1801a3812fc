import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { freePort } from './nginx'

// A static host that knows nothing of the site: it serves files, with clean URLs (/a is a.html),
// and answers anything else 404. No redirects, no _redirects, no compression: what the export alone
// gives a reader on such a host. Files are looked for in each of `roots` in turn.

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()

/** Starts the host on a free loopback port; resolves with its base URL and a stop function. */
export async function startStaticHost(roots: string[]) {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).replace(/\/+$/, '') || '/'
    const names = urlPath === '/' ? ['index.html'] : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`]
    const file = roots
      .flatMap((root) => names.map((name) => ({ root: path.resolve(root), file: path.join(path.resolve(root), name) })))
      .find(({ root, file }) => file.startsWith(root) && isFile(file))?.file
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      return
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
