// What the routes render, the same way in `next build` and `next dev`: a page compiled by the one
// compiler (lib/page/compile.mjs) and run with Nextra's `evaluate`, and Nextra's page map made from
// the content (lib/page/page-map.mjs). Both modules are loaded by Node itself, outside the bundler: a
// compiled page's imports are dropped, so what a page may import is given here.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { EvaluateResult, PageMapItem } from 'nextra'
import type { MDXComponents } from 'nextra/mdx-components'
import { evaluate } from 'nextra/evaluate'
import { Callout } from 'nextra/components'
import { useMDXComponents as getNextraComponents } from '@/mdx-components'
import { contentManifest, pagesOf } from '@/lib/content/manifest.mjs'
import type { Locale } from '@/lib/i18n/locales'
import { watchPages } from './watch'

type Compiler = typeof import('./compile.mjs')
type PageMapMaker = typeof import('./page-map.mjs')

/** A module of lib/page/ as Node loads it (the bundler leaves the import alone). */
const nodeModule = <T,>(name: string): Promise<T> => import(/* turbopackIgnore: true */ pathToFileURL(path.join(process.cwd(), 'lib/page', name)).href)

/** The components of `nextra/components` a page may import (lib/page/analyze.mjs, IMPORTABLE; a test holds the two together). */
export const importable = { Callout }

/** Per file, the key of its last compile and the page evaluated from it. */
const evaluated = new Map<string, { key: string; page: EvaluateResult }>()

/** The manifest's page of a locale at `route` (locale-free: `/docs/client`, `/versions/1.4/api`, `/blog/2025/10/15/release`). */
function contentPage(locale: Locale, route: string, version?: string) {
  const page = pagesOf(locale, version ?? null).find((candidate) => candidate.route === route)
  // The routes list only the content's pages (`dynamicParams = false`): a route without a file is a mistake in this code.
  if (!page) throw new Error(`No page file for the route ${route} (${locale}${version ? `, version ${version}` : ''})`)
  return page
}

/** The page of a locale at `route`: compiled (once per text) and evaluated. */
export async function loadPage(locale: Locale, route: string, version?: string): Promise<EvaluateResult> {
  watchPages()
  const content = contentPage(locale, route, version)
  const { file } = content
  const { compilePage } = await nodeModule<Compiler>('compile.mjs')
  const { code, key } = await compilePage(content)
  const kept = evaluated.get(file)
  if (kept?.key === key) return kept.page
  const page = evaluate(code, { ...importable, ...getNextraComponents() } as MDXComponents) as EvaluateResult
  evaluated.set(file, { key, page })
  return page
}

/**
 * The whole page map: made once per process in a build; in `next dev` again only when what it is
 * made of changed: a page's text or the list of pages (the pages' stamp, lib/page/watch.ts) or a
 * `_meta` file (its module is evaluated anew).
 */
let builtPageMap: { key: unknown[]; map: Promise<PageMapItem[]> } | undefined
async function sitePageMap(): Promise<PageMapItem[]> {
  if (builtPageMap && process.env.NODE_ENV === 'production') return builtPageMap.map
  // The `_meta` files' module is imported here, not at the top: only a bundler has `require.context`.
  const { metaFiles } = await import('./meta-files')
  const metas = metaFiles()
  const key = [watchPages(), contentManifest().map((page) => page.file).join('\n'), ...Object.values(metas)]
  if (builtPageMap && builtPageMap.key.length === key.length && builtPageMap.key.every((part, index) => part === key[index])) return builtPageMap.map
  const map = nodeModule<PageMapMaker>('page-map.mjs').then(async ({ sitePageMap }) => (await sitePageMap(metas)) as PageMapItem[])
  builtPageMap = { key, map }
  map.catch(() => builtPageMap?.map === map && (builtPageMap = undefined))
  return map
}

/**
 * The page map at `route`, as Nextra's `getPageMap(route)` gives it: `/` (the Russian content root,
 * which also holds `en/`), `/en`, `/blog`, `/en/blog`, `/versions/1.4`, `/en/versions/1.4`.
 */
export async function getPageMap(route = '/'): Promise<PageMapItem[]> {
  let items = await sitePageMap()
  for (const segment of route.split('/').filter(Boolean)) {
    const folder = items.find((item) => 'name' in item && item.name === segment)
    if (!folder || !('children' in folder)) throw new Error(`The page map has no folder "${segment}" in "${route}"`)
    items = folder.children
  }
  return items
}
