// @ts-check
// Both locales' dictionaries, for server code and Node scripts. Client components must not import
// this module (it would put both whole dictionaries in the page's JavaScript): they get their
// strings as props, or import one section file (./<locale>/search.mjs, errors.mjs, …).
import en from './en/index.mjs'
import ru from './ru/index.mjs'

/** @type {Record<import('../locales').Locale, import('./types').Dictionary>} */
export const dictionaries = { ru, en }
