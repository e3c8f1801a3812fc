import { execFileSync } from 'node:child_process'

/**
 * Date and author of the last commit that touched a file, or null when git or the history is
 * missing (a tarball, a shallow clone without the file's commits): the page then shows no line.
 * @param {string} file path relative to the repository root
 * @returns {{ date: string, author: string } | null}
 */
export function lastCommit(file) {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%aI%x00%an', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    const [date, author] = out.split('\0')
    return date && author ? { date, author } : null
  } catch {
    return null
  }
}

/**
 * The "last updated" facts of a page: front matter `last_update: { date, author }` wins over git,
 * field by field.
 * @param {string} file
 * @param {{ date?: string | Date, author?: string } | undefined} override
 */
export function lastUpdate(file, override) {
  const fromGit = override?.date && override?.author ? null : lastCommit(file)
  const date = override?.date ? new Date(override.date).toISOString() : fromGit?.date
  const author = override?.author ?? fromGit?.author
  return date ? { date, author: author ?? null } : null
}
