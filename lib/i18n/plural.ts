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

/** The countable words the site prints, per locale. */
export const words = {
  ru: {
    posts: { one: 'пост', few: 'поста', many: 'постов', other: 'поста' },
    minutes: { one: 'минута', few: 'минуты', many: 'минут', other: 'минуты' },
    documents: { one: 'документ', few: 'документа', many: 'документов', other: 'документа' },
    items: { one: 'элемент', few: 'элемента', many: 'элементов', other: 'элемента' },
    pages: { one: 'страница', few: 'страницы', many: 'страниц', other: 'страницы' },
    results: { one: 'результат', few: 'результата', many: 'результатов', other: 'результата' },
  },
  en: {
    posts: { one: 'post', other: 'posts' },
    minutes: { one: 'minute', other: 'minutes' },
    documents: { one: 'document', other: 'documents' },
    items: { one: 'item', other: 'items' },
    pages: { one: 'page', other: 'pages' },
    results: { one: 'result', other: 'results' },
  },
} satisfies Record<Locale, Record<string, PluralForms>>
