// Server-side (build-time) routing of the documentation versions: which pages each version of a
// documentation set has, and where the switcher and the notices send a reader.
import { contentManifest, routesOf } from '../content/manifest.mjs'
import { localize, type Locale } from '../i18n/locales'
import { currentVersion, versions, type DocsSet, type VersionRow } from './versions'

export type { DocsSet }

/** The URL version segment of a row: none for the current version (it keeps /docs and /api). */
export const versionSegment = (row: VersionRow) => (row.status === 'current' ? undefined : row.version)

/** The locale-free root of a documentation set: `/docs`, `/versions/1.4/api`. */
export const setRoot = (set: DocsSet, version?: string) => (version ? `/versions/${version}/${set}` : `/${set}`)

/** A page's locale-free route from its set, version and path inside the set. */
export const setRoute = (set: DocsSet, version: string | undefined, mdxPath: string[] = []) => [setRoot(set, version), ...mdxPath].join('/')

/** The DocSearch facet of a documentation page: `docs-current`, `api-1.4`. */
export const docsTag = (set: DocsSet, version?: string) => `${set}-${version ?? 'current'}`

/** Locale-free routes of one documentation set in one version (the current one when no version is given). */
export function setRoutes(locale: Locale, set: DocsSet, version?: string): string[] {
  const root = setRoot(set, version)
  return routesOf(locale, version).filter((route) => route === root || route.startsWith(`${root}/`))
}

/** One set's `mdxPath` params of a `[set]/[[...mdxPath]]` route (components/docs/mdx-route.tsx adds `set`). */
export const setStaticParams = (locale: Locale, set: DocsSet, version?: string) =>
  setRoutes(locale, set, version).map((route) => ({ mdxPath: route.slice(setRoot(set, version).length).split('/').filter(Boolean) }))

/** Versions whose documentation is on the site: the current one and every snapshot, newest first. */
export function publishedVersions(pages = contentManifest()): VersionRow[] {
  const snapshots = new Set(pages.map((page) => page.version))
  return versions.filter((row) => row.status === 'current' || snapshots.has(row.version))
}

export type VersionTarget = { row: VersionRow; href: string; samePage: boolean; active: boolean }

/**
 * Where each published version sends a reader of this page: the same page in that version when
 * it exists, otherwise that version's first page of the set.
 */
export function versionTargets(locale: Locale, set: DocsSet, version: string | undefined, mdxPath: string[] = []): VersionTarget[] {
  // The manifest read once for all versions: `next dev` lists the content afresh at each reading.
  const pages = contentManifest()
  const routes = new Set(pages.flatMap((page) => (page.locale === locale && page.route ? [page.route] : [])))
  return publishedVersions(pages).map((row) => {
    const segment = versionSegment(row)
    const route = setRoute(set, segment, mdxPath)
    const samePage = routes.has(route)
    return { row, href: localize(locale, samePage ? route : setRoot(set, segment)), samePage, active: segment === version }
  })
}

/** The row of a version segment (`undefined` is the current version). */
export const rowOf = (version?: string): VersionRow => (version ? versions.find((row) => row.version === version) : undefined) ?? currentVersion
