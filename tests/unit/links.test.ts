import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LinkChecker } from 'linkinator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve } from '@/bench/lib/serve.mjs'
import { readRedirectsFile } from '@/lib/content/redirects.mjs'
import { exportedPages } from '@/lib/export/pages.mjs'

// Zero broken internal links and anchors across the whole export, in both locales: the crawl
// starts from every exported page (so pages nothing links to are checked too), and the test
// fails if any exported page was not scanned.
const out = path.resolve('out')
let base = ''
let stop = () => {}

/** Every exported HTML page as a URL path: out/docs/client.html → /docs/client, out/index.html → /. */
const pageUrls = () =>
  exportedPages(out)
    .filter((file) => !/(^|\/)_not-found\.html$/.test(file))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/')

beforeAll(async () => {
  ;({ base, stop } = await serve(out))
})

afterAll(() => stop())

describe('internal links', () => {
  it('none is broken, anchors included, on any exported page of either locale', async () => {
    const pages = pageUrls()
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
    // A redirect is followed (the server answers 301), but a page of the site links to where its
    // target is now: fix the link, not the redirect (lib/content/redirects.mjs).
    const moved = readRedirectsFile(readFileSync(path.join(out, '_redirects'), 'utf8'))
    const toOldPaths = result.links
      .filter((link) => link.parent !== undefined && moved.has(decodeURIComponent(new URL(link.url).pathname)))
      .map((link) => `${link.parent} → ${link.url} (now ${moved.get(decodeURIComponent(new URL(link.url).pathname))})`)
    expect(toOldPaths).toEqual([])
    expect(pages.filter((page) => !scanned.has(page))).toEqual([])
    expect(pages.length).toBeGreaterThan(180)
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(pages.length)
  }, 300_000)
})
