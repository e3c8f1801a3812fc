// Nextra reads pages only from content/. Before `next build` and `next dev`, each snapshot set is
// linked from versions/<version>/ into content/versions/<version>/ (Russian) and
// content/en/versions/<version>/ (English); both folders are generated and git-ignored. Links, not
// copies: webpack resolves them to the files in versions/, which git tracks, so Nextra finds each
// page's last commit instead of warning once per copied page, and an edit shows without a new sync.
import { mkdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { locales } from '../i18n/localize.mjs'
import { DOCS_SETS, snapshotSetDir, snapshotVersions } from './snapshots.mjs'

/** The generated folders of content/ that hold the snapshots, per locale. */
export const generatedDirs = (contentDir) => ({ ru: path.join(contentDir, 'versions'), en: path.join(contentDir, 'en', 'versions') })

/** Replaces the generated snapshot folders of content/ with fresh links; returns the versions linked. */
export function syncVersions({ contentDir, versionsDir }) {
  const dirs = generatedDirs(contentDir)
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true })
  const versions = snapshotVersions(versionsDir)
  for (const version of versions) {
    for (const locale of locales) {
      for (const set of DOCS_SETS) {
        const target = path.join(dirs[locale], version, set)
        mkdirSync(path.dirname(target), { recursive: true })
        symlinkSync(path.relative(path.dirname(target), snapshotSetDir(version, locale, set, versionsDir)), target, 'dir')
      }
    }
  }
  return versions
}

/**
 * The file a page was built from, relative to the project root: a generated copy of a snapshot
 * (`content/versions/1.4/docs/x.mdx`, `content/en/versions/1.4/api/y.mdx`) maps back to its source
 * (`versions/1.4/docs/x.mdx`, `versions/1.4/en/api/y.mdx`); other files are returned as they are.
 */
export function snapshotSource(filePath) {
  const match = /^content\/(?:(en)\/)?versions\/([^/]+)\/(.+)$/.exec(filePath.split(path.sep).join('/'))
  if (!match) return filePath
  const [, locale, version, rest] = match
  return ['versions', version, ...(locale ? [locale] : []), rest].join('/')
}
