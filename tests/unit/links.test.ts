import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { LinkChecker } from 'linkinator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForServer } from '../helpers/wait-for-server'

// Zero broken internal links and anchors across the whole export, in both locales: the crawl
// starts from every exported page (so pages nothing links to are checked too), and the test
// fails if any exported page was not scanned.
const out = path.resolve('out')
let base = ''
let server: ChildProcess

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Every exported HTML page as a URL path: out/docs/client.html → /docs/client, out/index.html → /. */
const exportedPages = () =>
  readdirSync(out, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next') && !/(^|\/)_not-found\.html$/.test(file))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/')

beforeAll(async () => {
  base = `http://127.0.0.1:${await freePort()}`
  server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: base.split(':').at(-1) }, stdio: 'ignore' })
  await waitForServer(base)
})

afterAll(() => server?.kill())

describe('internal links', () => {
  it('none is broken, anchors included, on any exported page of either locale', async () => {
    const pages = exportedPages()
    const checker = new LinkChecker()
    const scanned = new Set<string>()
    checker.on('pagestart', (url) => scanned.add(new URL(url).pathname.replace(/\/$/, '') || '/'))
    const result = await checker.check({
      path: pages.map((page) => base + page),
      recurse: true,
      checkFragments: true,
      concurrency: 16,
      // The site's URLs are clean (/docs/client serves docs/client.html): no trailing-slash guesses.
      cleanUrls: true,
      linksToSkip: [`^(?!${base.replace(/\./g, '\\.')})`],
    })
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      // The 404 pages are start points and answer 404 by design.
      .filter((link) => !(link.status === 404 && link.parent === undefined && /\/404$/.test(new URL(link.url).pathname)))
      .map((link) => `${link.parent ?? '(start)'} → ${link.url} (${link.status})`)
    expect(broken).toEqual([])
    expect(pages.filter((page) => !scanned.has(page))).toEqual([])
    expect(pages.length).toBeGreaterThan(180)
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(pages.length)
  }, 300_000)
})
