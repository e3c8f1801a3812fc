import { getPageMap } from 'nextra/page-map'
import type { PageMapItem } from 'nextra'
import { localeRoutes } from '../content/routes.mjs'
import { localePrefix, type Locale } from '../i18n/locales'

/** The docs theme's page map of a locale: its docs and API sets plus the navigation links. */
export async function docsPageMap(locale: Locale): Promise<PageMapItem[]> {
  const root = await getPageMap(localePrefix(locale) || '/')
  // The blog has its own layout, and the other locale lives in its own tree.
  return root.filter((item) => !('name' in item) || !['blog', 'en'].includes(item.name))
}

/** Locale-free routes that the other locale has, for the language switcher. */
export function twinRoutes(locale: Locale): string[] {
  const other: Locale = locale === 'ru' ? 'en' : 'ru'
  return localeRoutes(other)
}
