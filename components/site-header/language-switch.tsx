'use client'

import { usePathname } from 'next/navigation'
import { splitLocale, twinHref, type Locale } from '@/lib/i18n/locales'

type Props = {
  locale: Locale
  untranslated: string[]
  /** "Switch to English" / «Перейти на русский» and the other language's name (from the server: keeps the strings module out of the bundle). */
  title: string
  languageName: string
}

export function LanguageSwitch({ locale, untranslated, title, languageName }: Props) {
  const pathname = usePathname()
  const target: Locale = locale === 'ru' ? 'en' : 'ru'
  const href = twinHref(pathname, target, new Set(untranslated))
  // The search page keeps its query (?q=…) in the other language. The page writes the query into the
  // URL as the reader types, so the link takes it at the last moment: when it is pressed or focused.
  const keepQuery = splitLocale(pathname).route === '/search' ? (link: HTMLAnchorElement) => (link.href = href + location.search) : undefined
  // A plain link: the other locale has its own root layout, so this is a full page load anyway.
  return (
    <a
      className="header-button language-switch"
      href={href}
      hrefLang={target}
      lang={target}
      title={title}
      onPointerDown={keepQuery && ((event) => keepQuery(event.currentTarget))}
      onFocus={keepQuery && ((event) => keepQuery(event.currentTarget))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm2.9 11H9.1c.2 2.9 1.3 5.3 2.9 6.9 1.6-1.6 2.7-4 2.9-6.9Zm-7.8 0H4.06a8 8 0 0 0 5.1 6.5A13 13 0 0 1 7.1 13Zm12.84 0H16.9a13 13 0 0 1-2.06 6.5 8 8 0 0 0 5.1-6.5ZM9.16 4.5A8 8 0 0 0 4.06 11H7.1a13 13 0 0 1 2.06-6.5ZM12 4.1c-1.6 1.6-2.7 4-2.9 6.9h5.8c-.2-2.9-1.3-5.3-2.9-6.9Zm2.84.4A13 13 0 0 1 16.9 11h3.04a8 8 0 0 0-5.1-6.5Z" /></svg>
      <span>{languageName}</span>
    </a>
  )
}
