import en from '@/lib/i18n/dictionaries/en/search.mjs'
import ru from '@/lib/i18n/dictionaries/ru/search.mjs'
import type { Locale } from './locales'

/**
 * The search section of the dictionaries (lib/i18n/dictionaries/<locale>/search.mjs), per locale:
 * search code imports this view so its bundle holds the search strings and no others.
 */
export const searchStrings = { ru, en } satisfies Record<Locale, unknown>

export type SearchStrings = (typeof searchStrings)[Locale]
