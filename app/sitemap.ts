import type { MetadataRoute } from 'next'
import { site } from '@/site.config.mjs'
import { pagesOf } from '@/lib/content/manifest.mjs'
import { appRoutesOf } from '@/lib/content/app-routes.mjs'
import { localize, locales, type Locale } from '@/lib/i18n/locales'

export const dynamic = 'force-static'

/** The listed pages of the current version in a locale (locale-free routes): the app's (lib/content/app-routes.mjs) and the content's. */
function listedRoutes(locale: Locale) {
  const content = pagesOf(locale)
  const routes = new Set([...appRoutesOf(content, { withTags: false }).listed, ...content.map((page) => page.route)])
  for (const page of content) if (page.unlisted) routes.delete(page.route)
  return routes
}

/**
 * One sitemap for both locales: every listed page of each language as its own entry, each with the
 * full set of hreflang alternates (the languages the page exists in, and x-default: Russian).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const url = (locale: Locale, route: string) => new URL(localize(locale, route), site.url).toString()
  const listed = Object.fromEntries(locales.map((locale) => [locale, listedRoutes(locale)])) as Record<Locale, Set<string>>
  const alternates = (route: string) => {
    const languages: Record<string, string> = {}
    for (const locale of locales) if (listed[locale].has(route)) languages[locale] = url(locale, route)
    languages['x-default'] = languages[site.i18n.defaultLocale] ?? Object.values(languages)[0]
    return { languages }
  }
  return locales.flatMap((locale) => [...listed[locale]].sort().map((route) => ({ url: url(locale, route), alternates: alternates(route) })))
}
