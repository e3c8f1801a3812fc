import { describe, expect, it } from 'vitest'
import { algoliaFacetFilters, normalizeVersion, pagefindFilters, parseDocsTag, readPreferredVersions, searchDocsTags } from '@/lib/search/facets'

const current = '1.5.4'

describe('docs tags of a query (language + docs tag filters)', () => {
  it('parses docs tags', () => {
    expect(parseDocsTag('docs-current')).toEqual({ set: 'docs', version: 'current' })
    expect(parseDocsTag('api-1.4')).toEqual({ set: 'api', version: '1.4' })
    expect(parseDocsTag('default')).toBeNull()
    expect(parseDocsTag('docs-<script>')).toBeNull()
    expect(parseDocsTag(undefined)).toBeNull()
  })

  it('searches the current docs and API plus default pages by default', () => {
    expect(searchDocsTags('default', {}, current)).toEqual(['default', 'docs-current', 'api-current'])
    expect(searchDocsTags(undefined, {}, current)).toEqual(['default', 'docs-current', 'api-current'])
  })

  it('on a versioned page, searches that version of its own set', () => {
    expect(searchDocsTags('docs-1.4', {}, current)).toEqual(['default', 'docs-1.4', 'api-current'])
    expect(searchDocsTags('api-1.3', { api: '1.4', docs: '1.4' }, current)).toEqual(['default', 'docs-1.4', 'api-1.3'])
  })

  it('elsewhere, uses the preferred versions from localStorage', () => {
    expect(searchDocsTags('default', { docs: '1.4', api: null }, current)).toEqual(['default', 'docs-1.4', 'api-current'])
    expect(searchDocsTags('docs-current', { docs: '1.4', api: '1.3' }, current)).toEqual(['default', 'docs-current', 'api-1.3'])
  })

  it('treats the current release, "current" and malformed values as current', () => {
    expect(normalizeVersion('1.5', current)).toBe('current')
    expect(normalizeVersion('1.5.4', current)).toBe('current')
    expect(normalizeVersion('current', current)).toBe('current')
    expect(normalizeVersion('', current)).toBe('current')
    expect(normalizeVersion('1.4"]', current)).toBe('current')
    expect(normalizeVersion(' 1.4 ', current)).toBe('1.4')
  })

  it('reads preferred versions from storage, surviving a throwing storage', () => {
    const storage = { getItem: (key: string) => ({ 'preferred-version:docs': '1.4' })[key] ?? null }
    expect(readPreferredVersions(storage)).toEqual({ docs: '1.4', api: null })
    expect(readPreferredVersions({ getItem: () => { throw new Error('denied') } })).toEqual({ docs: null, api: null })
    expect(readPreferredVersions(null)).toEqual({ docs: null, api: null })
  })

  it('writes the filters in each backend\'s syntax', () => {
    const tags = ['default', 'docs-1.4', 'api-current']
    expect(pagefindFilters('ru', tags)).toEqual({ language: 'ru', docs_tag: { any: tags } })
    expect(algoliaFacetFilters('en', tags)).toEqual(['language:en', ['docs_tag:default', 'docs_tag:docs-1.4', 'docs_tag:api-current']])
  })
})
