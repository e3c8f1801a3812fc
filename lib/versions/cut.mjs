// `npm run version:cut -- <version>`: freezes the current docs and API content of both locales
// into versions/<version>/ and adds the version's row to versions/versions.json.
// The logic lives here so that tests can run it on a temporary copy of the project.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DOCS_SET_PATTERN } from './sets.mjs'
import { filesUnder } from '../content/files-under.mjs'
import { parsePage, proseRangesOf } from '../page/parse.mjs'

/** A documentation version is MAJOR.MINOR, without leading zeros: 1.4, 2.0, 1.10. */
export const VERSION_RE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)$/
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
export const SNAPSHOT_STATUSES = ['lts', 'unmaintained', 'unreleased']

/** The snapshot's folders and where each one comes from in content/ (Russian at the root, English under en/). */
export const SNAPSHOT_SETS = [
  { from: 'docs', to: 'docs', locale: 'ru', set: 'docs' },
  { from: 'api', to: 'api', locale: 'ru', set: 'api' },
  { from: 'en/docs', to: 'en/docs', locale: 'en', set: 'docs' },
  { from: 'en/api', to: 'en/api', locale: 'en', set: 'api' },
]

/** A refusal: the message says what is wrong; nothing has been written. */
export class CutError extends Error {
  name = 'CutError'
}

/** Compares two MAJOR.MINOR versions numerically (for newest-first ordering). */
export function compareVersions(a, b) {
  const [aMajor, aMinor] = a.split('.').map(Number)
  const [bMajor, bMinor] = b.split('.').map(Number)
  return aMajor - bMajor || aMinor - bMinor
}

/** YYYY-MM-DD of a date, in UTC. */
export const isoDate = (date) => date.toISOString().slice(0, 10)

/** The same calendar day `years` later (29 February becomes 28 February). */
export function addYears(date, years) {
  const [y, m, d] = date.split('-').map(Number)
  const result = new Date(Date.UTC(y + years, m - 1, d))
  if (result.getUTCMonth() !== m - 1) result.setUTCDate(0)
  return isoDate(result)
}

const isValidDate = (value) => DATE_RE.test(value) && isoDate(new Date(`${value}T00:00:00Z`)) === value

/**
 * Rewrites the internal links of an MDX page to the snapshot: `](/docs/x)` → `](/versions/1.4/docs/x)`,
 * `](/en/api)` → `](/en/versions/1.4/api)`, and the same in `href="…"`. Links to the blog, the
 * versions page or images stay as they are; code (blocks, inline code, expressions: the prose
 * ranges of the page's parse, lib/page/parse.mjs) is left untouched.
 */
export function versionLinks(source, version, file = 'page') {
  const link = new RegExp(`(\\]\\(|href=["'])(/en)?/(${DOCS_SET_PATTERN})(?=[/#?)"']|$)`, 'gm')
  let at = 0
  let result = ''
  for (const [start, end] of proseRangesOf(parsePage(source, file), source)) {
    result += source.slice(at, start) + source.slice(start, end).replace(link, `$1$2/versions/${version}/$3`)
    at = end
  }
  return result + source.slice(at)
}

/**
 * Relative imports that leave the copied folder (`_meta.ts` importing `../../../site.config.mjs`)
 * would break at the snapshot's deeper path; they become `@/…` imports from the project root
 * (tsconfig's `paths`), which resolve from any depth.
 */
export function rootImports(source, file, setDir, root) {
  return source.replace(/(\bfrom\s+|\bimport\s+|import\()(['"])(\.\.?\/[^'"]+)\2/g, (match, lead, quote, specifier) => {
    const target = path.resolve(path.dirname(file), specifier)
    if (target === setDir || target.startsWith(`${setDir}${path.sep}`)) return match
    return `${lead}${quote}@/${path.relative(root, target).split(path.sep).join('/')}${quote}`
  })
}

/** Reads versions.json, or fails with a message that names the file. */
export function readVersions(versionsFile) {
  try {
    const rows = JSON.parse(readFileSync(versionsFile, 'utf8'))
    if (!Array.isArray(rows)) throw new Error('not a list of rows')
    return rows
  } catch (error) {
    throw new CutError(`cannot read ${versionsFile}: ${error.message}`)
  }
}

/** The row the cut adds to versions.json, after every option is checked. */
export function versionRow({ version, today, releaseDate, endOfLife, latestPatch, status = 'lts' }) {
  const date = releaseDate ?? today
  if (!isValidDate(date)) throw new CutError(`release date "${date}" is not a date (YYYY-MM-DD)`)
  if (!SNAPSHOT_STATUSES.includes(status)) throw new CutError(`status "${status}" is not one of ${SNAPSHOT_STATUSES.join(', ')} (the current version is the live content, not a snapshot)`)
  const patch = latestPatch ?? `${version}.0`
  if (!new RegExp(`^${version.replace('.', '\\.')}\\.(0|[1-9]\\d*)$`).test(patch)) throw new CutError(`latest patch "${patch}" must look like ${version}.N`)
  const eol = endOfLife ?? addYears(date, 2)
  if (!isValidDate(eol)) throw new CutError(`end-of-life date "${eol}" is not a date (YYYY-MM-DD)`)
  if (eol <= date) throw new CutError(`end-of-life date ${eol} must be after the release date ${date}`)
  return { version, latestPatch: patch, status, releaseDate: date, endOfLife: eol }
}

/**
 * Cuts `version` from the content under `root`. Refuses (throws CutError, writes nothing) a
 * malformed version, a version that versions.json or versions/ already has, and bad options.
 * Returns the new row and the number of files written.
 */
export function cutVersion({ root = process.cwd(), version, today = isoDate(new Date()), ...options }) {
  if (typeof version !== 'string' || !VERSION_RE.test(version)) {
    throw new CutError(`"${version ?? ''}" is not a version: use MAJOR.MINOR, for example 1.6`)
  }
  const contentDir = path.join(root, 'content')
  const versionsDir = path.join(root, 'versions')
  const versionsFile = path.join(versionsDir, 'versions.json')
  const rows = readVersions(versionsFile)
  const existing = rows.find((row) => row.version === version)
  if (existing) throw new CutError(`version ${version} already exists in versions/versions.json (status ${existing.status}); choose another version`)
  const target = path.join(versionsDir, version)
  if (existsSync(target)) throw new CutError(`versions/${version}/ already exists; remove it or choose another version`)
  for (const { from } of SNAPSHOT_SETS) {
    if (!existsSync(path.join(contentDir, from))) throw new CutError(`content/${from}/ is missing: nothing to snapshot`)
  }
  const row = versionRow({ version, today, ...options })

  // Everything is written into a temporary folder first and moved into place at the end, so a
  // failure half-way leaves no partial snapshot behind.
  const staging = path.join(versionsDir, `.cut-${version}-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  let files = 0
  try {
    for (const { from, to } of SNAPSHOT_SETS) {
      for (const file of filesUnder(path.join(contentDir, from))) {
        const source = path.join(contentDir, from, file)
        const destination = path.join(staging, to, file)
        mkdirSync(path.dirname(destination), { recursive: true })
        const setDir = path.join(contentDir, from)
        if (/\.mdx?$/.test(file)) writeFileSync(destination, rootImports(versionLinks(readFileSync(source, 'utf8'), version, path.relative(root, source)), source, setDir, root))
        else if (/\.[cm]?[jt]sx?$/.test(file)) writeFileSync(destination, rootImports(readFileSync(source, 'utf8'), source, setDir, root))
        else cpSync(source, destination)
        files += 1
      }
    }
    // The REST reference of the snapshot's pages is rendered from the API as it is now, frozen with
    // them; so is the mlp client's (openapi/mlp.yaml, lib/cli/remark-cli.mjs).
    for (const file of ['openapi.yaml', 'ru.yaml', 'mlp.yaml']) {
      const source = path.join(root, 'openapi', file)
      if (!existsSync(source)) continue
      mkdirSync(path.join(staging, 'openapi'), { recursive: true })
      cpSync(source, path.join(staging, 'openapi', file))
      files += 1
    }
    writeFileSync(
      path.join(staging, 'CHANGES.md'),
      `# ${version}\n\nSnapshot of the docs and API content cut on ${today} from the current documentation.\n` +
        'Note here, for writers and reviewers, how this version differs from the current one.\n',
    )
    renameSync(staging, target)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  }
  const next = [...rows, row].sort((a, b) => compareVersions(b.version, a.version))
  writeFileSync(versionsFile, `${JSON.stringify(next, null, 2)}\n`)
  return { row, files }
}

/** Parses `<version> [--date YYYY-MM-DD] [--eol YYYY-MM-DD] [--patch X.Y.Z] [--status lts|unmaintained|unreleased]`. */
export function parseCutArgs(argv) {
  const flags = { '--date': 'releaseDate', '--eol': 'endOfLife', '--patch': 'latestPatch', '--status': 'status' }
  const options = {}
  const positional = []
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]
    const [name, inline] = arg.split('=', 2)
    if (name in flags) {
      const value = inline ?? argv[++index]
      if (value === undefined) throw new CutError(`${name} needs a value`)
      options[flags[name]] = value
    } else if (arg.startsWith('--')) {
      throw new CutError(`unknown option ${arg} (known: ${Object.keys(flags).join(', ')})`)
    } else positional.push(arg)
  }
  if (positional.length !== 1) throw new CutError('usage: npm run version:cut -- <MAJOR.MINOR> [--date YYYY-MM-DD] [--eol YYYY-MM-DD] [--patch X.Y.Z] [--status lts|unmaintained|unreleased]')
  return { version: positional[0], ...options }
}
