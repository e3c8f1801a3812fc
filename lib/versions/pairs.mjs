// The pairs of consecutive published versions that "What changed in 1.5 since 1.4" compares
// (lib/versions/changes.mjs): the snapshots of versions/ and the current content, by number. A
// version cut (`npm run version:cut`) adds a snapshot, and with it the pair of the next build.
import { compareVersions } from './cut.mjs'
import { snapshotVersions, versionRows, VERSIONS_DIR } from './snapshots.mjs'

/** A request that cannot be answered: the message names the version or the file. */
export class ChangesError extends Error {
  name = 'ChangesError'
}

/** The published versions, oldest first: every snapshot, and the current version (the live content). */
export function publishedOrder(versionsDir = VERSIONS_DIR) {
  const snapshots = new Set(snapshotVersions(versionsDir))
  return versionRows(versionsDir)
    .filter((row) => row.status === 'current' || snapshots.has(row.version))
    .map((row) => ({ version: row.version, current: row.status === 'current' }))
    .sort((a, b) => compareVersions(a.version, b.version))
}

/** Each version that has an earlier published one, with it: `[{ version: '1.5', previous: '1.4' }]`. */
export function versionPairs(versionsDir = VERSIONS_DIR) {
  const order = publishedOrder(versionsDir)
  return order.slice(1).map((entry, index) => ({ version: entry.version, previous: order[index].version }))
}

/** The pair of `version`, or a ChangesError saying why there is none. */
export function pairOf(version, versionsDir = VERSIONS_DIR) {
  const order = publishedOrder(versionsDir)
  const index = order.findIndex((entry) => entry.version === version)
  if (index < 0) throw new ChangesError(`version ${version} is not published: versions/versions.json has no such row with a snapshot in versions/${version}/ (or status current)`)
  if (index === 0) throw new ChangesError(`version ${version} has no previous version to compare with: no older version in versions/versions.json has a snapshot in versions/`)
  return { version, previous: order[index - 1].version, current: order[index].current, previousCurrent: order[index - 1].current }
}

/**
 * The changes a snapshot's pages link to: those of the next version since this one (what an
 * upgrade brings), or, for the newest version, its own since the previous one; null without either.
 */
export function changesFor(version, versionsDir = VERSIONS_DIR) {
  const pairs = versionPairs(versionsDir)
  return pairs.find((pair) => pair.previous === version) ?? pairs.find((pair) => pair.version === version) ?? null
}

/** The route of the changes in `version` since the previous one, locale-free. */
export const changesRoute = (version) => `/versions/changes/${version}`
