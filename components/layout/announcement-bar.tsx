import Link from 'next/link'
import { Banner } from 'nextra/components'
import { site } from '../../site.config.mjs'
import { localize, type Locale } from '../../lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/**
 * The optional, dismissible announcement bar. Nextra's Banner keeps the dismissal in
 * localStorage under the announcement's id, so a new id shows the bar again.
 */
export function AnnouncementBar({ locale }: { locale: Locale }) {
  const { announcement } = site
  if (!announcement) return null
  return (
    // The label makes the text a named region landmark (Banner passes it to the text's element).
    <Banner storageKey={`announcement:${announcement.id}`} dismissLabel={dictionaries[locale].announcement.close} role="region" aria-label={dictionaries[locale].announcement.label}>
      <Link href={localize(locale, announcement.href)}>{dictionaries[locale].announcement.text} →</Link>
    </Banner>
  )
}
