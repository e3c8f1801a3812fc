import { describe, expect, it } from 'vitest'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { site, variables } from '@/site.config.mjs'
import packageJson from '../../package.json'

describe('site configuration (SPEC §3)', () => {
  it('has the site fields, locales and custom fields', () => {
    // Title and tagline are display text: the dictionaries hold them.
    expect(dictionaries.ru.site.title).toContain(variables.product)
    expect(dictionaries.en.site.title).toBe(`${variables.product} platform documentation`)
    expect(dictionaries.en.site.tagline).toBe('Providing access to ML models and AI services')
    expect(site.favicon).toBe('/favicon.svg')
    expect(site.url).toMatch(/^https:\/\//)
    expect(site.baseUrl).toBe('/')
    expect(site.i18n).toEqual({ defaultLocale: 'ru', locales: ['ru', 'en'] })
    expect(site.customFields).toMatchObject({ brand: variables.brand, docEnv: 'production', products: ['docs', 'api'] })
    expect(site.customFields.doc).toBeTruthy()
    expect(site.version).toBe('1.5.4')
    // The release is written once, in versions/versions.json; the npm package's version follows it.
    expect(packageJson.version).toBe(site.version)
    expect(site.titleDelimiter).toBe('|')
    expect(site.breakpoint).toBe(996)
  })

  it('has every variable SPEC §3 lists', () => {
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([
      'brand_flags', 'paths', 'products', 'brand_slug', 'sys_acc', 'verify_token', 'guest_access_key',
      'orbita_api', 'domain', 'website', 'legal', 'mail', 'asterisk', 'sms', 'example',
    ]))
    expect(Object.keys(variables.legal)).toEqual(['terms_of_service', 'privacy_policy'])
    expect(Object.keys(variables.mail)).toEqual(['support', 'contact', 'client', 'partner'])
    for (const email of Object.values(variables.mail)) expect(email).toMatch(/^[\w.+-]+@[\w.-]+\.\w+$/)
    expect(Object.keys(variables.asterisk)).toEqual(['ip'])
    expect(Object.keys(variables.sms)).toEqual(['provider', 'default_sender_id'])
    expect(Object.keys(variables.example)).toEqual(['phone_number', 'pt_phone_number', 'sip_number'])
    expect(variables.orbita_api).toContain(variables.product)
  })

  it('loads no analytics and uses the embedded search when no environment is set', () => {
    expect(site.analytics).toEqual({ metrikaId: '', gtmId: '' })
    expect(site.search.algoliaAppId).toBe('')
    expect(site.search.algoliaIndexName).toMatch(/ru/)
  })
})
