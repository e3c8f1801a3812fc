import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { FreshnessNotice } from '@/components/docs/freshness-notice'
import { readHistory } from '@/lib/content/git-info.mjs'
import { translationStatus, twinFile } from '@/lib/content/freshness.mjs'
import { contentManifest } from '@/lib/content/manifest.mjs'

/** A scratch repository: content/ with Russian at its root and English under en/, commits at set dates. */
function scratchRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'freshness-'))
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }) },
    })
  git(['init', '-q', '-b', 'main'])
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), `---\ntitle: ${path.basename(file)}\n---\n\n${text}\n`)
  }
  const commit = (date: string, message: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) write(file, text)
    git(['add', '-A'])
    git(['commit', '-q', '-m', message], `${date}T12:00:00Z`)
  }
  const status = () => {
    const pages = contentManifest({ contentDir: path.join(root, 'content'), versionsDir: null })
    return translationStatus({ pages, history: readHistory({ cwd: root }), root })
  }
  const row = (route: string) => status().rows.find((entry) => entry.route === route)
  return { root, git, commit, status, row }
}

const RU = 'content/docs/setup.mdx'
const EN = 'content/en/docs/setup.mdx'

describe('translation freshness from git history', () => {
  it('puts a pair edited on one side behind, with the date and the number of changes, and back in step when the other side follows', () => {
    const repo = scratchRepo()
    repo.commit('2025-01-10', 'Setup page in both languages', { [RU]: 'Установка.', [EN]: 'Setup.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'in-step', files: { ru: RU, en: EN } })

    repo.commit('2025-02-01', 'Setup: proxy settings', { [RU]: 'Установка. Прокси.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'behind', locale: 'en', since: '2025-02-01T12:00:00+00:00', count: 1, aheadDate: '2025-02-01T12:00:00+00:00' })

    repo.commit('2025-02-10', 'Setup: offline install', { [RU]: 'Установка. Прокси. Без сети.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'behind', locale: 'en', since: '2025-02-01T12:00:00+00:00', count: 2, aheadDate: '2025-02-10T12:00:00+00:00' })

    repo.commit('2025-03-01', 'Setup (en): proxy and offline install', { [EN]: 'Setup. Proxy. Offline.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'in-step' })
  })

  it('does not count a commit marked i18n: typography', () => {
    const repo = scratchRepo()
    repo.commit('2025-01-10', 'Setup page', { [RU]: 'Установка.', [EN]: 'Setup.' })
    repo.commit('2025-01-20', 'Setup (ru): quotes and dashes\n\ni18n: typography', { [RU]: '«Установка» — просто.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'in-step' })
    // Nor on the side that is behind: a typography fix of the English page does not bring it in step.
    repo.commit('2025-02-01', 'Setup: proxy settings', { [RU]: '«Установка» — просто. Прокси.' })
    repo.commit('2025-02-05', 'Setup (en): a typo\n\nI18n: Typography', { [EN]: 'Setup!' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'behind', locale: 'en', count: 1, aheadDate: '2025-02-01T12:00:00+00:00' })
  })

  it('keeps both sides in step when both are edited, in one commit or the translation after the source', () => {
    const repo = scratchRepo()
    repo.commit('2025-01-10', 'Setup page', { [RU]: 'Установка.', [EN]: 'Setup.' })
    repo.commit('2025-01-20', 'Setup: proxy settings in both languages', { [RU]: 'Установка. Прокси.', [EN]: 'Setup. Proxy.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'in-step' })
    repo.commit('2025-02-01', 'Setup (en): clearer steps', { [EN]: 'Setup, step by step. Proxy.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'behind', locale: 'ru', count: 1, aheadDate: '2025-02-01T12:00:00+00:00' })
    repo.commit('2025-02-02', 'Setup (ru): the same steps', { [RU]: 'Установка по шагам. Прокси.' })
    expect(repo.row('/docs/setup')).toMatchObject({ state: 'in-step' })
  })

  it('lists a page without a twin as missing, and names the rename when a twin was renamed on one side only', () => {
    const repo = scratchRepo()
    repo.commit('2025-01-10', 'Setup and limits pages', { [RU]: 'Установка.', [EN]: 'Setup.', 'content/docs/limits.mdx': 'Лимиты.' })
    expect(repo.row('/docs/limits')).toMatchObject({ state: 'missing', missing: 'en' })
    expect(repo.status().errors).toEqual([])
    renameSync(path.join(repo.root, EN), path.join(repo.root, 'content/en/docs/install.mdx'))
    repo.git(['add', '-A'])
    repo.git(['commit', '-q', '-m', 'Rename the English setup page'], '2025-02-01T12:00:00+00:00')
    const { errors, rows } = repo.status()
    expect(rows.find((entry) => entry.route === '/docs/install')).toMatchObject({ state: 'missing', missing: 'ru' })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^content\/en\/docs\/install\.mdx:1 was renamed from content\/en\/docs\/setup\.mdx \(commit [0-9a-f]{7}, 2025-02-01\) but its twin content\/docs\/setup\.mdx was not: rename content\/docs\/setup\.mdx to content\/docs\/install\.mdx too, or rename this page back$/,
    )
  })

  it('in a shallow clone says so and computes nothing, so no page shows a notice', () => {
    const repo = scratchRepo()
    repo.commit('2025-01-10', 'Setup page', { [RU]: 'Установка.', [EN]: 'Setup.' })
    repo.commit('2025-02-01', 'Setup: proxy settings', { [RU]: 'Установка. Прокси.' })
    const clone = mkdtempSync(path.join(tmpdir(), 'freshness-shallow-'))
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.root}`, clone])
    const pages = contentManifest({ contentDir: path.join(clone, 'content'), versionsDir: null })
    const status = translationStatus({ pages, history: readHistory({ cwd: clone }), root: clone })
    expect(status.shallow).toBe(true)
    expect(status.rows.map((entry) => entry.state)).toEqual(['unknown'])
  })

  it('pairs a file with its twin in the current content and in snapshots', () => {
    expect(twinFile('content/en/docs/a.mdx')).toBe('content/docs/a.mdx')
    expect(twinFile('content/api/rest/index.mdx')).toBe('content/en/api/rest/index.mdx')
    expect(twinFile('versions/1.4/en/docs/client.mdx')).toBe('versions/1.4/docs/client.mdx')
    expect(twinFile('versions/1.4/api/grpc.mdx')).toBe('versions/1.4/en/api/grpc.mdx')
    expect(twinFile('openapi/openapi.yaml')).toBeNull()
  })
})

describe('the freshness notice', () => {
  it('tells, in the page\'s language, since when the other version is newer and links to it', () => {
    const behind = (ahead: 'ru' | 'en') => ({ ahead, route: '/docs/client', aheadDate: '2026-11-25T14:27:02+00:00', since: '2026-11-25T14:27:02+00:00', count: 1 })
    const en = renderToStaticMarkup(createElement(FreshnessNotice, { locale: 'en', behind: behind('ru') }))
    expect(en.replace(/<[^>]+>/g, '')).toBe('This page may be behind the Russian version, updated on November 25, 2026. The Russian version →')
    expect(en).toContain('<a href="/docs/client" hrefLang="ru" class="version-notice__link">')
    expect(en).toContain('role="note"')
    const ru = renderToStaticMarkup(createElement(FreshnessNotice, { locale: 'ru', behind: behind('en') }))
    expect(ru.replace(/<[^>]+>/g, '')).toBe('Эта страница может отставать от английской версии, обновлённой 25 ноября 2026 г. Английская версия →')
    expect(ru).toContain('<a href="/en/docs/client" hrefLang="en"')
  })
})
