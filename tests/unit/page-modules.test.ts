import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/content/files-under.mjs'
import { loadPage, pageFiles, type PageContext } from '@/lib/content/page-modules'
import { setStaticParams, publishedVersions, versionSegment } from '@/lib/versions/routing'
import { DOCS_SETS, snapshotSetDir } from '@/lib/versions/snapshots.mjs'
import { contentManifest, pagesOf } from '@/lib/content/manifest.mjs'
import type { Locale } from '@/lib/i18n/locales'

// Each page route requires its pages from its own `require.context` (lib/content/page-modules.ts).

/** The files under `dir`: `./`-relative key → absolute path. */
const keyedFiles = (dir: string, recursive: boolean) =>
  (recursive ? filesUnder(dir) : readdirSync(dir)).map((file) => [`./${file.split(path.sep).join('/')}`, path.resolve(dir, file)] as const)

/** A stand-in for the bundler's context: the files under `dir` that `regExp` matches, keyed `./…`; a module's `filePath` is its file's absolute path. */
function diskContext(dir: string, recursive: boolean, regExp: RegExp): PageContext {
  const byKey = new Map<string, string>(keyedFiles(dir, recursive).filter(([key]) => regExp.test(key)))
  const context = ((key: string) => ({ default: () => null, toc: [], metadata: { filePath: byKey.get(key), title: key } })) as unknown as PageContext
  context.keys = () => [...byKey.keys()]
  return context
}

/** The `require.context(…)` a route file hands over (its folder relative to the route file), read from its source and built from disk. */
function routeContext(routeFile: string): PageContext {
  const source = readFileSync(routeFile, 'utf8')
  const match = /require\.context\('(\.[^']+)', (true|false), \/(.+)\/\)/.exec(source)
  if (!match) throw new Error(`${routeFile}: no require.context with a relative folder (lib/content/webpack-context.d.ts)`)
  return diskContext(path.join(path.dirname(routeFile), match[1]), match[2] === 'true', new RegExp(match[3]))
}

/** The context's pages, without its `_meta` files. */
const pageKeys = (context: PageContext) => context.keys().filter((key) => /\.mdx?$/.test(key))

describe('page modules', () => {
  it("tries a page's files in Nextra's order", () => {
    expect(pageFiles('./', 'account/users')).toEqual(['./account/users.mdx', './account/users.md', './account/users/index.mdx', './account/users/index.md'])
    expect(pageFiles('./1.4/docs/', '')).toEqual(['./1.4/docs/index.mdx', './1.4/docs/index.md'])
  })

  it('a path with no file stops with the files it looked for, also one that climbs out of the folder', async () => {
    const pages = diskContext('content/docs', true, /\.mdx?$/)
    expect((await loadPage(pages, './', '')).metadata.filePath).toBe(path.resolve('content/docs/index.mdx'))
    await expect(loadPage(pages, './', 'no-such-page')).rejects.toThrow('No page file for "no-such-page" in its route\'s folder: looked for ./no-such-page.mdx, ./no-such-page.md, ./no-such-page/index.mdx, ./no-such-page/index.md')
    for (const missing of ['../api/rest', 'client.mdx']) await expect(loadPage(pages, './', missing), missing).rejects.toThrow(/^No page file/)
  })

  // One route per locale serves both sets (components/docs/mdx-route.tsx), and one per locale's snapshots.
  const routes: [Locale, string][] = [
    ['ru', 'app/(ru)/[set]/[[...mdxPath]]/page.tsx'],
    ['en', 'app/(en)/en/[set]/[[...mdxPath]]/page.tsx'],
  ]
  for (const [locale, routeFile] of routes) {
    it(`every page of ${locale} docs and api, current and snapshots, is in its route's context and nothing else is`, async () => {
      // The files the site maps these routes to (the content manifest, lib/content/manifest.mjs).
      const current = routeContext(routeFile)
      const loaded = await Promise.all(
        DOCS_SETS.flatMap((set) => setStaticParams(locale, set).map(async ({ mdxPath }) => (await loadPage(current, `./${set}/`, mdxPath.join('/'))).metadata.filePath)),
      )
      const pages = pagesOf(locale).filter((page) => page.set === 'docs' || page.set === 'api')
      for (const set of DOCS_SETS) expect(pages.filter((page) => page.set === set).length, set).toBeGreaterThan(10)
      const files = pages.map((page) => page.file)
      expect(new Set(loaded)).toEqual(new Set(files))
      expect(pageKeys(current)).toHaveLength(files.length)

      const snapshots = routeContext(routeFile.replace(locale === 'ru' ? '(ru)/' : '(en)/en/', locale === 'ru' ? '(ru-versions)/versions/[version]/' : '(en-versions)/en/versions/[version]/'))
      const versions = publishedVersions().flatMap((row) => versionSegment(row) ?? [])
      const snapshotLoaded = await Promise.all(
        versions.flatMap((version) =>
          DOCS_SETS.flatMap((set) =>
            setStaticParams(locale, set, version).map(async ({ mdxPath }) => (await loadPage(snapshots, `./${snapshotSetDir(version, locale, set, '.')}/`, mdxPath.join('/'))).metadata.filePath),
          ),
        ),
      )
      const snapshotFiles = contentManifest().flatMap((page) => (page.locale === locale && page.version ? [page.file] : []))
      expect(snapshotFiles.length).toBeGreaterThan(10)
      expect(new Set(snapshotLoaded)).toEqual(new Set(snapshotFiles))
      expect(pageKeys(snapshots)).toHaveLength(snapshotFiles.length)
    })
  }

  for (const [locale, routeFile] of [['ru', 'app/blog/[yyyy]/[mm]/[dd]/[slug]/page.tsx'], ['en', 'app/en/blog/[yyyy]/[mm]/[dd]/[slug]/page.tsx']] as const) {
    it(`every ${locale} blog post is in its route's context`, async () => {
      const pages = routeContext(routeFile)
      const posts = pagesOf(locale).flatMap(({ file, route, set }) => (set === 'blog' ? [{ file, name: route.slice('/blog/'.length).replaceAll('/', '-') }] : []))
      expect(posts.length).toBeGreaterThan(5)
      expect(await Promise.all(posts.map(async ({ name }) => (await loadPage(pages, './', name)).metadata.filePath))).toEqual(posts.map(({ file }) => file))
      expect(pageKeys(pages)).toHaveLength(posts.length)
    })
  }
})
