// The frozen documentation versions under versions/<version>/ (docs and API of both locales):
// versions/1.4/docs/client.mdx is /versions/1.4/docs/client in Russian, versions/1.4/en/docs/client.mdx
// /en/versions/1.4/docs/client in English; their pages are in the content manifest (lib/content/manifest.mjs).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Resolved from the working directory, like CONTENT_DIR: builds, scripts and tests run from the root.
export const VERSIONS_DIR = path.resolve(process.cwd(), 'versions')
export { DOCS_SETS } from './sets.mjs'

/** The rows of versions/versions.json, newest first. */
export const versionRows = (versionsDir = VERSIONS_DIR) => JSON.parse(readFileSync(path.join(versionsDir, 'versions.json'), 'utf8'))

/** Versions that have a snapshot folder (every row but the current one, which is the live content). */
export const snapshotVersions = (versionsDir = VERSIONS_DIR) =>
  versionRows(versionsDir)
    .filter((row) => row.status !== 'current' && existsSync(path.join(versionsDir, row.version)))
    .map((row) => row.version)

/** The folder of one documentation set of a snapshot in a locale: versions/1.4/docs, versions/1.4/en/api. */
export const snapshotSetDir = (version, locale, set, versionsDir = VERSIONS_DIR) =>
  path.join(versionsDir, version, ...(locale === 'ru' ? [] : [locale]), set)
