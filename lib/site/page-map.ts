import { getPageMap } from 'nextra/page-map'
import type { PageMapItem } from 'nextra'
import { localeRoutes } from '../content/routes.mjs'
import { localePrefix, type Locale } from '../i18n/locales'

/**
 * Front matter the docs theme never reads from the page map (it reads titles, `display` and
 * `theme`). The page map is serialised into every page's HTML, so each of these would cost every
 * page a few hundred bytes per page of the site.
 */
const unusedFrontMatter = ['description', 'filePath', 'readingTime', 'timestamp']

function slim(items: PageMapItem[]): PageMapItem[] {
  return items.map((item) => {
    if ('children' in item) return { ...item, children: slim(item.children) }
    if (!('frontMatter' in item) || !item.frontMatter) return item
    const frontMatter = { ...item.frontMatter }
    for (const key of unusedFrontMatter) delete frontMatter[key]
    return { ...item, frontMatter }
  })
}

/** The docs theme's page map of a locale: its docs and API sets plus the navigation links. */
export async function docsPageMap(locale: Locale): Promise<PageMapItem[]> {
  const root = await getPageMap(localePrefix(locale) || '/')
  // Nextra also lists app/ pages and the blog here; the docs theme shows only the two
  // documentation sets (plus the `_meta` links to the blog and the product).
  return slim(root.filter((item) => 'data' in item || 'href' in item || ('name' in item && ['docs', 'api'].includes(item.name))))
}

/** Locale-free routes that the other locale has, for the language switcher. */
export function twinRoutes(locale: Locale): string[] {
  const other: Locale = locale === 'ru' ? 'en' : 'ru'
  return localeRoutes(other)
}
