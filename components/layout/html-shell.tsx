import { Head } from 'nextra/components'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { site } from '@/site.config.mjs'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { Analytics } from './analytics'
import { BaseUrlBanner } from './base-url-banner'
import { CodeLanguage } from './code-language'
import { EarlyInput } from './early-input'
import { PrefetchPolicy } from './prefetch-policy'
import { RouteProgress } from './route-progress'

/** Where the skip link leads: Nextra's `<SkipNavContent />` (docs-theme pages) or the blog's <main>. */
export const SKIP_TARGET = 'nextra-skip-nav'

/** The <html> document shared by both themes' root layouts. */
export function HtmlShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      {/* Primary lightness 40 % (light) / 62 % (dark): links and the active sidebar item keep a
          4.5:1 contrast on callouts, code and the sidebar's highlight (theme defaults 45 / 55 do not). */}
      <Head color={{ hue: 212, saturation: 90, lightness: { light: 40, dark: 62 } }} backgroundColor={{ dark: 'rgb(17,17,17)', light: 'rgb(255,255,255)' }}>
        <PrefetchPolicy />
        {/* One text on every page (one CSP hash); the zoom selector is the site's. */}
        <EarlyInput zoomSelector={site.zoom?.selector} />
        {/* The reader's language of code groups, on <html> before the first paint. */}
        <CodeLanguage />
      </Head>
      <body>
        {/* The first stop of the Tab key; styles/site.css shows it only while focused. */}
        <a href={`#${SKIP_TARGET}`} className="site-skip-link">
          {dictionaries[locale].nav.skipToContent}
        </a>
        <BaseUrlBanner locale={locale} />
        <RouteProgress>{children}</RouteProgress>
        <Analytics />
      </body>
    </html>
  )
}
