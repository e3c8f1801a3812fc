import Link from 'next/link'
import type { ReactNode } from 'react'
import { variables } from '@/site.config.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { navLinks, productLink } from '@/lib/i18n/nav'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { NavLinks } from './nav-links'
import { ThemeToggle } from './theme-toggle'

type Props = {
  locale: Locale
  /** Locale-free routes of this locale that the other lacks, for the language switcher (lib/site/page-map.ts `untranslatedRoutes`). */
  untranslated: string[]
  /** The mobile menu button: the docs theme's drawer on docs pages, our own on the blog. */
  menuButton: ReactNode
  /** The search button, when search is available. */
  search?: ReactNode
}

/** The top navigation bar shared by every page of the site. */
export function SiteHeader({ locale, untranslated, menuButton, search }: Props) {
  const t = dictionaries[locale].nav
  const product = productLink(locale)
  return (
    <header className="site-header" data-pagefind-ignore="all">
      <div className="site-header__inner">
        <Link href={localize(locale, '/')} className="site-header__logo" aria-label={`${variables.product} — ${t.home}`}>
          <Logo />
          <span>{variables.product}</span>
        </Link>
        <nav aria-label={t.mainNav} className="site-header__nav">
          <NavLinks links={navLinks(locale)} />
        </nav>
        <div className="site-header__actions">
          <a className="site-header__external" href={product.href} target="_blank" rel="noopener noreferrer">
            {product.title}
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14"><path fill="currentColor" d="M10 6v2H5v11h11v-5h2v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h6Zm11-3v8h-2V6.41l-7.79 7.8-1.42-1.42L17.59 5H13V3h8Z" /></svg>
          </a>
          <div className="site-header__search">{search}</div>
          <LanguageSwitch locale={locale} untranslated={untranslated} title={t.switchLanguage} languageName={dictionaries[locale === 'ru' ? 'en' : 'ru'].languageName} />
          <ThemeToggle labels={dictionaries[locale].theme} />
          <div className="site-header__menu">{menuButton}</div>
        </div>
      </div>
    </header>
  )
}
