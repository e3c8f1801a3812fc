// @ts-check
// Countable words (lib/i18n/plural.ts picks the form): a section of its own because search, a
// client component, counts results with them.
/** @typedef {import('../../plural').PluralForms} PluralForms */
export default {
  /** @type {PluralForms} */ posts: { one: 'пост', few: 'поста', many: 'постов', other: 'поста' },
  /** @type {PluralForms} */ minutes: { one: 'минута', few: 'минуты', many: 'минут', other: 'минуты' },
  /** @type {PluralForms} */ documents: { one: 'документ', few: 'документа', many: 'документов', other: 'документа' },
  /** @type {PluralForms} */ items: { one: 'элемент', few: 'элемента', many: 'элементов', other: 'элемента' },
  /** @type {PluralForms} */ pages: { one: 'страница', few: 'страницы', many: 'страниц', other: 'страницы' },
  /** @type {PluralForms} */ results: { one: 'результат', few: 'результата', many: 'результатов', other: 'результата' },
}
