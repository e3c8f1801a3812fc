import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRedirectsConf } from '@/deploy/redirects.mjs'
import { readRedirectsFile, redirectFile, siteRedirects } from '@/lib/content/redirects.mjs'
import { exportedPages } from '@/lib/export/pages.mjs'

// What the build wrote of the redirects (scripts/postbuild.mjs, lib/content/redirects.mjs): the same
// redirects in out/_redirects and deploy/redirects.conf, a page at each old path, and no old path
// among the export's pages, in the sitemap or in llms.txt.
const out = path.resolve('out')
const read = (file: string) => readFileSync(path.join(out, file), 'utf8')
const { redirects } = siteRedirects()

describe('the redirects of the export', () => {
  it('are the derived and listed ones, each old path with its slash and Markdown twin, in out/_redirects and deploy/redirects.conf alike', () => {
    const file = readRedirectsFile(read('_redirects'))
    expect(file.get('/docs/administer/upgrade')).toBe('/versions/1.4/docs/administer/upgrade')
    expect(file.get('/en/docs/administer/upgrade.md')).toBe('/en/versions/1.4/docs/administer/upgrade.md')
    expect(file.size).toBe(redirects.length * 3)
    expect(readRedirectsConf()).toEqual(file)
  })

  it('leave an HTML page at each old path, which is no page of the export', () => {
    const pages = new Set(exportedPages(out))
    for (const { from, to } of redirects) {
      expect(existsSync(path.join(out, redirectFile(from))), from).toBe(true)
      expect(read(redirectFile(from)), from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`)
      expect(pages.has(redirectFile(from)), from).toBe(false)
    }
  })

  it('leave the sitemap and llms.txt to the live pages', () => {
    const sitemap = read('sitemap.xml')
    const llms = ['llms.txt', 'en/llms.txt', 'llms-full.txt', 'en/llms-full.txt'].filter((file) => existsSync(path.join(out, file))).map(read).join('\n')
    expect(llms.length).toBeGreaterThan(1000)
    for (const { from } of redirects) {
      expect(sitemap, from).not.toMatch(new RegExp(`${from.replace(/\./g, '\\.')}</loc>`))
      expect(llms, from).not.toMatch(new RegExp(`${from.replace(/\./g, '\\.')}(\\.md)?\\)`))
    }
  })
})
