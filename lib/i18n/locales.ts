import { defaultLocale, localePrefix, locales, localize, type Locale } from './localize.mjs'

export type { Locale }
export { defaultLocale, localePrefix, locales, localize }

/** Splits a URL path into its locale and the locale-free route. */
export function splitLocale(pathname: string): { locale: Locale; route: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale)
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale, route: pathname.slice(prefix.length) || '/' }
    }
  }
  return { locale: defaultLocale, route: pathname || '/' }
}

/**
 * The same page in the other locale, or that locale's home where the page has no twin. `untranslated`:
 * the locale-free routes of the page's locale that the other lacks (the content manifest's pages
 * without a translation: few, whatever the site's size); every other page exists in both.
 */
export function twinHref(pathname: string, target: Locale, untranslated: ReadonlySet<string>) {
  const { route } = splitLocale(pathname.replace(/\/+$/, '') || '/')
  // The Not Found page is prerendered at /_not-found (/404 once exported): its twin is the home page.
  const notFound = route === '/_not-found' || route === '/404'
  const exists = !notFound && !untranslated.has(route)
  return localize(target, exists ? route : '/')
}
