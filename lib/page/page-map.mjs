// Nextra's page map of the site, made from the content manifest with Nextra's public page-map
// functions (`convertToPageMap`, `normalizePageMap`), as Nextra's own loader makes it, but without
// bundling a module per page: the `_meta` files come from the bundle (lib/page/meta-files.ts, so that
// an edit of one shows at once in `next dev`), each page's front matter from lib/page/compile.mjs.
// Loaded by Node outside the bundler, like the compiler.
import { statSync } from 'node:fs'
import path from 'node:path'
import { evaluate } from 'nextra/evaluate'
import { convertToPageMap, normalizePageMap } from 'nextra/page-map'
import { contentManifest } from '../content/manifest.mjs'
import { compilePage, frontMatterOf } from './compile.mjs'

/**
 * Where Nextra would find a page or `_meta` file: under content/, a snapshot's files under
 * content/[en/]versions/<version>/ (`versions/1.4/en/docs/x.mdx` → `content/en/versions/1.4/docs/x.mdx`),
 * so that the routes of the map are the site's routes.
 */
export function contentPath(file) {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/')
  const snapshot = /^versions\/([^/]+)\/(?:(en)\/)?(.+)$/.exec(relative)
  if (!snapshot) return relative
  const [, version, locale, rest] = snapshot
  return ['content', ...(locale ? [locale] : []), 'versions', version, rest].join('/')
}

/** Per file, its front matter for the page map, kept while the file's time is the same. */
const frontMatters = new Map()

/**
 * The metadata of a page as Nextra's page map holds it: from its front matter, or from its compiled
 * page when that gives more (a title in the body). The blog's lists read their posts' compiled metadata
 * themselves (lib/blog/posts.ts): the page map of a docs page compiles no post.
 */
async function frontMatter(page) {
  const time = statSync(page.file).mtimeMs
  const kept = frontMatters.get(page.file)
  if (kept?.time === time) return kept.value
  const value = Promise.resolve().then(async () => frontMatterOf(page.file) ?? evaluate((await compilePage(page)).code).metadata)
  frontMatters.set(page.file, { time, value })
  value.catch(() => frontMatters.get(page.file)?.value === value && frontMatters.delete(page.file))
  return value
}

/**
 * The normalised page map of every page, both locales and the snapshots, as Nextra's `getPageMap()`
 * sees it before it walks to a route. `metaFiles`: each `_meta` file's default export by its
 * content path (`content/docs/_meta.ts`, `content/en/versions/1.4/api/_meta.ts`).
 */
export async function sitePageMap(metaFiles) {
  const pages = contentManifest().filter((page) => page.route !== null)
  const byPath = new Map(pages.map((page) => [contentPath(page.file), page]))
  const { pageMap } = convertToPageMap({ filePaths: [...Object.keys(metaFiles), ...byPath.keys()], basePath: '', locale: '' })
  const fill = async (items) =>
    Promise.all(
      items.map(async ({ __pagePath, __metaPath, ...item }) => {
        if (__metaPath) return { data: metaFiles[__metaPath] }
        if ('children' in item) return { ...item, children: await fill(item.children) }
        return { ...item, frontMatter: await frontMatter(byPath.get(__pagePath)) }
      }),
    )
  return normalizePageMap(await fill(pageMap))
}
