import { getPageMap } from 'nextra/page-map'
import type { PageMapItem } from 'nextra'
import { localeRoutes } from '../content/routes.mjs'
import { snapshotRoutes } from '../versions/snapshots.mjs'
import { localePrefix, type Locale } from '../i18n/locales'

/** The docs theme's page map of a locale: its docs and API sets plus the navigation links. */
export async function docsPageMap(locale: Locale): Promise<PageMapItem[]> {
  const root = await getPageMap(localePrefix(locale) || '/')
  // Nextra also lists app/ pages and the blog here; the docs theme shows only the two
  // documentation sets (plus the `_meta` links to the blog and the product).
  return root.filter((item) => 'data' in item || 'href' in item || ('name' in item && ['docs', 'api'].includes(item.name)))
}

/** Locale-free routes that the other locale has, for the language switcher (of one snapshot, given its version). */
export function twinRoutes(locale: Locale, version?: string): string[] {
  const other: Locale = locale === 'ru' ? 'en' : 'ru'
  return version ? snapshotRoutes(other).filter((page) => page.version === version).map((page) => page.route) : localeRoutes(other)
}
