import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { twinHref } from '@/lib/i18n/locales'
import { versionedHref, withoutVersion } from '@/lib/versions/preference'
import { docsTag, publishedVersions, setRoutes, setStaticParams, versionTargets } from '@/lib/versions/routing'
import { snapshotVersions } from '@/lib/versions/snapshots.mjs'

const rows = JSON.parse(readFileSync('versions/versions.json', 'utf8'))

describe('versions.json', () => {
  it('ships 1.5 current, 1.4 LTS and 1.3 past its end of life, newest first', () => {
    expect(rows).toEqual([
      { version: '1.5', latestPatch: '1.5.4', status: 'current', releaseDate: '2025-05-26', endOfLife: null },
      { version: '1.4', latestPatch: '1.4.2', status: 'lts', releaseDate: '2025-03-13', endOfLife: '2027-03-31' },
      { version: '1.3', latestPatch: '1.3.1', status: 'unmaintained', releaseDate: '2024-10-20', endOfLife: '2025-10-31' },
    ])
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'))
    expect(rows.find((row: { status: string }) => row.status === 'current').latestPatch).toBe(version)
  })

  it('has a snapshot folder for every version but the current one', () => {
    expect(snapshotVersions()).toEqual(['1.4', '1.3'])
    expect(publishedVersions().map((row) => row.version)).toEqual(['1.5', '1.4', '1.3'])
  })
})

describe('versioned routes', () => {
  it('lists each set of each version separately', () => {
    expect(setRoutes('ru', 'docs')).toContain('/docs/catalog/multi-chat')
    expect(setRoutes('ru', 'docs', '1.4')).toContain('/versions/1.4/docs/administer/upgrade')
    expect(setRoutes('ru', 'docs', '1.4')).not.toContain('/versions/1.4/docs/catalog/multi-chat')
    expect(setRoutes('en', 'api', '1.3')).not.toContain('/versions/1.3/api/task-types/text2vec')
    expect(setRoutes('en', 'api', '1.3').every((route) => route.startsWith('/versions/1.3/api'))).toBe(true)
    expect(setStaticParams('en', 'api', '1.4')).toContainEqual({ mdxPath: [] })
    expect(setStaticParams('en', 'api', '1.4')).toContainEqual({ mdxPath: ['rest', 'openai-api'] })
    expect(docsTag('docs')).toBe('docs-current')
    expect(docsTag('api', '1.3')).toBe('api-1.3')
  })

  it('sends the switcher to the same page in each version, or to that version’s first page', () => {
    expect(versionTargets('ru', 'docs', '1.4', ['client']).map(({ row, href, samePage, active }) => [row.version, href, samePage, active])).toEqual([
      ['1.5', '/docs/client', true, false],
      ['1.4', '/versions/1.4/docs/client', true, true],
      ['1.3', '/versions/1.3/docs/client', true, false],
    ])
    expect(versionTargets('en', 'docs', undefined, ['catalog', 'multi-chat']).map(({ href, samePage }) => [href, samePage])).toEqual([
      ['/en/docs/catalog/multi-chat', true],
      ['/en/versions/1.4/docs', false],
      ['/en/versions/1.3/docs', false],
    ])
  })

  it('keeps the language switcher on the same versioned page', () => {
    expect(twinHref('/versions/1.4/docs/client', 'en', new Set(['/versions/1.4/docs/missing']))).toBe('/en/versions/1.4/docs/client')
    expect(twinHref('/en/versions/1.4/docs/missing', 'ru', new Set(['/versions/1.4/docs/missing']))).toBe('/')
  })
})

describe('the preferred version in the navbar', () => {
  it('turns a set link into its versioned twin and back', () => {
    expect(versionedHref('/docs', '1.4')).toBe('/versions/1.4/docs')
    expect(versionedHref('/en/api', '1.3')).toBe('/en/versions/1.3/api')
    expect(versionedHref('/en/api', null)).toBe('/en/api')
    expect(withoutVersion('/en/versions/1.4/docs/client')).toBe('/en/docs/client')
    expect(withoutVersion('/versions')).toBe('/versions')
  })
})
