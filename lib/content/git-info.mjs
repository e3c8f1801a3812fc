import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { site } from '../../site.config.mjs'
import { inBuild, oncePerBuild } from './once-per-build.mjs'

const FORMAT = '%aI%x00%an%x00%ae'
const git = (args) => execFileSync('git', ['-c', 'core.quotepath=off', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 30 })
const commitOf = (line) => {
  const [date, author, email] = line.split('\0')
  return date && author ? { date, author, email: email ?? '' } : null
}

/**
 * The last commit of every file under the working directory, from one `git log` of the whole
 * history (newest first, so a file's first mention is its last commit), by path relative to the
 * working directory with `/`. Empty without git or history.
 * @returns {Map<string, { date: string, author: string, email: string }>}
 */
export function commitHistory() {
  const last = new Map()
  let output = ''
  try {
    output = git(['log', `--format=%x01${FORMAT}`, '--name-only', '--relative'])
  } catch {
    return last
  }
  for (const entry of output.split('\x01').slice(1)) {
    const [header, ...files] = entry.split('\n')
    const commit = commitOf(header)
    for (const file of files) if (commit && file && !last.has(file)) last.set(file, commit)
  }
  return last
}

// A build asks for every page's last commit: one `git log` per process rather than one per page
// (a process each: 9 s of the real site's 56 s of static generation).
const buildHistory = oncePerBuild(commitHistory)

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
    return buildHistory().get(path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/')) ?? null
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
