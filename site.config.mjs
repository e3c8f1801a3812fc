/**
 * The one place for the site's facts: title, locales, brand and the `variables` map that
 * MDX pages substitute as `%name%` / `%map.key%` (docs/WRITING.md, "Use a variable").
 * Values are neutral placeholders chosen once; change the brand here and every page follows.
 * Display text (the title, tagline and blog title of SPEC §1, the announcement's text, every UI
 * string) is in the dictionaries, one per locale: lib/i18n/dictionaries/<locale>/.
 */

import versionRows from './versions/versions.json' with { type: 'json' }

/** @typedef {'ru' | 'en'} Locale */
/**
 * @typedef {object} ZoomConfig
 * @property {string} selector Images that zoom.
 * @property {number} margin
 * @property {{ light: string, dark: string }} background Overlay colour per colour mode.
 * @property {number} reattachDelay Attach this long (ms) after a page load or a client-side navigation.
 * @property {number} scrollOffset Scrolling further than this (px) closes the zoom…
 * @property {number} scrollDelay …counted from this long (ms) after it opened.
 */

const brand = 'Orbita'
const product = `${brand} ML`
const company = `${brand} Labs`
const domainRoot = 'orbita.example'

/** Shared text that documentation pages substitute. Keys are written in pages as `%key%`. */
export const variables = {
  brand,
  product,
  company,
  host: `https://ml.${domainRoot}`,
  /** Brand flags: which parts of the product family this build documents. */
  brand_flags: {
    is_whitelabel: false,
    show_product_family: true,
    show_marketplace: true,
  },
  /** Product key → URL path segment. */
  paths: {
    docs: 'docs',
    api: 'api',
    voices: 'voices',
    llm_api: 'openai-api',
  },
  /** Product display names. */
  products: {
    ml: product,
    dialogs: `${brand} Dialogs`,
    builder: `${brand} Builder`,
    voices: `${brand} Voices`,
    desk: `${brand} Desk`,
    assistant: `${brand} Assistant`,
    shield: `${brand} Shield`,
    assistant_api: `${brand} Assistant API`,
  },
  brand_slug: 'orbita',
  sys_acc: 'orbita-system',
  verify_token: 'vt-0000-demo-0000',
  guest_access_key: 'guest-demo-access-key',
  /** The API label variable: its key carries the product name. */
  orbita_api: `${product} API`,
  domain: {
    root: domainRoot,
    app: `ml.${domainRoot}`,
    api: `api.ml.${domainRoot}`,
    grpc: `grpc.ml.${domainRoot}`,
    registry: `registry.ml.${domainRoot}`,
    docs: `docs.ml.${domainRoot}`,
  },
  website: {
    company: `https://${domainRoot}`,
    platform: `https://ml.${domainRoot}`,
    status: `https://status.${domainRoot}`,
    demo: `https://${domainRoot}/demo`,
    learning: `https://learn.${domainRoot}`,
  },
  legal: {
    terms_of_service: `https://${domainRoot}/legal/terms`,
    privacy_policy: `https://${domainRoot}/legal/privacy`,
  },
  mail: {
    support: `support@${domainRoot}`,
    contact: `hello@${domainRoot}`,
    client: `clients@${domainRoot}`,
    partner: `partners@${domainRoot}`,
  },
  asterisk: { ip: '192.0.2.10' },
  sms: { provider: 'SMS Gateway', default_sender_id: 'ORBITA' },
  example: {
    phone_number: '+7 900 000-00-00',
    pt_phone_number: '+351 910 000 000',
    sip_number: 'sip:100@192.0.2.10',
  },
}

/** @param {string} name @param {string} [fallback] */
const env = (name, fallback = '') => process.env[name]?.trim() || fallback

export const site = {
  /** The release the current docs describe: the current row's patch in versions/versions.json, its one place. */
  version: versionRows.find((row) => row.status === 'current').latestPatch,
  titleDelimiter: '|',
  favicon: '/favicon.svg',
  url: env('SITE_URL', `https://docs.ml.${domainRoot}`),
  /**
   * Data only: the site is exported for the domain root, and Next's `basePath` is not set from
   * this. It is what the base-URL banner (components/layout/base-url-banner.tsx) tells readers to
   * check when the site is served under another path.
   */
  baseUrl: '/',
  i18n: { defaultLocale: /** @type {Locale} */ ('ru'), locales: /** @type {Locale[]} */ (['ru', 'en']) },
  /** Data only (SPEC §3): read by the pages through `variables` and by tests; no switch behind it. */
  customFields: {
    brand,
    doc: 'ml',
    docEnv: 'production',
    products: ['docs', 'api'],
    variables,
  },
  /** "Edit this page" links point here, followed by the file path. */
  editUrlBase: env('EDIT_URL_BASE', `https://git.${domainRoot}/docs/ml-docs/edit/main`),
  /**
   * Mobile/desktop breakpoint in px (SPEC §9). CSS reads it as the custom media queries
   * `(--mobile)` and `(--desktop)` (lib/css/breakpoint-media.cjs, wired in postcss.config.mjs);
   * scripts that need it in the browser take it from here.
   */
  breakpoint: 996,
  /**
   * Click-to-zoom on article images (SPEC §2, §9). Remove this entry (`zoom: undefined`) to turn
   * zoom off; writers exclude one image with the title "no-zoom": `![Alt](/img/x.svg "no-zoom")`.
   * @type {ZoomConfig | undefined}
   */
  zoom: {
    selector: '.markdown img',
    margin: 0,
    background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' },
    reattachDelay: 1000,
    scrollOffset: 40,
    scrollDelay: 150,
  },
  analytics: {
    /** Yandex Metrika counter id (session recording on). Empty: not loaded. */
    metrikaId: env('NEXT_PUBLIC_METRIKA_ID'),
    /** Google Tag Manager container id, e.g. GTM-XXXXXXX. Empty: not loaded. */
    gtmId: env('NEXT_PUBLIC_GTM_ID'),
  },
  /**
   * Who "last updated … by" names: the git e-mail of a commit's author → their name per locale.
   * Commits by anyone else (automation, bots, unknown addresses) name the docs team instead
   * (`unknownAuthor: 'team'`, the dictionaries' `site.docsTeam`) or nobody (`'none'`).
   * @type {Record<string, Record<Locale, string>>}
   */
  authors: {
    'm.lebedeva@orbita.example': { ru: 'Мария Лебедева', en: 'Maria Lebedeva' },
    'a.karimov@orbita.example': { ru: 'Артур Каримов', en: 'Artur Karimov' },
  },
  /** @type {'team' | 'none'} */
  unknownAuthor: 'team',
  /** Optional endpoint that receives article ratings (sendBeacon). */
  feedbackEndpoint: env('NEXT_PUBLIC_FEEDBACK_URL'),
  search: {
    /** With the app id and the search-only key set, the modal queries Algolia DocSearch; otherwise the embedded Pagefind index. */
    algoliaAppId: env('NEXT_PUBLIC_ALGOLIA_APP_ID'),
    algoliaApiKey: env('NEXT_PUBLIC_ALGOLIA_SEARCH_KEY'),
    algoliaIndexName: env('NEXT_PUBLIC_ALGOLIA_INDEX_NAME', env('NEXT_PUBLIC_ALGOLIA_INDEX', 'ml-docs-ru')),
    /** Comma-separated Algolia hosts (e.g. a test stub); empty: Algolia's own hosts for the app id. */
    algoliaHosts: env('NEXT_PUBLIC_ALGOLIA_HOSTS'),
    /** "Report to us" link of the no-results screen; `{query}` is replaced by the URL-encoded query. */
    reportUrl: env('NEXT_PUBLIC_SEARCH_REPORT_URL', `https://git.${domainRoot}/docs/ml-docs/issues/new?labels=search&title=${encodeURIComponent('Search: ')}{query}`),
  },
  /**
   * The dismissible announcement bar: change `id` to show it again to readers who closed it. Its
   * text is in the dictionaries (`announcement.text`).
   */
  announcement: {
    id: 'release-1.5.4',
    href: '/blog/2025/10/15/release',
  },
}
