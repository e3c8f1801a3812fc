import { execFileSync } from 'node:child_process'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { site } from '../../site.config.mjs'

/**
 * Date and author of the last commit that touched a file, or null when git or the history is
 * missing (a tarball, a shallow clone without the file's commits): the page then shows no line.
 * @param {string} file path relative to the repository root
 * @returns {{ date: string, author: string, email: string } | null}
 */
export function lastCommit(file) {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%aI%x00%an%x00%ae', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    const [date, author, email] = out.split('\0')
    return date && author ? { date, author, email: email ?? '' } : null
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
