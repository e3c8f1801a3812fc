// The content manifest: every page a writer's MDX file makes — the current content and each
// documentation snapshot under versions/, in both locales — with what the build asks of it: its
// route, locale, documentation set and version, whether the other locale has it, its text after
// `%variables%`, front matter, whether it is listed and its last update. What is read from the
// page's parse (its links, code blocks, checks, twin) is its analysis (lib/page/analyze.mjs).
// Every reader asks here: the content check, the sitemap, the search index's operation records, the
// Markdown twins and llms.txt, the docs routes' static params and the language and version switchers.
//
// The files are listed once per build (lib/content/once-per-build.mjs; `next dev` and the scripts
// list afresh). Each page's fields are read when first asked for and kept: a reader that wants the
// routes reads no page, and no page is read twice.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from '../i18n/localize.mjs'
import { DOCS_SETS, snapshotSetDir, snapshotVersions, VERSIONS_DIR } from '../versions/snapshots.mjs'
import { filesUnder } from './files-under.mjs'
import { lastUpdate } from './git-info.mjs'
import { oncePerBuild } from './once-per-build.mjs'
import { pageVariables } from './page-variables.mjs'
import { docsSetOf, isPostRoute } from './route-kind.mjs'
import { CONTENT_DIR, readFrontMatter, routeOfContentFile } from './routes.mjs'
import { substituteVariables } from './variables.mjs'

/** One page of the manifest. Its text and what is read from it are read on first use. */
class ContentPage {
  #source
  #substituted
  #frontMatter

  /**
   * @param {{ file: string, locale: 'ru' | 'en', route: string | null, version: string | null }} where
   *   route: locale-free (`/docs/client`, `/versions/1.4/api`), null for a post whose file name is malformed
   */
  constructor({ file, locale, route, version }) {
    this.file = file
    this.locale = locale
    this.route = route
    this.version = version
    /** `docs`, `api`, `blog` (posts) or null (a page of neither, e.g. at the content root). */
    this.set = route === null ? null : (docsSetOf(route)?.set ?? (isPostRoute(route) ? 'blog' : null))
    /** Whether the other locale has a page at the same route (set by the manifest once all are listed). */
    this.translated = false
  }

  /** The file as the writer wrote it. */
  get source() {
    return (this.#source ??= readFileSync(this.file, 'utf8'))
  }

  /** The text the build compiles: `%variables%` substituted; `variableErrors` lists the unknown ones. */
  get text() {
    return this.#substitution().text
  }

  get variableErrors() {
    return this.#substitution().errors
  }

  #substitution() {
    return (this.#substituted ??= substituteVariables(this.source, pageVariables))
  }

  /** Front matter of the text (after variables): `{ data, error, block }` (lib/content/routes.mjs `readFrontMatter`). */
  get frontMatter() {
    return (this.#frontMatter ??= readFrontMatter(this.text))
  }

  /** `unlisted: true` in the front matter: reachable by link, left out of sidebars, the sitemap and search. */
  get unlisted() {
    return this.frontMatter.data.unlisted === true
  }

  /** "Last updated" of the page: front matter `last_update` over the file's last commit; null without either. */
  get lastUpdate() {
    return lastUpdate(this.file, this.frontMatter.data.last_update, this.locale)
  }
}

const mdxFiles = (dir) => filesUnder(dir).filter((file) => /\.mdx?$/.test(file))

/** The current content of a locale: content/ (Russian, without en/) or content/en/; the copies of the snapshots in versions/ are skipped. */
function currentPages(locale, contentDir) {
  const root = locale === 'ru' ? contentDir : path.join(contentDir, locale)
  return mdxFiles(root)
    .filter((file) => (locale !== 'ru' || !file.startsWith(`en${path.sep}`)) && !file.startsWith(`versions${path.sep}`))
    .map((file) => new ContentPage({ file: path.join(root, file), locale, route: routeOfContentFile(file), version: null }))
}

/** Every page of every snapshot in a locale: versions/1.4/docs/client.mdx → /versions/1.4/docs/client. */
function snapshotPages(locale, versionsDir) {
  if (!existsSync(path.join(versionsDir, 'versions.json'))) return []
  return snapshotVersions(versionsDir).flatMap((version) =>
    DOCS_SETS.flatMap((set) => {
      const dir = snapshotSetDir(version, locale, set, versionsDir)
      if (!existsSync(dir)) return []
      return mdxFiles(dir).map(
        (file) => new ContentPage({ file: path.join(dir, file), locale, route: `/versions/${version}${routeOfContentFile(path.join(set, file))}`, version }),
      )
    }),
  )
}

const listed = oncePerBuild((contentDir, versionsDir) => {
  const pages = locales.flatMap((locale) => [...currentPages(locale, contentDir), ...(versionsDir ? snapshotPages(locale, versionsDir) : [])])
  const routes = Object.fromEntries(locales.map((locale) => [locale, new Set(pages.flatMap((page) => (page.locale === locale && page.route ? [page.route] : [])))]))
  for (const page of pages) page.translated = page.route !== null && locales.every((locale) => routes[locale].has(page.route))
  return pages
})

/**
 * Every page, both locales, in one order: per locale its current content, then its snapshots (none
 * when `versionsDir` is null). Pages whose file name makes no route (`route: null`) are included:
 * the content check reports them.
 * @param {{ contentDir?: string, versionsDir?: string | null }} [options]
 * @returns {readonly ContentPage[]}
 */
export const contentManifest = ({ contentDir = CONTENT_DIR, versionsDir = VERSIONS_DIR } = {}) => listed(contentDir, versionsDir)

/**
 * The pages with a route of one locale in one version: the current content (no version) or a snapshot.
 * @param {'ru' | 'en'} locale
 * @param {string | null} [version]
 * @param {{ contentDir?: string, versionsDir?: string | null }} [options]
 */
export const pagesOf = (locale, version = null, options) =>
  contentManifest(options).filter((page) => page.locale === locale && page.version === version && page.route !== null)

/** The locale-free routes of `pagesOf`. */
export const routesOf = (locale, version = null, options) => pagesOf(locale, version, options).map((page) => page.route)
