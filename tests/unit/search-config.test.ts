import { describe, expect, it } from 'vitest'
import { site } from '@/site.config.mjs'
import { clientSearchConfig, missingResultsUrl, searchPageUrl } from '@/lib/search/config'
import { pagefindFiles } from '@/lib/search/pagefind-files'

const settings = { algoliaAppId: '', algoliaApiKey: '', algoliaIndexName: 'ml-docs-ru', algoliaHosts: '', reportUrl: 'https://git.example/issues/new?title={query}' }

describe('search backend selection', () => {
  it('uses the embedded index without Algolia credentials and ships none of its settings', () => {
    const config = clientSearchConfig({ ...settings, algoliaAppId: 'APP' }, '1.5.4')
    expect(config.backend).toBe('pagefind')
    expect(config).toMatchObject({ appId: '', apiKey: '', indexName: '', hosts: [], currentVersion: '1.5.4' })
  })

  it('uses Algolia with an app id and a search key, with optional hosts', () => {
    const config = clientSearchConfig({ ...settings, algoliaAppId: 'APP', algoliaApiKey: 'KEY', algoliaHosts: 'http://127.0.0.1:4272, javascript:alert(1) ,https://b.example' }, '1.5.4')
    expect(config).toMatchObject({ backend: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'ml-docs-ru', hosts: ['http://127.0.0.1:4272', 'https://b.example'] })
  })

  it('passes this build\'s index tag to the embedded backend only', () => {
    expect(clientSearchConfig(settings, '1.5.4', 'm1x2').indexTag).toBe('m1x2')
    expect(clientSearchConfig({ ...settings, algoliaAppId: 'APP', algoliaApiKey: 'KEY' }, '1.5.4', 'm1x2').indexTag).toBe('')
    expect(pagefindFiles('ru', 'm1x2')).toEqual({
      script: '/pagefind/pagefind.js',
      entry: '/pagefind/pagefind-entry.json?ts=m1x2',
      meta: '/pagefind/pagefind.ru_m1x2.pf_meta',
      wasm: '/pagefind/wasm.ru.pagefind',
      vocabulary: '/pagefind/vocabulary.ru.json',
    })
  })

  it('is embedded for the default build (no environment set)', () => {
    expect(clientSearchConfig(site.search, site.version).backend).toBe('pagefind')
    expect(site.search.reportUrl).toContain('{query}')
  })

  it('fills the report URL with the encoded query and rejects other schemes', () => {
    expect(missingResultsUrl(settings.reportUrl, 'a&b <c>')).toBe('https://git.example/issues/new?title=a%26b%20%3Cc%3E')
    expect(missingResultsUrl('', 'x')).toBeNull()
    expect(clientSearchConfig({ ...settings, reportUrl: 'javascript:alert(1)//{query}' }, '1').reportUrl).toBe('')
  })

  it('links the search page of each locale', () => {
    expect(searchPageUrl('', 'autoscaling')).toBe('/search?q=autoscaling')
    expect(searchPageUrl('/en', 'a b&c')).toBe('/en/search?q=a%20b%26c')
    expect(searchPageUrl('/en', '')).toBe('/en/search')
  })
})
