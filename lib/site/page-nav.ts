// What each page carries of the docs navigation, so that a page's cost does not grow with the site.
//
// The docs theme normalises the whole page map in the browser, so every page used to carry every
// route of its locale in its RSC payload (issue 31: /docs/client 39.7 KB gzip of HTML, 67 KB at
// 1,000 pages per locale). Instead:
// - the root layout gets a skeleton: the navigation links and each docs set as a folder whose pages
//   are deferred (`layoutPageMap`), the same for every page of a locale;
// - each docs page gets its own normalised navigation (`pageNavigation`), computed at build time
//   from the whole map: the folders on its branch (and those open by default) with their pages, the
//   other folders deferred, its breadcrumb and its previous and next pages;
// - a deferred folder's pages come from one static file per docs set and version (`setTree`, served
//   at `navTreeUrl`), fetched when the reader opens or points at such a folder.
// components/docs-theme/docs-config.tsx provides the page's navigation to the theme's components.
import type { Folder, PageMapItem } from 'nextra'
import { normalizePages } from 'nextra/normalize-pages'
import { localize, type Locale } from '../i18n/locales'
import { versionedPageMap } from '../versions/page-map'
import { docsTag, setRoot, type DocsSet } from '../versions/routing'
import { DOCS_SETS } from '../versions/snapshots.mjs'
import { docsPageMap } from './page-map'

export type NormalizedPages = ReturnType<typeof normalizePages>
/** A normalised page map entry, as the sidebar, the breadcrumb and the paginator read it. */
export type NavItem = {
  name: string
  route: string
  title?: unknown
  type?: string
  theme?: { collapsed?: boolean }
  children?: NavItem[]
  /** Set on a folder whose entries are not in this page: the URL of its set's tree (`navTreeUrl`). */
  deferred?: string
  [key: string]: unknown
}
/** A set's tree as its static file holds it. */
export type NavTree = { route: string; children: NavItem[] }

/** The whole page map of a locale's docs and API sets, or of a snapshot's. */
export const fullPageMap = (locale: Locale, version?: string) => (version ? versionedPageMap(locale, version) : docsPageMap(locale))

/** The static file with the whole tree of a docs set in one version: `/nav/en/docs-current.json`. */
export const navTreeUrl = (locale: Locale, set: DocsSet, version?: string) => `/nav/${locale}/${docsTag(set, version)}.json`

/** The root route of a set in a locale's page map: `/en/docs`, `/versions/1.4/api`. */
const setRouteOf = (locale: Locale, set: DocsSet, version?: string) => localize(locale, setRoot(set, version))

const isSetFolder = (item: PageMapItem): item is Folder => 'children' in item && DOCS_SETS.includes(item.name as DocsSet)

/** The layout's page map: links and meta as they are, each docs set a folder with its pages deferred. */
export function layoutPageMap(pageMap: PageMapItem[], locale: Locale, version?: string): PageMapItem[] {
  return pageMap.map((item) => {
    if (!isSetFolder(item)) return item
    // Without `children`: the theme's normalisation reads a folder's first entry.
    const { children: _, ...folder } = item
    return { ...folder, deferred: navTreeUrl(locale, item.name as DocsSet, version) } as unknown as PageMapItem
  })
}

/** The whole normalised tree of one docs set, for its static file. */
export function setTree(pageMap: PageMapItem[], locale: Locale, set: DocsSet, version?: string): NavTree {
  const route = setRouteOf(locale, set, version)
  return { route, children: normalizePages({ list: pageMap, route }).docsDirectories as unknown as NavItem[] }
}

const within = (route: string, folder: string) => route === folder || route.startsWith(`${folder}/`)

type Pruning = { route: string; openLevel: number; url: (item: NavItem) => string | undefined }

/**
 * The entries with the pages of every folder the sidebar shows open when the page loads (those on
 * the current page's branch, those `_meta` opens, those above the theme's collapse level); the
 * other folders keep their title and route and are marked `deferred`.
 */
function prune(items: NavItem[], level: number, how: Pruning): NavItem[] {
  return items.map((item) => {
    if (!item.children) return item
    const url = how.url(item)
    const collapsed = item.theme && 'collapsed' in item.theme ? item.theme.collapsed : level >= how.openLevel
    if ((item.route && within(how.route, item.route)) || !collapsed || !url) return { ...item, children: prune(item.children, level + 1, how) }
    const { children: _, ...rest } = item
    return { ...rest, deferred: url }
  })
}

/** An entry without its pages (the breadcrumb reads a folder's first page only, the paginator none). */
const shallow = (item: NavItem, keepFirst = false): NavItem => {
  const { children, ...rest } = item
  return keepFirst && children?.length ? { ...rest, children: [shallow(children[0])] } : rest
}

/**
 * The navigation of one docs page (`route` with its locale prefix) as the theme's `useConfig()`
 * gives it, holding only what the page shows: its sidebar branch, its drawer's branch, its
 * breadcrumb and its neighbours.
 */
export function pageNavigation(pageMap: PageMapItem[], locale: Locale, route: string, openLevel: number, version?: string): NormalizedPages {
  const normalized = normalizePages({ list: pageMap, route })
  const sets = new Map(DOCS_SETS.map((set) => [setRouteOf(locale, set, version), navTreeUrl(locale, set, version)]))
  const setUrl = (itemRoute: string) => [...sets].find(([root]) => within(itemRoute, root))?.[1]
  const how: Pruning = { route, openLevel, url: (item) => (item.route ? setUrl(item.route) : undefined) }
  const { activeIndex, flatDocsDirectories: flat } = normalized
  const neighbours = flat.slice(Math.max(0, activeIndex - 1), activeIndex + 2)
  return {
    ...normalized,
    directories: prune(normalized.directories as unknown as NavItem[], 1, how),
    docsDirectories: prune(normalized.docsDirectories as unknown as NavItem[], 1, how),
    flatDocsDirectories: neighbours.map((item) => shallow(item as unknown as NavItem)),
    activeIndex: Math.min(activeIndex, 1),
    activePath: normalized.activePath.map((item) => shallow(item as unknown as NavItem, true)),
    // The site's header draws the navbar (the theme's is not used).
    topLevelNavbarItems: [],
  } as unknown as NormalizedPages
}
