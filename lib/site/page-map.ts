import { getPageMap } from '../page/load'
import type { Folder, MdxFile, MetaJsonFile, PageMapItem } from 'nextra'
import { pagesOf } from '../content/manifest.mjs'
import { localePrefix, type Locale } from '../i18n/locales'
import { DOCS_SETS } from '../versions/sets.mjs'

/** The docs theme's page map of a locale: its docs and API sets plus the navigation links. */
export async function docsPageMap(locale: Locale): Promise<PageMapItem[]> {
  const root = await getPageMap(localePrefix(locale) || '/')
  // Nextra also lists app/ pages and the blog here; the docs theme shows only the two
  // documentation sets (plus the `_meta` links to the blog and the product).
  const sets = root.filter((item) => 'data' in item || 'href' in item || ('name' in item && (DOCS_SETS as readonly string[]).includes(item.name)))
  return prepare(inMetaOrder(sets))
}

/**
 * The items in the order of their `_meta` keys (the meta first). Nextra leaves the Russian root's
 * links before the API folder (that root also holds the English folder and the app's own pages), and
 * the phone drawer lists the items in page-map order: it must match the navbar.
 */
export function inMetaOrder(items: PageMapItem[]): PageMapItem[] {
  const meta = items.find((item): item is MetaJsonFile => 'data' in item)
  const keys = Object.keys(meta?.data ?? {})
  const rank = (item: PageMapItem) => ('data' in item ? -1 : 'name' in item && keys.includes(item.name) ? keys.indexOf(item.name) : keys.length)
  return [...items].sort((a, b) => rank(a) - rank(b))
}

/** Front matter the theme reads from the page map; the rest would only bloat every page's HTML. */
const NAV_FIELDS = ['title', 'sidebarTitle', 'asIndexPage'] as const

/**
 * Hides unlisted pages (front matter `unlisted: true`) from sidebars and the paginator — they stay
 * reachable by link — and trims each page's front matter to what navigation needs.
 */
export function prepare(items: PageMapItem[]): PageMapItem[] {
  const meta = items.find((item): item is MetaJsonFile => 'data' in item)
  const hidden = items.filter((item): item is MdxFile => 'frontMatter' in item && item.frontMatter?.unlisted === true).map((item) => item.name)
  return items.map((item) => {
    if (item === meta && hidden.length) {
      const data = { ...meta.data }
      for (const name of hidden) {
        const entry = data[name]
        data[name] = { ...(typeof entry === 'object' ? entry : entry && { title: entry }), display: 'hidden' }
      }
      return { data }
    }
    if ('children' in item) return { ...item, children: prepare(item.children) } as Folder
    if ('frontMatter' in item && item.frontMatter) {
      const frontMatter = Object.fromEntries(NAV_FIELDS.filter((key) => key in item.frontMatter!).map((key) => [key, item.frontMatter![key]]))
      return { ...item, frontMatter }
    }
    return item
  })
}

/**
 * Locale-free routes of a locale that the other locale lacks, for the language switcher (of one
 * snapshot, given its version): every page carries them, so the list is of the few untranslated
 * pages rather than of the many translated ones.
 */
export const untranslatedRoutes = (locale: Locale, version?: string): string[] =>
  pagesOf(locale, version).flatMap((page) => (page.translated ? [] : [page.route]))
