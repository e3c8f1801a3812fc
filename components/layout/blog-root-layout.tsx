import 'nextra-theme-blog/style.css'
import 'remixicon/fonts/remixicon.css'
import '../../styles/site.css'
import { ThemeProvider } from 'next-themes'
import { Layout } from 'nextra-theme-blog'
import type { ReactNode } from 'react'
import type { Locale } from '../../lib/i18n/locales'
import { navLinks, productLink } from '../../lib/i18n/nav'
import { strings } from '../../lib/i18n/strings'
import { twinRoutes } from '../../lib/site/page-map'
import { BlogSidebar } from '../blog/blog-sidebar'
import { DrawerMenuButton } from '../site-header/drawer-menu-button'
import { SiteHeader } from '../site-header/site-header'
import { AnnouncementBar } from './announcement-bar'
import { HtmlShell } from './html-shell'
import { SiteFooter } from './site-footer'

/** Root layout of the blog: nextra-theme-blog's article layout inside the site's own header and footer. */
export function BlogRootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = strings[locale]
  const menuButton = <DrawerMenuButton labels={t.nav} links={navLinks(locale)} product={productLink(locale)} />
  return (
    <HtmlShell locale={locale}>
      {/* The outer provider owns the colour mode; the blog theme's own provider defers to it. */}
      <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} storageKey="theme" disableTransitionOnChange>
        <AnnouncementBar locale={locale} />
        <SiteHeader locale={locale} twinRoutes={twinRoutes(locale)} menuButton={menuButton} />
        <div className="blog-shell">
          <BlogSidebar locale={locale} />
          <Layout>{children}</Layout>
        </div>
        <SiteFooter locale={locale} />
      </ThemeProvider>
    </HtmlShell>
  )
}
