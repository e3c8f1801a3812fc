import '@/styles/blog-theme.css'
import { Layout } from 'nextra-theme-blog'
import type { ReactNode } from 'react'
import { blogThemeConfig } from '@/theme.config'
import { ThemeProvider } from '@/lib/theme/theme-provider'
import type { Locale } from '@/lib/i18n/locales'
import { BlogSidebar } from '../blog/blog-sidebar'
import { HtmlShell, SKIP_TARGET } from './html-shell'

/** Root layout of the blog: nextra-theme-blog's article layout inside the site's own header and footer. */
export function BlogRootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { navbar, footer, banner, nextThemes } = blogThemeConfig(locale)
  return (
    <HtmlShell locale={locale}>
      {/* The outer provider owns the colour mode; the blog theme's own provider defers to it. */}
      <ThemeProvider {...nextThemes}>
        {banner}
        {navbar}
        {/* The list of posts follows the post in the page, as a phone shows it: parsed before the post,
            it was drawn at the top of the window for a moment, then pushed below it (CLS 0.2–0.7). On
            a desktop the grid puts it in the left column. */}
        <div className="blog-shell">
          <main id={SKIP_TARGET} className="blog-main">
            <Layout>{children}</Layout>
          </main>
          <BlogSidebar locale={locale} />
        </div>
        {footer}
      </ThemeProvider>
    </HtmlShell>
  )
}
