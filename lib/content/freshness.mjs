// Translation freshness: for every pair of a docs or API page and its twin in the other locale (the
// content manifest's pages, current and snapshots), whether one side is behind the other, read from
// git history (one `git log` per build: lib/content/git-info.mjs). docs/UPKEEP.md says how to read it.
//
// The sides' meaningful changes are taken oldest first. A change on one side while the pair is in
// step puts the other side behind; more changes on the same side add to how far; a change on the
// side that is behind brings it in step again (the translation caught up). A commit that changes
// both sides keeps them in step. Commits marked `i18n: typography` and pure renames do not count.
import path from 'node:path'
import { buildHistory } from './git-info.mjs'
import { contentManifest } from './manifest.mjs'
import { oncePerBuild } from './once-per-build.mjs'

const other = (locale) => (locale === 'ru' ? 'en' : 'ru')

/**
 * Where a pair stands, from the two sides' commits (each newest first, as `readHistory` lists them).
 * @param {Record<'ru' | 'en', import('./git-info.d.mts').FileCommit[]>} commits
 * @returns {{ state: 'in-step' } | { state: 'behind', locale: 'ru' | 'en', since: string, count: number, aheadDate: string }}
 */
export function pairState(commits) {
  const events = new Map()
  for (const locale of ['ru', 'en']) {
    for (const commit of commits[locale]) {
      if (!commit.meaningful) continue
      const event = events.get(commit.order) ?? { date: commit.date, sides: new Set() }
      event.sides.add(locale)
      events.set(commit.order, event)
    }
  }
  let ahead = null
  let first = null
  let count = 0
  let aheadDate = null
  for (const [, event] of [...events].sort((a, b) => b[0] - a[0])) {
    if (event.sides.size === 2 || (ahead && !event.sides.has(ahead))) {
      ahead = null
      continue
    }
    const [side] = event.sides
    if (ahead === side) count += 1
    else [ahead, first, count] = [side, event.date, 1]
    aheadDate = event.date
  }
  return ahead ? { state: 'behind', locale: other(ahead), since: first, count, aheadDate } : { state: 'in-step' }
}

/** The file of the same page in the other locale: content/en/docs/a.mdx ↔ content/docs/a.mdx, versions/1.4/en/api/b.mdx ↔ versions/1.4/api/b.mdx. */
export function twinFile(file) {
  const match = /^(content|versions\/[^/]+)\/(en\/)?(.*)$/.exec(file)
  if (!match) return null
  return `${match[1]}/${match[2] ? '' : 'en/'}${match[3]}`
}

/**
 * Every docs and API pair with its state, and the mistakes a writer must fix.
 * @param {{ pages?: readonly any[], history?: import('./git-info.d.mts').History, root?: string }} [options]
 */
export function translationStatus({ pages = contentManifest(), history = buildHistory(), root = process.cwd() } = {}) {
  const relative = (file) => path.relative(root, file).split(path.sep).join('/')
  const docs = pages.filter((page) => page.route && (page.set === 'docs' || page.set === 'api'))
  const byKey = new Map(docs.map((page) => [`${page.locale}:${page.route}`, page]))
  const twinOf = (page) => byKey.get(`${other(page.locale)}:${page.route}`)
  const orphans = new Set(docs.filter((page) => !twinOf(page)).map((page) => relative(page.file)))
  const rows = []
  const errors = []
  for (const page of docs) {
    const twin = twinOf(page)
    if (twin && page.locale === 'en') continue
    const row = { route: page.route, version: page.version, set: page.set, files: { [page.locale]: relative(page.file), ...(twin && { [twin.locale]: relative(twin.file) }) } }
    if (!twin) {
      rows.push({ ...row, state: 'missing', missing: other(page.locale) })
      // A twin renamed on one side only leaves two pages without twins: say which rename did it.
      const file = relative(page.file)
      for (const rename of history.renames) {
        const stale = twinFile(rename.from)
        if (rename.to !== file || !orphans.has(stale)) continue
        errors.push(
          `${file}:1 was renamed from ${rename.from} (commit ${rename.hash.slice(0, 7)}, ${rename.date.slice(0, 10)}) but its twin ${stale} was not: ` +
            `rename ${stale} to ${twinFile(file)} too, or rename this page back`,
        )
      }
      continue
    }
    if (!history.git || history.shallow) {
      rows.push({ ...row, state: 'unknown' })
      continue
    }
    rows.push({ ...row, ...pairState({ ru: history.files.get(row.files.ru) ?? [], en: history.files.get(row.files.en) ?? [] }) })
  }
  const shallow = history.git && history.shallow
  return { rows, errors, shallow, git: history.git }
}

const status = oncePerBuild(() => translationStatus())

/**
 * The freshness notice's facts for a page, or null when it is in step, has no twin or the history
 * is missing or shallow: which locale is ahead, its page's route and the date of its last change.
 * @param {'ru' | 'en'} locale
 * @param {string} route locale-free
 */
export function behindOf(locale, route) {
  const row = status().rows.find((entry) => entry.route === route && entry.state === 'behind' && entry.locale === locale)
  return row ? { ahead: other(locale), route, aheadDate: row.aheadDate, since: row.since, count: row.count } : null
}

/** The status of every pair, once per build: the status page and the build's warning read it. */
export const buildStatus = status
