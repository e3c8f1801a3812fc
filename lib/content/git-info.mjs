import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { site } from '../../site.config.mjs'
import { inBuild, oncePerBuild } from './once-per-build.mjs'

const FORMAT = '%aI%x00%an%x00%ae'
const git = (args, cwd) => execFileSync('git', ['-c', 'core.quotepath=off', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 30 })
const commitOf = (line) => {
  const [date, author, email] = line.split('\0')
  return date && author ? { date, author, email: email ?? '' } : null
}

/**
 * The trailer that makes a commit not count for translation freshness (lib/content/freshness.mjs):
 * a line `i18n: typography` in its message, for commits that only fix typography or formatting.
 */
export const TYPOGRAPHY_MARKER = /^i18n:\s*typography\s*$/im

/**
 * The history of the pages (content/ and versions/) from one `git log` (newest first): for each
 * file, by path relative to `cwd` with `/`, the commits that touched it, each with its place in the
 * log (`order`: 0 is the newest) and whether it counts for translation freshness (`meaningful`:
 * not marked `i18n: typography`, not a pure rename); the renames; and whether the clone is shallow
 * (its history is cut, so the oldest commit it has stands for all the older ones). Empty without git.
 * @param {{ cwd?: string, paths?: string[] }} [options]
 * @returns {import('./git-info.d.mts').History}
 */
export function readHistory({ cwd = process.cwd(), paths = ['content', 'versions'] } = {}) {
  const history = { git: false, shallow: false, files: new Map(), renames: [] }
  let output = ''
  try {
    history.shallow = git(['rev-parse', '--is-shallow-repository'], cwd).trim() === 'true'
    output = git(['log', `--format=%x01%H%x00${FORMAT}%x00%B%x02`, '--name-status', '--relative', '--', ...paths], cwd)
    history.git = true
  } catch {
    return history
  }
  output.split('\x01').slice(1).forEach((entry, order) => {
    const [header, changes = ''] = entry.split('\x02')
    const [hash, date, author, email, message = ''] = header.split('\0')
    const marked = TYPOGRAPHY_MARKER.test(message)
    for (const line of changes.split('\n')) {
      const [status, ...names] = line.split('\t')
      const file = names.at(-1)
      if (!file) continue
      if (status.startsWith('R')) history.renames.push({ from: names[0], to: file, hash, date })
      const commit = { hash, date, author, email, order, meaningful: !marked && status !== 'R100' }
      if (!history.files.has(file)) history.files.set(file, [])
      history.files.get(file).push(commit)
    }
  })
  return history
}

/**
 * The last commit of every page file (content/ and versions/), by path relative to the working
 * directory with `/`, from `readHistory`. Empty without git or history.
 * @returns {Map<string, { date: string, author: string, email: string }>}
 */
export function commitHistory() {
  const last = new Map()
  for (const [file, [{ date, author, email }]] of readHistory().files) last.set(file, { date, author, email })
  return last
}

// A build asks for every page's last commit and every pair's freshness: one `git log` per process
// rather than one per page (a process each: 9 s of the real site's 56 s of static generation).
export const buildHistory = oncePerBuild(() => readHistory())

/**
 * Date and author of the last commit that touched a file, or null when git or the history is
 * missing (a tarball, a shallow clone without the file's commits): the page then shows no line.
 * A build reads them from the whole history at once; `next dev` asks git about the one file, so a
 * commit made while it runs shows at once.
 * @param {string} file path relative to the working directory (the repository root), or absolute
 * @returns {{ date: string, author: string, email: string } | null}
 */
export function lastCommit(file) {
  if (inBuild()) {
    const commit = buildHistory().files.get(path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/'))?.[0]
    return commit ? { date: commit.date, author: commit.author, email: commit.email } : null
  }
  try {
    return commitOf(git(['log', '-1', `--format=${FORMAT}`, '--', file]).trim())
  } catch {
    return null
  }
}

/**
 * The name "last updated … by" shows for a commit's author: from the site's `authors` map by e-mail,
 * else the docs team or nobody (`unknownAuthor`). Git's own author name is never shown: in a docs
 * repository it is as often a bot or a CI identity as a person.
 * @param {string} email
 * @param {import('../i18n/locales').Locale} locale
 * @param {{ authors?: Record<string, Record<string, string>>, unknownAuthor?: 'team' | 'none' }} [config]
 * @returns {string | null}
 */
export function authorName(email, locale, { authors = site.authors, unknownAuthor = site.unknownAuthor } = {}) {
  const known = Object.entries(authors).find(([address]) => address.toLowerCase() === email.trim().toLowerCase())
  if (known) return known[1][locale]
  return unknownAuthor === 'team' ? dictionaries[locale].site.docsTeam : null
}

/**
 * The "last updated" facts of a page in a locale: front matter `last_update: { date, author }` wins
 * over git, field by field.
 * @param {string} file
 * @param {{ date?: string | Date, author?: string } | undefined} override
 * @param {import('../i18n/locales').Locale} locale
 */
export function lastUpdate(file, override, locale) {
  const fromGit = override?.date && override?.author ? null : lastCommit(file)
  const date = override?.date ? new Date(override.date).toISOString() : fromGit?.date
  const author = override?.author ?? (fromGit ? authorName(fromGit.email, locale) : null)
  return date ? { date, author } : null
}
