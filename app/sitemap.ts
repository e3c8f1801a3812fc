import type { MetadataRoute } from 'next'
import { site } from '../site.config.mjs'
import { localeRoutes, unlistedRoutes } from '../lib/content/routes.mjs'
import { manifest } from '../lib/content/route-manifest.mjs'
import { localize } from '../lib/i18n/locales'

export const dynamic = 'force-static'

/** One sitemap for both locales: every listed page of the current version with its hreflang twin. */
export default function sitemap(): MetadataRoute.Sitemap {
  const routes = new Set([...manifest.pages, ...manifest.blog.filter((route) => !/\/\d{4}\//.test(route)), ...localeRoutes('ru')])
  for (const route of unlistedRoutes('ru')) routes.delete(route)
  const url = (path: string) => new URL(path, site.url).toString()
  return [...routes].sort().map((route) => ({
    url: url(localize('ru', route)),
    alternates: { languages: { ru: url(localize('ru', route)), en: url(localize('en', route)) } },
  }))
}
