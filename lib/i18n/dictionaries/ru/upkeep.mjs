// @ts-check
/** Keeping the languages and versions in step: the freshness notice, the writers' status page, the changes between versions. */
export default {
  /** On a page whose twin in the other language changed after it (lib/content/freshness.mjs). */
  freshness: {
    // No full stop after {date}: a Russian date ends with «г.».
    notice: 'Эта страница может отставать от {language} версии, обновлённой {date}',
    /** The other language in the genitive, by its locale. */
    language: { ru: 'русской', en: 'английской' },
    link: { ru: 'Русская версия', en: 'Английская версия' },
  },
  /** The unlisted page for writers: every page pair and whether it is in step. */
  translationStatus: {
    title: 'Актуальность переводов',
    description: 'Для каждой пары страниц документации и API: в ногу ли русская и английская версии, по истории git.',
    intro: 'Сторона отстаёт, когда другая изменилась после её последнего значимого изменения; коммиты с пометкой `i18n: typography` не считаются. Та же таблица — в `npm run i18n:status`.',
    summary: 'Пар: {total}, отстают: {behind}, без перевода: {missing}.',
    shallow: 'История git неполная (неглубокий клон): актуальность переводов не вычислялась, уведомлений на страницах нет.',
    noGit: 'Истории git нет: актуальность переводов не вычислялась.',
    columns: ['Страница', 'Версия', 'Состояние', 'Русская', 'Английская'],
    current: 'текущая',
    state: {
      'in-step': 'в ногу',
      behind: '{language} отстаёт с {since}: {count}',
      missing: 'нет {language} версии',
      unknown: 'неизвестно',
    },
    /** The language as the subject ("the Russian one is behind"), then in the genitive ("no Russian version"). */
    side: { ru: 'русская', en: 'английская' },
    sideOf: { ru: 'русской', en: 'английской' },
    /** @type {import('../../plural').PluralForms} */
    changes: { one: 'изменение', few: 'изменения', many: 'изменений', other: 'изменения' },
  },
  /** "What changed in 1.5 since 1.4" (lib/versions/changes.mjs). */
  changes: {
    title: 'Что изменилось в {version} по сравнению с {previous}',
    description: 'Изменения REST API и страниц документации между версиями {previous} и {version}, собранные из их OpenAPI-документов и снимков.',
    intro: 'Список собран автоматически: API — из OpenAPI-документов версий, страницы — из снимков документации. Заметки авторов о версии {previous} — на её страницах.',
    link: 'Что изменилось в {version} по сравнению с {previous}',
    apiTitle: 'REST API',
    breakingTitle: 'Несовместимые изменения',
    otherTitle: 'Совместимые изменения',
    breaking: 'несовместимо',
    noApi: 'REST API не изменился.',
    noDocument: 'Версия {version} не описана OpenAPI-документом, поэтому изменения REST API здесь не перечислены.',
    pagesTitle: 'Страницы',
    added: 'Добавлены',
    removed: 'Удалены',
    changed: 'Изменены',
    noPages: 'Нет.',
    inVersion: 'в {version}',
    /** One line per kind of change; {what} is a field, parameter, value or code, {op} the operation. */
    kind: {
      'operation-added': 'Добавлен метод {op}',
      'operation-removed': 'Удалён метод {op}',
      'parameter-added': '{op}: добавлен параметр {what}',
      'parameter-required-added': '{op}: добавлен обязательный параметр {what}',
      'parameter-removed': '{op}: удалён параметр {what}',
      'field-added': '{op}: добавлено поле {what}',
      'field-required-added': '{op}: добавлено обязательное поле {what}',
      'field-removed': '{op}: удалено поле {what}',
      'enum-added': '{op}: {what} — добавлено значение {value}',
      'enum-removed': '{op}: {what} — удалено значение {value}',
      'type-changed': '{op}: {what} — тип {from} → {to}',
      'default-changed': '{op}: {what} — значение по умолчанию {from} → {to}',
      'error-added': 'Добавлен код ошибки {what}',
      'parameter-became-required': '{op}: параметр {what} стал обязательным',
      'parameter-became-optional': '{op}: параметр {what} стал необязательным',
      'field-became-required': '{op}: поле {what} стало обязательным',
      'field-became-optional': '{op}: поле {what} приходит не всегда',
      'limit-changed': '{op}: {what} {from} → {to}',
      'security-changed': '{op}: ключу нужна область {to} (была {from})',
      'security-scheme-added': 'Добавлена схема авторизации {what}',
      'security-scheme-removed': 'Удалена схема авторизации {what}',
      'security-scheme-changed': 'Изменена схема авторизации {what}',
      'body-added': '{op}: принимает необязательное тело запроса',
      'body-required-added': '{op}: требует тело запроса',
      'body-removed': '{op}: не принимает тело запроса',
      'body-became-required': '{op}: тело запроса стало обязательным',
      'media-type-added': '{op}: добавлен тип содержимого {what}',
      'media-type-removed': '{op}: удалён тип содержимого {what}',
      'status-added': '{op}: добавлен статус {what}',
      'status-removed': '{op}: удалён статус {what}',
      'error-removed': 'Удалён код ошибки {what}',
    },
    request: 'запрос',
    response: 'ответ',
  },
}
