import 'nextra-theme-docs/style.css'
import 'katex/dist/katex.min.css'
import 'remixicon/fonts/remixicon.css'
import '../../styles/site.css'
import { Layout } from 'nextra-theme-docs'
import type { ReactNode } from 'react'
import { site } from '../../site.config.mjs'
import type { Locale } from '../../lib/i18n/locales'
import { strings } from '../../lib/i18n/strings'
import { docsPageMap, twinRoutes } from '../../lib/site/page-map'
import { DocsMenuButton } from '../site-header/docs-menu-button'
import { SiteHeader } from '../site-header/site-header'
import { AnnouncementBar } from './announcement-bar'
import { HtmlShell } from './html-shell'
import { SiteFooter } from './site-footer'

/** Root layout of the docs theme: docs, API, home, versions, search and 404 pages of a locale. */
export async function DocsRootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = strings[locale]
  const header = (
    <SiteHeader locale={locale} twinRoutes={twinRoutes(locale)} menuButton={<DocsMenuButton labels={t.nav} />} />
  )
  return (
    <HtmlShell locale={locale}>
      <Layout
        pageMap={await docsPageMap(locale)}
        navbar={header}
        footer={<SiteFooter locale={locale} />}
        banner={<AnnouncementBar locale={locale} />}
        docsRepositoryBase={site.editUrlBase}
        search={null}
        editLink={t.docs.editLink}
        feedback={{ content: null }}
        darkMode={false}
        copyPageButton={false}
        nextThemes={{ defaultTheme: 'light', storageKey: 'theme' }}
        sidebar={{ autoCollapse: false, defaultMenuCollapseLevel: 1, toggleButton: true }}
        toc={{ title: t.docs.toc, backToTop: t.docs.backToTop }}
        themeSwitch={{ light: t.theme.light, dark: t.theme.dark }}
      >
        {children}
      </Layout>
    </HtmlShell>
  )
}
