import { site } from './site.config.mjs'
import type { Locale } from './lib/i18n/locales'
import { navLinks, productLink } from './lib/i18n/nav'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { untranslatedRoutes } from './lib/site/page-map'
import { AnnouncementBar } from './components/layout/announcement-bar'
import { SiteFooter } from './components/layout/site-footer'
import { DocsMenuButton } from './components/site-header/docs-menu-button'
import { DrawerMenuButton } from './components/site-header/drawer-menu-button'
import { SiteHeader } from './components/site-header/site-header'
import { NavbarSearch } from './components/search/navbar-search'

/** The docs sidebar's settings (lib/site/page-nav.ts cuts each page's navigation by the same collapse level). */
export const docsSidebar = { autoCollapse: false, defaultMenuCollapseLevel: 1, toggleButton: true }

/**
 * Theme settings per locale, passed by the root layouts to the two Nextra themes: the shared
 * navbar, footer and announcement bar, the docs theme's options and its strings.
 */
export function docsThemeConfig(locale: Locale, version?: string) {
  const t = dictionaries[locale]
  return {
    navbar: <SiteHeader locale={locale} untranslated={untranslatedRoutes(locale, version)} menuButton={<DocsMenuButton labels={t.nav} />} search={<NavbarSearch locale={locale} />} />,
    footer: <SiteFooter locale={locale} />,
    banner: <AnnouncementBar locale={locale} />,
    // The navbar's search slot is filled by the site's own search; the theme's built-in one is off.
    search: null,
    // "Edit this page", "last updated" and the feedback widget are drawn at the end of each
    // article (components/docs/article-footer.tsx), at every screen width.
    editLink: null,
    feedback: { content: null },
    // The colour-mode toggle lives in the site's navbar.
    darkMode: false,
    copyPageButton: false,
    nextThemes: { defaultTheme: 'light', storageKey: 'theme' },
    sidebar: docsSidebar,
    toc: { title: t.docs.toc, backToTop: t.docs.backToTop },
    themeSwitch: { light: t.theme.light, dark: t.theme.dark },
    // The sidebar's toggle, the TOC's <nav> and the headings' permalinks are the site's own
    // components, named in the page's language (components/docs-theme/, next.config.mjs).
  }
}

export function blogThemeConfig(locale: Locale) {
  const t = dictionaries[locale]
  const menuButton = <DrawerMenuButton labels={t.nav} links={navLinks(locale)} product={productLink(locale)} />
  return {
    navbar: <SiteHeader locale={locale} untranslated={untranslatedRoutes(locale)} menuButton={menuButton} search={<NavbarSearch locale={locale} />} />,
    footer: <SiteFooter locale={locale} />,
    banner: <AnnouncementBar locale={locale} />,
    nextThemes: { attribute: 'class', defaultTheme: 'light', enableSystem: false, storageKey: 'theme', disableTransitionOnChange: true },
  } as const
}
