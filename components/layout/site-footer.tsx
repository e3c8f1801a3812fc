import Link from 'next/link'
import { variables } from '@/site.config.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { navLinks } from '@/lib/i18n/nav'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/** The dark footer of every page. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].footer
  return (
    <footer className="site-footer" data-pagefind-ignore="all">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label={t.nav}>
          {navLinks(locale).map((link) => (
            <Link key={link.key} href={link.href}>{link.title}</Link>
          ))}
          <Link href={localize(locale, '/versions')}>{t.versions}</Link>
          <a href={variables.legal.terms_of_service}>{t.terms}</a>
          <a href={variables.legal.privacy_policy}>{t.privacy}</a>
          <a href={`mailto:${variables.mail.support}`}>{t.support}</a>
        </nav>
        <p className="site-footer__copyright">{t.copyright.replace('{company}', variables.company)}</p>
      </div>
    </footer>
  )
}
