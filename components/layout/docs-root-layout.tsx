import '@/styles/docs-theme.css'
import { Layout } from 'nextra-theme-docs'
import type { ReactNode } from 'react'
import { docsThemeConfig } from '@/theme.config'
import type { Locale } from '@/lib/i18n/locales'
import { fullPageMap, layoutPageMap } from '@/lib/site/page-nav'
import { DocsLocaleProvider } from '../docs-theme/docs-strings'
import { HtmlShell } from './html-shell'

/**
 * Root layout of the docs theme: docs, API, home, versions, search and 404 pages of a locale;
 * with `version`, the pages of that documentation snapshot (/versions/<version>/docs|api/…).
 */
export async function DocsRootLayout({ locale, version, children }: { locale: Locale; version?: string; children: ReactNode }) {
  return (
    <HtmlShell locale={locale}>
      {/* The locale of the theme components the site rewrote (components/docs-theme/). */}
      <DocsLocaleProvider locale={locale}>
        {/* A skeleton: each docs page provides its own navigation (lib/site/page-nav.ts). */}
        <Layout pageMap={layoutPageMap(await fullPageMap(locale, version), locale, version)} {...docsThemeConfig(locale, version)}>
          {children}
        </Layout>
      </DocsLocaleProvider>
    </HtmlShell>
  )
}
