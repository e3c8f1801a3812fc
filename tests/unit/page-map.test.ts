import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Folder, MdxFile, PageMapItem } from 'nextra'
import { describe, expect, it } from 'vitest'
import { contentManifest } from '@/lib/content/manifest.mjs'
import { contentPath, sitePageMap } from '@/lib/page/page-map.mjs'
import { IMPORTABLE } from '@/lib/page/analyze.mjs'

// Nextra's page map made from the content manifest (lib/page/page-map.mjs), as Nextra's own loader
// made it from content/: every page at its route, in its folder's `_meta` order, with its metadata.

/** The `_meta` files as lib/page/meta-files.ts hands them over, loaded here by Vitest. */
async function metaFiles() {
  const files: Record<string, Record<string, unknown>> = {}
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isSymbolicLink() ? [] : entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name === '_meta.ts' ? [path.join(dir, entry.name)] : []))
  for (const file of [...walk('content'), ...walk('versions')]) files[contentPath(path.resolve(file))] = (await import(path.resolve(file))).default
  return files
}

/** Every page of the map, by route. */
function pagesByRoute(items: PageMapItem[], found = new Map<string, MdxFile>()) {
  for (const item of items) {
    if ('children' in item) pagesByRoute((item as Folder).children, found)
    else if ('frontMatter' in item) found.set(item.route, item as MdxFile)
  }
  return found
}

describe('the page map', async () => {
  const map = (await sitePageMap(await metaFiles())) as PageMapItem[]
  const pages = pagesByRoute(map)

  it('holds every page of the manifest, both locales and the snapshots, at its route with its title', () => {
    const manifest = contentManifest().filter((page) => page.route)
    expect(manifest.length).toBeGreaterThan(300)
    for (const page of manifest) {
      // Nextra's routes are the files' paths: a post's is its file name (`/blog/2025-10-15-release`).
      const route = `/${contentPath(page.file).replace(/^content\//, '').replace(/(\/index)?\.mdx?$/, '')}`
      expect(pages.get(route)?.frontMatter?.title, route).toBe(page.frontMatter.data.title)
    }
    expect(pages.size).toBe(manifest.length)
  })

  it('orders a folder by its `_meta` keys, and compiles no page for it (every page has its title in its front matter)', () => {
    const docs = (map.find((item) => 'name' in item && item.name === 'docs') as Folder).children
    expect(docs.filter((item: PageMapItem) => 'name' in item).map((item: PageMapItem) => (item as MdxFile).name).slice(0, 2)).toEqual(['index', 'account'])
    const post = pages.get('/blog/2025-10-15-release')
    expect(post?.frontMatter?.title).toBeTruthy()
    expect(post?.frontMatter?.readingTime).toBeUndefined()
  })

  it("maps a snapshot's files where Nextra found them, under content/[en/]versions/", () => {
    expect(contentPath(path.resolve('versions/1.4/en/docs/client.mdx'))).toBe('content/en/versions/1.4/docs/client.mdx')
    expect(contentPath(path.resolve('versions/1.4/docs/_meta.ts'))).toBe('content/versions/1.4/docs/_meta.ts')
    expect(contentPath(path.resolve('content/en/docs/client.mdx'))).toBe('content/en/docs/client.mdx')
  })

  it('gives pages what they may import (lib/page/load.ts)', async () => {
    const { readFileSync } = await import('node:fs')
    const load = readFileSync('lib/page/load.ts', 'utf8')
    expect(/const importable = \{ ([^}]*) \}/.exec(load)?.[1].split(',').map((name) => name.trim())).toEqual(IMPORTABLE)
  })
})
