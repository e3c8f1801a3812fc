import enWords from '@/lib/i18n/dictionaries/en/words.mjs'
import ruWords from '@/lib/i18n/dictionaries/ru/words.mjs'
import type { Locale } from './locales'

/** Word forms of a countable noun: Russian needs one/few/many (1 пост, 2 поста, 5 постов). */
export type PluralForms = { one: string; few?: string; many?: string; other: string }

const rules = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') }

/** The word form for `count` in `locale`; the one helper for every count on the site. */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  const category = rules[locale].select(count)
  return (forms as Record<string, string | undefined>)[category] ?? forms.other
}

/** "5 постов" / "5 posts". */
export const plural = (locale: Locale, count: number, forms: PluralForms) => `${count} ${pluralForm(locale, count, forms)}`

/** The countable words the site prints, per locale: the dictionaries' `words` sections. */
export const words = { ru: ruWords, en: enWords } satisfies Record<Locale, Record<string, PluralForms>>
