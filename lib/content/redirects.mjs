// Addresses that last: every old path of the site that answers with a redirect, from one list that
// writers edit (content/redirects.txt) and from what the site derives itself:
//   - a page renamed in git history (`git mv content/docs/a.mdx content/docs/b.mdx`: /docs/a → /docs/b);
//   - a page that left the current docs (a snapshot has /versions/<v>/docs/x, content/ has no /docs/x):
//     /docs/x → the newest snapshot that still has it.
// The list wins over a rename, a rename over a snapshot. A derived redirect that ends on another
// redirect is followed to its end (a page renamed twice, a renamed page that later left); one that
// ends nowhere is dropped. The list's own mistakes stop the build with its file and line
// (`redirectErrors`, run by the content check): an unreadable line, an old path given twice, a
// target that is no page, a target that redirects again (a chain) or back (a loop), an old path that
// is a live page.
//
// One source, many readers: scripts/postbuild.mjs writes the HTML page at each old path (for hosts
// without redirects), out/_redirects (read by `npm start`, scripts/serve.mjs) and deploy/redirects.conf
// (nginx's 301s, deploy/redirects.mjs); the content check reports links to an old path.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { site } from '../../site.config.mjs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { fill } from '../i18n/fill.mjs'
import { defaultLocale, locales, localize } from '../i18n/localize.mjs'
import { snapshotVersions, VERSIONS_DIR } from '../versions/snapshots.mjs'
import { appRoutesOf } from './app-routes.mjs'
import { readHistory } from './git-info.mjs'
import { contentManifest } from './manifest.mjs'
import { CONTENT_DIR, routeOfContentFile } from './routes.mjs'

/** The list writers edit, in the content folder: content/redirects.txt. */
export const REDIRECTS_FILE = 'redirects.txt'

/**
 * @typedef {{ from: string, to: string, locale: 'ru' | 'en', kind: 'listed' | 'renamed' | 'left', where: string, version?: string }} Redirect
 *   `from`, `to`: localized URL paths (`/en/docs/a`); `where`: the list's `file:line`, the rename's
 *   commit or the snapshot; `version`: the snapshot a page that left the current docs went to.
 */

/** The locale a path names with its prefix (`/en/…` → en), or null for a path without one (both locales). */
const prefixLocale = (urlPath) => locales.find((other) => other !== defaultLocale && (urlPath === `/${other}` || urlPath.startsWith(`/${other}/`))) ?? null

/**
 * The list's entries: one a line, `old-path new-path`, `#` starts a comment. A path without a locale
 * prefix names both locales (`/docs/a /docs/b` is also `/en/docs/a → /en/docs/b`); a path under
 * `/en/` names that locale only, and its target must be in the same locale.
 * @returns {{ entries: Redirect[], errors: string[] }}
 */
export function parseRedirectList(text, file = `content/${REDIRECTS_FILE}`) {
  const entries = []
  const errors = []
  text.split('\n').forEach((raw, index) => {
    const at = `${file}:${index + 1}`
    const line = raw.replace(/#.*/, '').trim()
    if (!line) return
    const words = line.split(/\s+/).filter((word) => word !== '->' && word !== '→')
    const clean = (word) => word.replace(/\/+$/, '') || '/'
    if (words.length !== 2 || !words.every((word) => /^\/[^\s?#]*$/.test(word))) {
      errors.push(`${at} a redirect is "old-path new-path", two site paths starting with /: ${JSON.stringify(raw.trim())}`)
      return
    }
    const [from, to] = words.map(clean)
    const fromLocale = prefixLocale(from)
    if (fromLocale !== prefixLocale(to)) {
      errors.push(`${at} ${from} and ${to} are in different languages: a redirect keeps the reader's language`)
      return
    }
    if (fromLocale) entries.push({ from, to, locale: fromLocale, kind: 'listed', where: at })
    else for (const locale of locales) entries.push({ from: localize(locale, from), to: localize(locale, to), locale, kind: 'listed', where: at })
  })
  return { entries, errors }
}

/** Every localized path a page of the site answers at: the manifest's pages and the app's own routes. */
export function livePaths(pages) {
  const paths = new Set()
  for (const locale of locales) {
    const { listed, unlisted } = appRoutesOf(pages.filter((page) => page.locale === locale))
    for (const route of [...listed, ...unlisted]) paths.add(localize(locale, route))
  }
  for (const { locale, route } of pages) if (route) paths.add(localize(locale, route))
  return paths
}

/**
 * Renames of current pages in git history (content/…mdx → content/…mdx, same locale), oldest first,
 * as redirects; `shallow` when the clone's history is cut (it then derives only the renames it has).
 */
export function gitRenames({ root = process.cwd(), contentDir = CONTENT_DIR, history = readHistory({ cwd: root, paths: [path.relative(root, contentDir) || '.'] }) } = {}) {
  const prefix = `${path.relative(root, contentDir).split(path.sep).join('/')}/`
  const routeOf = (file) => {
    if (!file.startsWith(prefix) || !/\.mdx?$/.test(file)) return null
    const inContent = file.slice(prefix.length)
    // In the content folder, a locale other than the default has a folder of its name (content/en/).
    const locale = locales.find((other) => other !== defaultLocale && inContent.startsWith(`${other}/`)) ?? defaultLocale
    const rel = locale === defaultLocale ? inContent : inContent.slice(locale.length + 1)
    if (rel.startsWith('versions/')) return null
    const route = routeOfContentFile(rel)
    return route ? { locale, path: localize(locale, route) } : null
  }
  const redirects = []
  for (const { from, to, hash } of [...history.renames].reverse()) {
    const [a, b] = [routeOf(from), routeOf(to)]
    if (!a || !b || a.locale !== b.locale || a.path === b.path) continue
    redirects.push({ from: a.path, to: b.path, locale: a.locale, kind: 'renamed', where: `git ${hash.slice(0, 7)} (${from} → ${to})` })
  }
  return { redirects, shallow: history.shallow, git: history.git }
}

/** Pages of a snapshot whose current address has no page: the current path → the newest snapshot that has it. */
export function leftPages(pages, live, versionsDir = VERSIONS_DIR) {
  const order = versionsDir && existsSync(path.join(versionsDir, 'versions.json')) ? snapshotVersions(versionsDir) : []
  const redirects = new Map()
  for (const version of order) {
    for (const page of pages) {
      if (page.version !== version || !page.route) continue
      const from = localize(page.locale, page.route.slice(`/versions/${version}`.length) || '/')
      if (live.has(from) || redirects.has(from)) continue
      redirects.set(from, { from, to: localize(page.locale, page.route), locale: page.locale, kind: 'left', where: `versions/${version}`, version })
    }
  }
  return [...redirects.values()]
}

/**
 * Every redirect of the site, checked. `errors` are the list's mistakes (`file:line message`);
 * `notes` say what was not derived and why (a shallow clone derives fewer renames; a derived
 * redirect that leads to no page is dropped).
 * @param {{ root?: string, contentDir?: string, versionsDir?: string | null, listFile?: string, pages?: readonly any[], renames?: ReturnType<typeof gitRenames> }} [options]
 * @returns {{ redirects: Redirect[], errors: string[], notes: string[], live: Set<string> }}
 */
export function siteRedirects({
  root = process.cwd(),
  contentDir = CONTENT_DIR,
  versionsDir = VERSIONS_DIR,
  listFile = path.join(contentDir, REDIRECTS_FILE),
  pages = contentManifest({ contentDir, versionsDir }),
  renames = gitRenames({ root, contentDir }),
} = {}) {
  const live = livePaths(pages)
  const rel = path.relative(root, listFile).split(path.sep).join('/')
  const list = existsSync(listFile) ? parseRedirectList(readFileSync(listFile, 'utf8'), rel) : { entries: [], errors: [] }
  const errors = [...list.errors]
  const notes = []
  // Without git (a tarball) there is no history to read, and nothing to say: as for the pages' dates.
  if (renames.shallow) notes.push('redirects: a shallow clone: only the renames in its history are derived (git fetch --unshallow for all of them)')

  // The list: one entry per old path; an old path that is a live page would hide that page.
  const listed = new Map()
  for (const entry of list.entries) {
    if (listed.has(entry.from)) errors.push(`${entry.where} ${entry.from} is redirected twice (also ${listed.get(entry.from).where})`)
    else if (live.has(entry.from)) errors.push(`${entry.where} ${entry.from} is a live page: remove the redirect, or the page (git mv it)`)
    else listed.set(entry.from, entry)
  }
  // Derived: a rename (newest last) overrides a snapshot, the list both.
  const derived = new Map()
  for (const entry of [...leftPages(pages, live, versionsDir), ...renames.redirects]) {
    if (!live.has(entry.from) && !listed.has(entry.from)) derived.set(entry.from, entry)
  }
  const all = (from) => listed.get(from) ?? derived.get(from)
  // A derived redirect followed to its end through the others; null when it ends on no page or loops.
  const end = (entry) => {
    const seen = new Set([entry.from])
    let to = entry.to
    let last = entry
    while (!live.has(to)) {
      const next = all(to)
      if (!next || seen.has(to)) return null
      seen.add(to)
      last = next
      to = next.to
    }
    return { to, version: last.kind === 'left' ? last.version : entry.version }
  }
  const redirects = []
  for (const entry of listed.values()) {
    if (live.has(entry.to)) {
      redirects.push(entry)
      continue
    }
    const next = all(entry.to)
    if (!next) {
      errors.push(`${entry.where} ${entry.from} → ${entry.to}: no page has that path`)
      continue
    }
    // Where the target leads: a loop comes back to a path it passed.
    const chain = [entry.from, entry.to]
    for (let step = all(entry.to); step && !chain.includes(step.to); step = all(step.to)) chain.push(step.to)
    const back = all(chain.at(-1))
    if (back && chain.includes(back.to)) errors.push(`${entry.where} ${entry.from} → ${entry.to}: a loop (${[...chain, back.to].join(' → ')})`)
    else {
      const target = live.has(chain.at(-1)) ? `: redirect to ${chain.at(-1)} itself` : ''
      errors.push(`${entry.where} ${entry.from} → ${entry.to}: a chain, ${entry.to} redirects again (${next.where})${target}`)
    }
  }
  for (const entry of derived.values()) {
    const target = end(entry)
    if (target) redirects.push({ ...entry, to: target.to, ...(target.version ? { version: target.version } : {}) })
    else notes.push(`redirects: ${entry.from} (${entry.where}) leads to no page: not redirected`)
  }
  redirects.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
  return { redirects, errors, notes, live }
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The page a static host serves at an old path: it sends the reader on with `<meta http-equiv="refresh">`
 * (no script: it works with JavaScript off), names the new address as canonical, asks not to be
 * indexed and shows the link, in the old path's language; a page that left the current docs says
 * which version keeps it.
 * @param {Redirect} redirect
 */
export function redirectPage(redirect, siteUrl = site.url) {
  const words = dictionaries[redirect.locale].redirect
  const to = escape(redirect.to)
  const notice = redirect.kind === 'left' && redirect.version ? `<p>${escape(fill(words.leftCurrent, { version: redirect.version }))}</p>` : ''
  return `<!DOCTYPE html>
<html lang="${redirect.locale}">
<head>
<meta charset="utf-8">
<title>${escape(words.title)} | ${escape(dictionaries[redirect.locale].site.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(siteUrl.replace(/\/+$/, ''))}${to}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<main>
<h1>${escape(words.title)}</h1>
<p>${escape(words.movedTo)} <a href="${to}">${to}</a></p>
${notice}</main>
</body>
</html>
`
}

/** The file of the export that serves an old path: /docs/a → docs/a.html, / → index.html. */
export const redirectFile = (from) => (from === '/' ? 'index.html' : `${from.slice(1)}.html`)

/**
 * The old addresses a redirect answers: the path, the same with a trailing slash, and the Markdown
 * twin's (`<page>.md` → the target's twin). `[from, to]` pairs.
 * @param {Redirect} redirect
 */
export const redirectAddresses = ({ from, to }) => [
  [from, to],
  [`${from}/`, to],
  [`${from}.md`, `${to}.md`],
]

/** out/_redirects: one `old new 301` a line (the format Netlify and Cloudflare Pages read; `npm start` reads it too). */
export const redirectsFileText = (redirects) =>
  `# Generated by scripts/postbuild.mjs from content/${REDIRECTS_FILE} and what the site derives (lib/content/redirects.mjs)\n` +
  redirects.flatMap((redirect) => redirectAddresses(redirect).map(([from, to]) => `${from} ${to} 301\n`)).join('')

/** The `_redirects` text read back: old path → new path. */
export function readRedirectsFile(text) {
  const map = new Map()
  for (const line of text.split('\n')) {
    const [from, to, status] = line.replace(/#.*/, '').trim().split(/\s+/)
    if (from && to && status === '301') map.set(from, to)
  }
  return map
}
