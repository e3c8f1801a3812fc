import { Head } from 'nextra/components'
import type { ReactNode } from 'react'
import type { Locale } from '../../lib/i18n/locales'
import { Analytics } from './analytics'
import { BaseUrlBanner } from './base-url-banner'
import { PrefetchPolicy } from './prefetch-policy'
import { RouteProgress } from './route-progress'

/** The <html> document shared by both themes' root layouts. */
export function HtmlShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      <Head color={{ hue: 212, saturation: 90 }} backgroundColor={{ dark: 'rgb(17,17,17)', light: 'rgb(255,255,255)' }}>
        <PrefetchPolicy />
      </Head>
      <body>
        <BaseUrlBanner locale={locale} />
        <RouteProgress>{children}</RouteProgress>
        <Analytics />
      </body>
    </html>
  )
}
