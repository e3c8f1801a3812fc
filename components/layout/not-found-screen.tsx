import type { Metadata } from 'next'
import Link from 'next/link'
import { fullTitle, siteMetadata } from '@/lib/site/metadata'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { SkipNavContent } from 'nextra/components'

export function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].notFound
  return (
    <main className="not-found" data-pagefind-ignore="all">
      <SkipNavContent />
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <Link className="site-button" href={localize(locale, '/')}>{t.home}</Link>
    </main>
  )
}

export const notFoundMetadata = (locale: Locale): Metadata => ({
  ...siteMetadata(locale),
  // Absolute: the root 404 page is rendered outside the layouts that carry the title template.
  title: { absolute: fullTitle(locale, dictionaries[locale].notFound.title) },
  robots: { index: false },
})
