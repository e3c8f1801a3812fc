import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { pageScripts } from '@/lib/export/script-hashes.mjs'
import { passPages } from '@/lib/export/page-pass.mjs'
import { loaderScripts } from '@/lib/export/scripts-after-paint.mjs'

// The one pass over the exported pages (lib/export/page-pass.mjs), on worker threads.
const link = '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>'
const nextPage = (n: number) =>
  `<!DOCTYPE html><html lang="en"><head>${link}<script src="/_next/static/chunks/page-${n % 3}.js" async=""></script></head>` +
  `<body><h1 class="used">Page ${n}</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"${n}"])</script></body></html>`

let out = ''
afterEach(() => rmSync(out, { recursive: true, force: true }))
function exportOf(pages: number) {
  out = mkdtempSync(path.join(tmpdir(), 'page-pass-'))
  mkdirSync(path.join(out, '_next/static/css'), { recursive: true })
  writeFileSync(path.join(out, '_next/static/css/a.css'), '.used{color:red}.unused{color:blue}')
  for (let n = 0; n < pages; n++) {
    mkdirSync(path.join(out, `docs/${n % 4}`), { recursive: true })
    writeFileSync(path.join(out, `docs/${n % 4}/p${n}.html`), nextPage(n))
  }
  return out
}

describe('the pass over the exported pages', () => {
  it('rewrites every page once by each step, in order, compresses it, and returns what the build needs of it', async () => {
    const dir = exportOf(30)
    const results = await passPages(dir, { threads: 2 })
    expect(new Set(results.map((page) => page.file)).size).toBe(30)
    for (const { file, scripts, scriptHashes, bytes } of results) {
      const html = readFileSync(path.join(dir, file), 'utf8')
      const n = Number(/p(\d+)\.html$/.exec(file)![1])
      // Scripts after the first paint, the critical CSS inlined, the stylesheet at the end, one payload script.
      expect(loaderScripts(html)).toEqual([`/_next/static/chunks/page-${n % 3}.js`])
      expect(scripts).toEqual(loaderScripts(html))
      expect(html).toMatch(/<head><style>\.used\s*\{\s*color: ?red;?\s*\}<\/style><\/head>/)
      expect(html).toContain(`${link}</body>`)
      expect(pageScripts(html)).toEqual({ scriptHashes, payloadScripts: 1 })
      // Its compressed twins are of the page as written.
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString()).toBe(html)
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString()).toBe(html)
      expect(bytes.html).toBe(Buffer.byteLength(html))
    }
  })

  it('works with one thread as with several', async () => {
    const dir = exportOf(5)
    expect(await passPages(dir, { threads: 1 })).toHaveLength(5)
  })

  it("fails with a worker's error, naming the page it could not read", async () => {
    const dir = exportOf(3)
    mkdirSync(path.join(dir, 'docs/broken.html'))
    await expect(passPages(dir, { threads: 2 })).rejects.toThrow(/docs\/broken\.html: Error: EISDIR/)
  })
})
