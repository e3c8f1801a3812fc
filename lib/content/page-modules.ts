// Where a page route finds its pages' compiled MDX.
//
// Nextra's `importPage` requires a page from one context over the whole of content/, so webpack put
// all 356 pages (both locales, the blog, the snapshots) into every page route's bundle, and `next dev`
// compiled them all on the first request of any page (issue 33). Each route file hands over its own
// `require.context` over its own folder instead (lib/content/webpack-context.d.ts): a route bundles
// only its pages. In `next dev` a context holds only stubs of the pages (lib/content/dev-page-stub.cjs),
// and the page requested is compiled then, alone (lib/content/dev-page-module.ts). The contexts hold
// the folder's `_meta.ts` files too: in `next dev` an edit of one then updates the open page's sidebar.
import type { EvaluateResult } from 'nextra'

/** A webpack `require.context` over a folder's pages (and `_meta` files): its keys are `./`-relative paths. */
export type PageContext = { keys(): string[]; (key: string): EvaluateResult | DevPage }

/** What `next dev` bundles of a page (lib/content/dev-page-stub.cjs): its file and a hash of its text. */
export type DevPage = { devPage: { file: string; hash: string } }

/** The files a page can be written in, in Nextra's order: `x.mdx`, `x.md`, `x/index.mdx`, `x/index.md`. */
export const pageFiles = (dir: string, path: string) =>
  [...(path ? [`${dir}${path}`] : []), `${dir}${path && `${path}/`}index`].flatMap((file) => [`${file}.mdx`, `${file}.md`])

// Each context's keys as a set, made once per context rather than once per page loaded: a route
// loads every page it lists, twice (metadata and page), so the cost would grow with the square of its pages.
const keySets = new WeakMap<PageContext, Set<string>>()
function keysOf(pages: PageContext): Set<string> {
  let keys = keySets.get(pages)
  if (!keys) keySets.set(pages, (keys = new Set(pages.keys())))
  return keys
}

/**
 * The module of the page at `path` (slash-joined segments) under `dir` of the route's context (a set's
 * folder: `./docs/`, `./api/`; a snapshot set's: `./1.4/docs/`, `./1.4/en/api/`; the blog's `./`); in
 * `next dev`, compiled now. The routes list only paths the content has
 * (`dynamicParams = false`), so a path without a file is a mistake in this code or in Nextra's
 * conventions: it stops the build (and shows in `next dev`'s overlay) naming the files it looked for,
 * rather than exporting a 404.
 */
export async function loadPage(pages: PageContext, dir: string, path: string): Promise<EvaluateResult> {
  const keys = keysOf(pages)
  const candidates = pageFiles(dir, path)
  const file = candidates.find((key) => keys.has(key))
  if (!file) throw new Error(`No page file for "${path}" in its route's folder: looked for ${candidates.join(', ')}`)
  const page = pages(file)
  if (process.env.NODE_ENV === 'development' && 'devPage' in page) return (await import('./dev-page-module')).devPageModule(page.devPage)
  return page as EvaluateResult
}
