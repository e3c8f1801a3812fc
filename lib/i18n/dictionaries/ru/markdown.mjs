// @ts-check
/** Слова Markdown-двойников страниц и llms.txt (lib/markdown/). Только для сервера. */
export default {
  callout: { default: 'Примечание', info: 'Примечание', warning: 'Внимание', error: 'Важно' },
  pageMenu: {
    summary: 'Markdown',
    label: 'Эта страница для ассистентов',
    copy: 'Скопировать страницу в Markdown',
    copied: 'Скопировано в Markdown',
    failed: 'Не удалось скопировать: откройте Markdown',
    view: 'Открыть в Markdown',
    chatgpt: 'Открыть в ChatGPT',
    claude: 'Открыть в Claude',
    prompt: 'Прочитай {url} и ответь на мои вопросы по этой странице.',
  },
  llms: {
    summary: 'Документация платформы для размещения ML-моделей: модели как сервисы, вызовы по REST и gRPC, дообучение и масштабирование под нагрузку.',
    details: 'Каждая ссылка ведёт на страницу в формате Markdown; та же страница в HTML открывается по адресу без `.md`. REST API полностью описан документом OpenAPI {openapi}.',
    docs: 'Документация',
    api: 'Справочник API',
    optional: 'Optional',
    blog: 'Блог: {title}',
    version: 'Документация версии {version}',
    full: 'Все страницы текущей документации и API одним файлом: {url}',
  },
}
