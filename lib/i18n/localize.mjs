// The locales' URL rule, for the app and for Node scripts alike (lib/i18n/locales.ts gives it its
// types): the default locale at the root, each other under /<locale>. The locales are site.config.mjs's.
import { site } from '../../site.config.mjs'

/** @typedef {import('../../site.config.mjs').Locale} Locale */

export const { locales, defaultLocale } = site.i18n

/**
 * A page's locale and documentation version as the content manifest gives them (lib/content/manifest.mjs),
 * checked where a plugin takes them: never worked out again from the page's path, which may sit under
 * any folder (a checkout in /srv/en/ is still Russian). `who` names the taker in the error.
 * @param {{ locale?: unknown, version?: string | null } | undefined} page @param {string} who
 * @returns {{ locale: Locale, version: string | null }}
 */
export function pageLocale(page, who) {
  if (!locales.includes(/** @type {Locale} */ (page?.locale))) throw new Error(`${who} needs the page's { locale, version } from the content manifest, got ${JSON.stringify(page)}`)
  return { locale: /** @type {Locale} */ (page.locale), version: page.version ?? null }
}

/** URL prefix of a locale: '' for the default (Russian) locale, '/en' for English. @param {Locale} locale */
export const localePrefix = (locale) => (locale === defaultLocale ? '' : `/${locale}`)

/**
 * The path of a locale-free site route in a locale: `localize('en', '/docs')` → `/en/docs`.
 * @param {Locale} locale @param {string} route
 */
export function localize(locale, route) {
  const prefix = localePrefix(locale)
  if (!prefix) return route
  return route === '/' ? prefix : `${prefix}${route}`
}
