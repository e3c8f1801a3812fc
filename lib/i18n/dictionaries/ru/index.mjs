// @ts-check
/**
 * The Russian dictionary: every UI string of the site in Russian, written once. Its shape is the
 * `Dictionary` type (./types.ts) that the English dictionary must match key for key. Sections that
 * client components import on their own (docs, error, search, words) live in files of their own.
 * Plain .mjs with JSDoc types: Node scripts can import it, tsc checks it.
 */
import { variables as v } from '../../../../site.config.mjs'
import api from './api.mjs'
import docs from './docs.mjs'
import markdown from './markdown.mjs'
import error from './errors.mjs'
import search from './search.mjs'
import words from './words.mjs'
import upkeep from './upkeep.mjs'

export default {
  languageName: 'Русский',
  /** Site title, tagline and the blog's title (SPEC §1). */
  site: {
    title: `Документация платформы ${v.product}`,
    tagline: 'Доступ к ML-моделям и AI-сервисам',
    /** "Last updated … by" names this team for commits by unknown or automated identities (site.config.mjs, `authors`). */
    docsTeam: 'Команда документации',
    blogTitle: `Обновления ${v.product}`,
  },
  nav: {
    docs: 'Документация',
    api: 'API',
    blog: 'Блог',
    goTo: 'Перейти в {product}',
    home: 'На главную',
    menuOpen: 'Открыть меню',
    menuClose: 'Закрыть меню',
    mainNav: 'Основная навигация',
    skipToContent: 'Перейти к содержимому',
    switchLanguage: 'Switch to English',
    search: 'Поиск',
    searchShortcut: 'Ctrl K',
  },
  theme: { toLight: 'Включить светлую тему', toDark: 'Включить тёмную тему', light: 'Светлая', dark: 'Тёмная' },
  footer: { nav: 'Ссылки сайта', copyright: '© 2025 {company}. Все права защищены.', terms: 'Условия использования', privacy: 'Политика конфиденциальности', versions: 'Версии документации', support: 'Поддержка' },
  docs,
  api,
  markdown,
  feedback: {
    prompt: 'Полезен ли этот материал?',
    useful: 'Статья полезна',
    notUseful: 'Статья не полезна',
    thanks: 'Спасибо за оценку!',
  },
  blog: {
    allPosts: 'Все посты',
    archive: 'Архив',
    archiveTitle: 'Архив блога',
    archiveIntro: 'Все публикации блога по годам.',
    listIntro: 'Релизы платформы, новые модели в каталоге, вебинары и рассказы о возможностях.',
    newer: '← Более новые',
    older: 'Более ранние →',
    pageOf: 'Страница {page} из {total}',
    pageN: 'страница {page}',
    pagination: 'Страницы блога',
    readingTime: '{time} чтения',
    apiChanged: 'С момента публикации API изменился (версия {version}):',
    readMore: 'Читать',
    tags: 'Теги',
    tagsIntro: 'Все темы блога и число постов в каждой.',
    taggedTitle: 'Посты с тегом «{tag}»',
    allTags: 'Все теги',
    previousPost: 'Предыдущий пост',
    nextPost: 'Следующий пост',
  },
  versions: {
    badge: 'Версия {version}',
    status: { current: 'текущая', lts: 'LTS', unmaintained: 'не поддерживается', unreleased: 'будущая' },
    supportedUntil: 'Поддерживается до {date}',
    switcher: 'Другие версии',
    switcherLabel: { docs: 'Версия документации', api: 'Версия справочника API' },
    notInVersion: 'этой страницы нет — откроется начало раздела',
    allVersions: 'Все версии',
    unmaintained: 'Версия {version} больше не поддерживается (поддержка закончилась {date}), и её документация больше не обновляется.',
    unreleased: 'Это документация будущей версии {version}, которая ещё не выпущена: описанное здесь может измениться до релиза.',
    toCurrentPage: 'Эта страница в текущей версии {current}',
    toCurrentSet: 'Документация текущей версии {current}',
  },
  announcement: {
    label: 'Объявление',
    close: 'Закрыть объявление',
    /** The text of the announcement bar (its id and link: `announcement` in site.config.mjs). */
    text: 'Вышел релиз 1.5.4: vLLM 0.10, квоты GPU по проектам и новый журнал аудита.',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'К сожалению, мы не смогли найти запрошенную страницу. Пожалуйста, свяжитесь с владельцем сайта, который направил вас сюда, и сообщите ему, что ссылка не работает.',
    home: 'Вернуться на главную',
  },
  /** Страница по старому адресу, которую экспорт оставляет для хостингов без перенаправлений (lib/content/redirects.mjs). */
  redirect: {
    title: 'Страница переехала',
    movedTo: 'Она теперь по адресу',
    leftCurrent: 'Этой страницы нет в текущей версии документации: она сохранена в документации версии {version}.',
  },
  error,
  baseUrlBanner: 'Стили и скрипты сайта не загрузились: похоже, сайт открыт по неверному базовому пути (baseUrl). Откройте его от корня домена или исправьте настройку baseUrl.',
  search,
  words,
  /** The home page (icons and links: components/home/content.ts). */
  home: {
    title: `Документация ${v.product}`,
    lead: 'Разворачивайте ML-модели как сервисы, вызывайте их по REST и gRPC, дообучайте на своих данных и масштабируйте под нагрузку — всё в одной платформе.',
    start: 'Начать работу',
    apiButton: 'Справочник API',
    announcements: { demo: 'Закажите демо!', post: 'Новый пост!', demoText: 'Покажем платформу на ваших задачах', label: 'Объявления' },
    productsTitle: `Продукты ${v.brand}`,
    productsLead: 'Платформа — часть семейства продуктов для разговорного ИИ. Каждый из них использует модели, размещённые в платформе.',
    /** Keyed like `variables.products`, which holds the names. */
    products: {
      dialogs: 'Платформа для создания диалоговых проектов любой сложности: от FAQ-бота до голосового ассистента.',
      builder: 'Визуальный конструктор чат-ботов, обзвонов и виртуальных ассистентов без программирования.',
      voices: 'Маркетплейс готовых голосов и платформа синтеза речи для ботов, IVR и озвучки контента.',
      desk: 'Чат для операторов со встроенным ботом и ИИ-суфлёром, который подсказывает ответы.',
      assistant: 'Ассистент для работы с генеративным ИИ в рабочих и повседневных задачах.',
      shield: 'Шлюз, который фильтрует и маскирует данные до того, как они попадут в LLM.',
      assistant_api: `Спецификация API для работы с приложениями ${v.products.assistant}.`,
    },
    popularTitle: 'Популярные статьи',
    popular: {
      llm: { title: 'Доступ к LLM через платформу', text: 'Какие языковые модели есть в каталоге и как вызвать их через API, совместимый с OpenAI.' },
      voices: { title: 'Синтез речи', text: `Голоса ${v.products.voices}, форматы аудио и вызов синтеза из бота или по API.` },
      training: { title: 'Сервисы обучения', text: 'Дообучение моделей на своих датасетах: методы, задания обучения и версии моделей.' },
    },
    topicsTitle: 'Разделы',
    topics: {
      docs: { title: 'Документация', text: 'Для пользователей' },
      api: { title: 'API', text: 'Для разработчиков' },
      blog: { title: 'Блог', text: 'Новости и обновления' },
    },
    learningTitle: 'Учебный центр',
    learningLead: 'Бесплатный видеокурс и короткие уроки помогут пройти путь от первого запроса до собственного сервиса с автомасштабированием.',
    course: { title: `Видеокурс «${v.product} за один вечер»`, text: '8 видеоуроков общей длительностью 2,5 часа: регистрация, каталог моделей, свой образ, обучение и мониторинг.', cta: 'Смотреть курс' },
    lessonsTitle: 'Уроки',
    lessons: {
      'first-request': 'Первый запрос к LLM за 5 минут',
      'custom-image': 'Собираем и загружаем свой Docker-образ',
      autoscaling: 'Настраиваем автомасштабирование под пиковую нагрузку',
      'fine-tuning': 'Дообучаем модель классификации на своих данных',
    },
  },
  /** The versions page (the version rows: versions/versions.json). */
  upkeep,
  versionsPage: {
    title: 'Версии документации',
    intro: `${v.product} поставляется в двух вариантах, и документация для них ведётся по-разному.`,
    cloudTitle: 'Облако',
    cloud: `Облачная версия ${v.product} обновляется непрерывно, и документация обновляется вместе с продуктами: на сайте всегда описана текущая версия платформы.`,
    onPremTitle: 'On-prem GenAI',
    onPrem: 'Поставки в ваш контур (on-prem GenAI) строятся на LTS-релизах. Для каждого LTS-релиза сохраняется своя версия документации, и её можно выбрать в переключателе версий на страницах документации и API.',
    tableTitle: 'Версии',
    columns: ['Версия', 'Текущая версия', 'Дата релиза', 'Дата окончания поддержки'],
    status: { current: 'облако, текущая', lts: 'LTS', unmaintained: 'LTS, не поддерживается', unreleased: 'будущая версия' },
    noEol: '—',
    docs: 'Документация',
    api: 'API',
    linksOf: 'Документация и API версии {version}',
  },
  /** The channel table and names (the identifiers and kinds: lib/channels/channels.ts). */
  channels: {
    table: { id: 'Идентификатор', label: 'Название', kind: 'Тип', caption: 'Каналы, к которым можно подключить сервис' },
    /** @type {Record<import('../../../channels/channels').ChannelId, string>} */
    names: {
      chatapi: 'Chat API',
      chatwidget: 'Чат-виджет',
      bot_scorer_api: 'Оценка качества бота',
      resterisk: 'Телефония',
      'test-channel': 'Автотесты',
      azure: 'Azure Bot Service',
      bitrix24: 'Битрикс24',
      telegram: 'Telegram',
      viber: 'Viber',
      whatsapp: 'WhatsApp',
      facebook: 'Facebook Messenger',
      wechat: 'WeChat',
      vk: 'ВКонтакте',
      odnoklassniki: 'Одноклассники',
      instagram: 'Instagram',
      slack: 'Slack',
      alexa: 'Amazon Alexa',
      marusia: 'Маруся',
      googleassistant: 'Google Assistant',
      zendesk: 'Zendesk',
      usedesk: 'Usedesk',
      livetex: 'LiveTex',
      incoming_livetex: 'LiveTex (входящие)',
      jivosite: 'JivoSite',
      incoming_jivosite: 'JivoSite (входящие)',
      webim: 'Webim',
      webim2: 'Webim (версия 2)',
      inbound_chat2desk: 'Chat2Desk (входящие)',
      twilio: 'Twilio',
      sberbank: 'Экосистема Сбера',
      yandex: 'Экосистема Яндекса',
      edna: 'edna',
    },
    /** @type {Record<import('../../../channels/channels').ChannelKind, string>} */
    kinds: {
      platform: 'Каналы платформы',
      cloud: 'Облачная платформа',
      crm: 'CRM',
      messenger: 'Мессенджер',
      social: 'Социальная сеть',
      'team-chat': 'Корпоративный чат',
      'voice-assistant': 'Голосовой ассистент',
      'live-chat': 'Хелпдеск и онлайн-чат',
      'communications-api': 'API коммуникаций',
      banking: 'Банковская экосистема',
      'search-engine': 'Экосистема поисковика',
      aggregator: 'Агрегатор сообщений',
    },
  },
  /** Blog tag labels, keyed by the slugs of lib/blog/tags.mjs. @type {Record<import('../../../blog/tags.mjs').BlogTag, string>} */
  tags: {
    releases: 'Релизы',
    models: 'Модели',
    llm: 'LLM',
    speech: 'Речь',
    vision: 'Компьютерное зрение',
    events: 'События',
    features: 'Возможности',
    docs: 'Документация',
    training: 'Обучение',
    infrastructure: 'Инфраструктура',
    tools: 'Инструменты',
  },
}
