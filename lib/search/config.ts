/**
 * Which backend the search UI uses, decided at build time from `site.search` (environment
 * variables) and passed to the browser as plain props. Pure: unit-tested without a build.
 */

export type SiteSearchSettings = {
  algoliaAppId: string
  algoliaApiKey: string
  algoliaIndexName: string
  algoliaHosts?: string
  reportUrl: string
  /** The site's analytics ids (`site.analytics`), when the search should report queries with no results. */
  analytics?: { metrikaId: string; gtmId: string }
}

export type ClientSearchConfig = {
  backend: 'pagefind' | 'algolia'
  /** Algolia settings: empty strings with the embedded backend (nothing of them ships). */
  appId: string
  apiKey: string
  indexName: string
  hosts: string[]
  /** "Report to us" URL template with `{query}`; empty: no link. */
  reportUrl: string
  /** The current release ("1.5.4"): its version means the `*-current` docs tags. */
  currentVersion: string
  /** This build's tag of the embedded index (next.config.mjs sets SEARCH_INDEX_TAG): its entry file's URL. */
  indexTag: string
  /** The analytics counters' ids (empty when off): a query with no results is sent to them (components/search/use-no-results-event.ts). */
  analytics: { metrikaId: string; gtmId: string }
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value)

export function clientSearchConfig(settings: SiteSearchSettings, currentVersion: string, indexTag = process.env.SEARCH_INDEX_TAG ?? ''): ClientSearchConfig {
  const algolia = Boolean(settings.algoliaAppId && settings.algoliaApiKey)
  const hosts = (settings.algoliaHosts ?? '').split(',').map((host) => host.trim()).filter(isHttpUrl)
  const reportUrl = /^(https?:|mailto:)/i.test(settings.reportUrl.trim()) ? settings.reportUrl.trim() : ''
  return {
    backend: algolia ? 'algolia' : 'pagefind',
    appId: algolia ? settings.algoliaAppId : '',
    apiKey: algolia ? settings.algoliaApiKey : '',
    indexName: algolia ? settings.algoliaIndexName : '',
    hosts: algolia ? hosts : [],
    reportUrl,
    currentVersion,
    indexTag: algolia ? '' : indexTag,
    analytics: { metrikaId: settings.analytics?.metrikaId ?? '', gtmId: settings.analytics?.gtmId ?? '' },
  }
}

/** The "Report to us" link for a query, or null when none is configured. */
export function missingResultsUrl(template: string, query: string): string | null {
  if (!template) return null
  return template.split('{query}').join(encodeURIComponent(query))
}

/** `/search?q=…` of a locale (Russian at the root). */
export const searchPageUrl = (localePrefix: string, query: string) => `${localePrefix}/search${query ? `?q=${encodeURIComponent(query)}` : ''}`
