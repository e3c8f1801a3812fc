import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageAddress } from '@/mcp/pages.mjs'
import { dirSource, sitePath, urlSource } from '@/mcp/site.mjs'

// Where the MCP server may read (mcp/site.mjs, mcp/pages.mjs): inside the export, on the site's origin.
const origins = ['https://docs.example']

describe('the addresses read_page takes', () => {
  it.each([
    ['/docs/client', '/docs/client', ''],
    ['docs/client.md', '/docs/client', ''],
    ['/en/api/rest/#error-format', '/en/api/rest', 'error-format'],
    ['https://docs.example/en/docs/client?x=1#install', '/en/docs/client', 'install'],
    ['/docs/index', '/docs', ''],
  ])('%s → %s', (page, path, anchor) => {
    expect(pageAddress(page, { origins })).toEqual({ path, anchor })
  })

  it('puts a path without /en into English when asked', () => {
    expect(pageAddress('/docs/client', { origins, language: 'en' }).path).toBe('/en/docs/client')
  })

  it.each([
    ['../secret', /leaves the published site/],
    ['/docs/%2E%2E/%2e%2e/etc/passwd', /leaves the published site/],
    ['/docs\\..\\x', /leaves the published site/],
    ['//elsewhere.example/docs', /another host \(elsewhere\.example\)/],
    ['ftp://docs.example/docs', /is not on the site/],
    ['C:\\Windows\\win.ini', /is not on the site/],
    ['/docs/%zz', /broken %-escape/],
  ])('refuses %s', (page, message) => {
    expect(() => pageAddress(page, { origins })).toThrow(message)
  })
})

describe('the export as the server reads it (--dir)', () => {
  let root = ''
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mcp-site-'))
    mkdirSync(path.join(root, 'out/docs'), { recursive: true })
    writeFileSync(path.join(root, 'out/docs/client.md'), '# Client\n')
    writeFileSync(path.join(root, 'secret.txt'), 'outside')
    symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'out/docs/link.md'))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('reads a file of the export and counts it', async () => {
    const source = dirSource(path.join(root, 'out'))
    expect(await source.read('/docs/client.md')).toBe('# Client\n')
    expect(source.stats).toEqual({ requests: 1, bytes: 9 })
  })

  it.each([
    ['/docs/link.md', /leaves the export/],
    ['/../secret.txt', /leaves the published site/],
    ['/docs/missing.md', /is not in the export/],
    ['docs/client.md', /is not a path of the site/],
  ])('refuses %s', async (file, message) => {
    await expect(dirSource(path.join(root, 'out')).read(file)).rejects.toThrow(message)
  })
})

describe('a deployed site as the server reads it (--url)', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/docs/moved.md') response.writeHead(302, { Location: 'https://elsewhere.example/' }).end()
      else if (request.url === '/site/docs/client.md') response.end('# Client\n')
      else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  it('reads a file under the site\'s path', async () => {
    expect(await urlSource(`${base}/site`).read('/docs/client.md')).toBe('# Client\n')
  })

  it('follows no redirect and names what is missing', async () => {
    await expect(urlSource(base).read('/docs/moved.md')).rejects.toThrow(/answered HTTP 302/)
    await expect(urlSource(base).read('/docs/none.md')).rejects.toThrow(/is not published \(HTTP 404\)/)
  })

  it.each(['file:///etc', 'not a url'])('refuses --url %s', (url) => {
    expect(() => urlSource(url)).toThrow(/--url/)
  })

  it('checks every path it is given', () => {
    expect(() => sitePath('/docs/../..')).toThrow(/leaves the published site/)
  })
})
