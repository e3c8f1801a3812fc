/**
 * Which documents a query may return: the page's language plus the docs tags
 * (`<set>-<version>`: `docs-current`, `api-1.4`; blog and plain pages: `default`).
 *
 * On a page of a docs set its own version wins (`docs-1.4` page → `docs-1.4` hits); for the other
 * set, and on pages outside both sets, the reader's preferred version stored by the version
 * switcher in localStorage (`preferred-version:docs` = "1.4"; absent → the current version).
 */

import { DOCS_SET_PATTERN, DOCS_SETS, preferredVersionKey, type DocsSet } from '../versions/sets.mjs'

export type PreferredVersions = Partial<Record<DocsSet, string | null>>

export const DEFAULT_TAG = 'default'

const DOCS_TAG = new RegExp(`^(${DOCS_SET_PATTERN})-(current|\\d+\\.\\d+(?:\\.\\d+)?)$`)

/** `docs-current` → { set: 'docs', version: 'current' }; anything else → null. */
export function parseDocsTag(tag: string | null | undefined): { set: DocsSet; version: string } | null {
  const match = DOCS_TAG.exec(tag?.trim() ?? '')
  return match ? { set: match[1] as DocsSet, version: match[2] } : null
}

/**
 * A stored version as a tag suffix: "1.4" stays "1.4"; empty, "current", the current release's
 * own "major.minor" (or full version) and anything malformed mean "current".
 */
export function normalizeVersion(value: string | null | undefined, currentVersion: string): string {
  const v = value?.trim() ?? ''
  if (!/^\d+\.\d+(?:\.\d+)?$/.test(v)) return 'current'
  const majorMinor = (s: string) => s.split('.').slice(0, 2).join('.')
  return majorMinor(v) === majorMinor(currentVersion) ? 'current' : v
}

/** The docs tags a query searches, given the current page's tag and the stored preferences. */
export function searchDocsTags(pageTag: string | null | undefined, preferred: PreferredVersions, currentVersion: string): string[] {
  const own = parseDocsTag(pageTag)
  const tags = DOCS_SETS.map((set) => {
    const version = own?.set === set ? normalizeVersion(own.version, currentVersion) : normalizeVersion(preferred[set], currentVersion)
    return `${set}-${version}`
  })
  return [DEFAULT_TAG, ...tags]
}

/** Reads the stored preferred versions; storage may be missing or throw (privacy modes). */
export function readPreferredVersions(storage: Pick<Storage, 'getItem'> | null | undefined): PreferredVersions {
  const read = (set: DocsSet) => {
    try {
      return storage?.getItem(preferredVersionKey(set)) ?? null
    } catch {
      return null
    }
  }
  return { docs: read('docs'), api: read('api') }
}

/** Pagefind filters: exact language, any of the tags. */
export const pagefindFilters = (language: string, tags: string[]) => ({ language, docs_tag: { any: tags } })

/** Algolia facet filters: AND of the language and an OR-group of the tags. */
export const algoliaFacetFilters = (language: string, tags: string[]) => [`language:${language}`, tags.map((tag) => `docs_tag:${tag}`)]
