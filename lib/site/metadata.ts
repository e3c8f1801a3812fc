import type { Metadata } from 'next'
import { site } from '../../site.config.mjs'
import type { Locale } from '../i18n/locales'

/** Site-wide metadata of a locale: "{page} | {site title}" titles, tagline, favicon. */
export function siteMetadata(locale: Locale): Metadata {
  const title = site.title[locale]
  return {
    metadataBase: new URL(site.url),
    title: { default: title, template: `%s ${site.titleDelimiter} ${title}` },
    description: site.tagline[locale],
    applicationName: title,
    icons: { icon: site.favicon },
    openGraph: { siteName: title, locale: locale === 'ru' ? 'ru_RU' : 'en_US', type: 'website' },
  }
}
