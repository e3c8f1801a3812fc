import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve } from '@/bench/lib/serve.mjs'
import { precompress } from '@/lib/export/precompress.mjs'
import { decoded, get } from '../helpers/http'

// `npm start` (scripts/serve.mjs) over a small export with the .br and .gz twins postbuild writes.
const pages: Record<string, string> = {
  'index.html': '<!DOCTYPE html><h1>Главная</h1>'.repeat(20),
  'en/docs/client.html': '<!DOCTYPE html><h1>Client</h1><p>Call the model.</p>'.repeat(20),
  '404.html': '<!DOCTYPE html><h1>Страница не найдена</h1>'.repeat(20),
  'en/404.html': '<!DOCTYPE html><h1>Page not found</h1>'.repeat(20),
  '_next/static/chunks/main-1.js': 'self.x=function(){return 1};'.repeat(50),
  '_next/static/css/a-1.css': '.a{color:red}'.repeat(50),
}
let out = ''
let base = ''
let stop = () => {}

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'serve-'))
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
    writeFileSync(path.join(out, file), text)
  }
  await precompress(out)
  ;({ base, stop } = await serve(out))
})

afterAll(() => {
  stop()
  rmSync(out, { recursive: true, force: true })
})

const urls = [
  ['/en/docs/client', 'en/docs/client.html'],
  ['/_next/static/chunks/main-1.js', '_next/static/chunks/main-1.js'],
  ['/_next/static/css/a-1.css', '_next/static/css/a-1.css'],
]

describe('npm start (scripts/serve.mjs)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium over HTTPS
    ['br', 'br'],
    ['*', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, BR; q=0', 'gzip'],
    ['', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding) => {
    for (const [url, file] of urls) {
      const response = await get(base + url, { headers: { 'Accept-Encoding': accept } })
      expect(response.status, url).toBe(200)
      expect(response.headers['content-encoding'], url).toBe(encoding)
      // A page also varies by Accept: its Markdown twin shares its URL (lib/markdown/export.mjs).
      expect(response.headers.vary, url).toBe(url.startsWith('/_next/') ? 'Accept-Encoding' : 'Accept-Encoding, Accept')
      expect(decoded(response).equals(readFileSync(path.join(out, file))), url).toBe(true)
    }
  })

  it("answers unknown paths with the locale's 404 page, precompressed the same way", async () => {
    for (const [accept, encoding] of [['gzip, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const response = await get(`${base}/en/nope`, { headers: { 'Accept-Encoding': accept } })
      expect(response.status).toBe(404)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers.vary).toBe('Accept-Encoding')
      expect(decoded(response).toString()).toBe(pages['en/404.html'])
    }
    const ru = await get(`${base}/docs/nope`, { headers: { 'Accept-Encoding': 'br' } })
    expect(ru.status).toBe(404)
    expect(decoded(ru).toString()).toBe(pages['404.html'])
  })
})
