// The reader's preferred version per documentation set, kept in localStorage:
//   preferred-version:docs, preferred-version:api → a version string such as "1.4".
// Absent means the current version: choosing the current version removes the key, so a reader
// who follows the current documentation keeps following it after the next release.
// A stored version that is not (or no longer) a published snapshot is ignored.
import { useSyncExternalStore } from 'react'
import { DOCS_SET_PATTERN, DOCS_SETS, preferredVersionKey, type DocsSet } from './sets.mjs'
import { versions } from './versions'

const CHANGE_EVENT = 'preferred-version-change'
/** A set's root at the end of a link, and a version segment before a set's root. */
const SET_ROOT = new RegExp(`/(${DOCS_SET_PATTERN})$`)
const VERSION_SEGMENT = new RegExp(`/versions/[^/]+(?=/(${DOCS_SET_PATTERN})(/|$))`)

const snapshotVersions = new Set(versions.filter((row) => row.status !== 'current').map((row) => row.version))

function read(set: DocsSet): string | null {
  try {
    const value = window.localStorage.getItem(preferredVersionKey(set))
    return value && snapshotVersions.has(value) ? value : null
  } catch {
    return null // storage disabled
  }
}

/** Remembers the reader's choice for a set: a snapshot's version, or `null` for the current version. */
export function setPreferredVersion(set: DocsSet, version: string | null) {
  try {
    if (version && snapshotVersions.has(version)) window.localStorage.setItem(preferredVersionKey(set), version)
    else window.localStorage.removeItem(preferredVersionKey(set))
  } catch {
    return
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

// One string per state keeps the snapshot stable between renders.
const clientSnapshot = () => DOCS_SETS.map((set) => read(set) ?? '').join('|')
const serverSnapshot = () => '|'

/**
 * The preferred versions (`null` = current). The server render and hydration see the current
 * version; the stored choice is applied right after hydration, so the markup always matches.
 */
export function usePreferredVersions(): Record<DocsSet, string | null> {
  const [docs, api] = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot).split('|')
  return { docs: docs || null, api: api || null }
}

/** `/docs` → `/versions/1.4/docs`, `/en/api` → `/en/versions/1.4/api`; unchanged for the current version. */
export const versionedHref = (href: string, version: string | null) =>
  version ? href.replace(SET_ROOT, `/versions/${version}/$1`) : href

/** A path without its version segment: `/en/versions/1.4/docs/client` → `/en/docs/client`. */
export const withoutVersion = (pathname: string) => pathname.replace(VERSION_SEGMENT, '')
