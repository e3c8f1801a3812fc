import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { brotliQuality, precompress } from '@/lib/export/precompress.mjs'

let out = ''
afterEach(() => rmSync(out, { recursive: true, force: true }))

// Text that compresses, and a larger page.
const page = '<!DOCTYPE html><html><body>' + '<p>Модель отвечает за 20 мс.</p>'.repeat(40) + '</body></html>'
const bigPage = Array.from({ length: 3000 }, (_, i) => `<li id="item-${i}">Item ${i}: ${(i * 7919) % 1000}</li>`).join('')

describe('precompress (lib/export/precompress.mjs)', () => {
  it('writes .gz and .br twins of text files that decode to the file, and leaves the rest alone', async () => {
    out = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const files: Record<string, string | Buffer> = {
      'index.html': page,
      'docs/client.txt': page.repeat(2),
      'docs/client/__next._full.txt': page.repeat(2), // the same content: compressed once, written twice
      'big.html': bigPage,
      '_next/static/chunks/main-1.js': 'self.x=function(){return 1};'.repeat(50),
      '_next/static/css/a.css': '.a{color:red}'.repeat(50),
      // Pagefind's binary files, stored inflated by the indexer.
      'pagefind/index/en_1f50d6f.pf_index': `pagefind_dcd${'autoscaling quota '.repeat(40)}`,
      'pagefind/wasm.en.pagefind': Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.alloc(400, 7)]),
      'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    }
    for (const [file, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
      writeFileSync(path.join(out, file), data)
    }
    mkdirSync(path.join(out, '_next/static/chunks/app/robots.txt'), { recursive: true }) // a folder Next names like a file

    const totals = await precompress(out)

    const text = Object.keys(files).filter((file) => !file.endsWith('.png'))
    let gzip = 0
    let brotli = 0
    for (const file of text) {
      const original = readFileSync(path.join(out, file))
      const gz = readFileSync(path.join(out, `${file}.gz`))
      const br = readFileSync(path.join(out, `${file}.br`))
      expect(gunzipSync(gz).equals(original), file).toBe(true)
      expect(brotliDecompressSync(br).equals(original), file).toBe(true)
      expect(br.length, file).toBeLessThan(gz.length)
      gzip += gz.length
      brotli += br.length
    }
    // A page got quality 10, in text mode.
    const params = { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bigPage.length }
    expect(readFileSync(path.join(out, 'big.html.br')).equals(brotliCompressSync(bigPage, { params }))).toBe(true)
    expect(existsSync(path.join(out, 'img/logo.png.gz'))).toBe(false)
    expect(existsSync(path.join(out, 'img/logo.png.br'))).toBe(false)
    const bytes = text.reduce((sum, file) => sum + readFileSync(path.join(out, file)).length, 0)
    expect(totals).toEqual({ files: text.length, bytes, gzip, brotli })

    // A second run (postbuild again) compresses the same files, not their twins.
    expect((await precompress(out)).files).toBe(text.length)
  })

  it("uses quality 11 for the scripts, styles and search engine, 8 for client navigations' RSC payloads and 10 for the rest", () => {
    const files = {
      // A fixed set, which every first visit or first search fetches.
      11: ['_next/static/chunks/main-1.js', '_next/static/css/a.css', 'pagefind/pagefind.js', 'pagefind/wasm.en.pagefind'],
      // One per page: the build's time grows with them. A page's own payload, which its first load fetches.
      10: ['docs/client.html', 'docs/client.md', 'docs/client.txt', 'llms.txt', 'pagefind/fragment/en_1f50d6f.pf_fragment', 'pagefind/index/en_1f50d6f.pf_index', 'sitemap.xml'],
      // Client-side navigations, mostly prefetched.
      8: ['docs/client/__next._tree.txt', 'docs/client/__next._full.txt', 'en/__next.!KGVuKQ.txt'],
    }
    for (const [quality, names] of Object.entries(files)) for (const file of names) expect(brotliQuality(file), file).toBe(Number(quality))
  })
})
