import type { Metadata } from 'next'
import { site } from '@/site.config.mjs'
import { localize, type Locale } from '../i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { hasMarkdownTwin, twinPath } from '@/lib/markdown/twin-routes.mjs'

/** A page's full title: "{page} | {site title}". */
export const fullTitle = (locale: Locale, page: string) => `${page} ${site.titleDelimiter} ${dictionaries[locale].site.title}`

/** Site-wide metadata of a locale: "{page} | {site title}" titles, tagline, favicon. */
export function siteMetadata(locale: Locale): Metadata {
  const title = dictionaries[locale].site.title
  return {
    metadataBase: new URL(site.url),
    title: { default: title, template: fullTitle(locale, '%s') },
    description: dictionaries[locale].site.tagline,
    applicationName: title,
    icons: { icon: site.favicon },
    openGraph: { siteName: title, locale: locale === 'ru' ? 'ru_RU' : 'en_US', type: 'website' },
  }
}

/**
 * Canonical URL, hreflang alternates (and feeds on blog pages) and the DocSearch facets of a page,
 * given its locale-free route (`/docs/client`).
 */
export function pageMetadata(locale: Locale, route: string, docsTag = 'default'): Metadata {
  const types: Record<string, string> = {}
  // Docs, API and blog posts have a Markdown twin for assistants (lib/markdown/export.mjs).
  if (hasMarkdownTwin(route)) types['text/markdown'] = twinPath(localize(locale, route))
  // Blog pages point feed readers to the locale's RSS and Atom feeds.
  if (route === '/blog' || route.startsWith('/blog/')) Object.assign(types, { 'application/rss+xml': localize(locale, '/blog/rss.xml'), 'application/atom+xml': localize(locale, '/blog/atom.xml') })
  return {
    alternates: {
      canonical: localize(locale, route),
      languages: { ru: localize('ru', route), en: localize('en', route), 'x-default': localize('ru', route) },
      ...(Object.keys(types).length > 0 && { types }),
    },
    other: { 'docsearch:language': locale, 'docsearch:docs_tag': docsTag },
  }
}
