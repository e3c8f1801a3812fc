// The locales' URL rule, for the app and for Node scripts alike (lib/i18n/locales.ts gives it its
// types): the default locale at the root, each other under /<locale>. The locales are site.config.mjs's.
import { site } from '../../site.config.mjs'

/** @typedef {import('../../site.config.mjs').Locale} Locale */

export const { locales, defaultLocale } = site.i18n

/**
 * The locale of a page's file: a locale other than the default has a folder of its name (content/en/,
 * versions/<v>/en/), the default none. @param {string} [file] @returns {Locale}
 */
export const localeOfFile = (file = '') => locales.find((locale) => locale !== defaultLocale && new RegExp(`[\\\\/]${locale}[\\\\/]`).test(file)) ?? defaultLocale

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
