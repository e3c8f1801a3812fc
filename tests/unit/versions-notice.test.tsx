import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VersionNotice } from '@/components/versions/version-notice'
import type { VersionRow } from '@/lib/versions/versions'

const current: VersionRow = { version: '1.5', latestPatch: '1.5.4', status: 'current', releaseDate: '2025-05-26', endOfLife: null }
const unreleased: VersionRow = { version: '1.6', latestPatch: '1.6.0', status: 'unreleased', releaseDate: '2026-12-15', endOfLife: '2028-12-31' }
const unmaintained: VersionRow = { version: '1.3', latestPatch: '1.3.1', status: 'unmaintained', releaseDate: '2024-10-20', endOfLife: '2025-10-31' }
const lts: VersionRow = { version: '1.4', latestPatch: '1.4.2', status: 'lts', releaseDate: '2025-03-13', endOfLife: '2027-03-31' }

const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('the version notice', () => {
  it('renders the unreleased notice of a fixture row with a link to the same page in the current version', () => {
    const html = renderToStaticMarkup(<VersionNotice locale="ru" row={unreleased} current={current} currentHref="/docs/client" samePage />)
    expect(html).toContain('class="version-notice version-notice--unreleased"')
    expect(html).toContain('role="note"')
    expect(text(html)).toContain('Это документация будущей версии 1.6, которая ещё не выпущена')
    expect(html).toMatch(/<a href="\/docs\/client" class="version-notice__link">Эта страница в текущей версии 1\.5 →<\/a>/)
  })

  it('speaks English on English pages and points to the set when the page has no twin', () => {
    const html = renderToStaticMarkup(<VersionNotice locale="en" row={unreleased} current={current} currentHref="/en/api" samePage={false} />)
    expect(text(html)).toContain('This is the documentation of the future version 1.6, which is not released yet')
    expect(html).toContain('<a href="/en/api" class="version-notice__link">Documentation of the current version 1.5 →</a>')
  })

  it('tells readers of an unmaintained version when support ended', () => {
    const ru = text(renderToStaticMarkup(<VersionNotice locale="ru" row={unmaintained} current={current} currentHref="/docs" samePage />))
    expect(ru).toContain('Версия 1.3 больше не поддерживается (поддержка закончилась 31 октября 2025 г.)')
    const en = text(renderToStaticMarkup(<VersionNotice locale="en" row={unmaintained} current={current} currentHref="/en/docs" samePage />))
    expect(en).toContain('Version 1.3 is no longer supported (support ended on October 31, 2025)')
  })

  it('shows nothing for the current and LTS versions', () => {
    expect(renderToStaticMarkup(<VersionNotice locale="ru" row={lts} current={current} currentHref="/docs" samePage />)).toBe('')
    expect(renderToStaticMarkup(<VersionNotice locale="en" row={current} current={current} currentHref="/en/docs" samePage />)).toBe('')
  })

  it('links a snapshot\'s pages to what changed in the next version, LTS included', () => {
    const changes = { href: '/en/versions/changes/1.5', label: 'What changed in 1.5 since 1.4' }
    const html = renderToStaticMarkup(<VersionNotice locale="en" row={lts} current={current} currentHref="/en/docs" samePage changes={changes} />)
    expect(html).toContain('class="version-notice version-notice--lts"')
    expect(text(html)).toBe('What changed in 1.5 since 1.4 →')
    expect(html).toContain('<a href="/en/versions/changes/1.5" class="version-notice__link">')
    const old = text(renderToStaticMarkup(<VersionNotice locale="ru" row={unmaintained} current={current} currentHref="/docs" samePage changes={{ href: '/versions/changes/1.4', label: 'Что изменилось в 1.4 по сравнению с 1.3' }} />))
    expect(old).toMatch(/Эта страница в текущей версии 1\.5 → · Что изменилось в 1\.4 по сравнению с 1\.3 →$/)
  })
})
