import rows from '@/versions/versions.json'

export type { DocsSet } from './sets.mjs'
export type VersionStatus = 'current' | 'lts' | 'unmaintained' | 'unreleased'
export type VersionRow = {
  version: string
  latestPatch: string
  status: VersionStatus
  releaseDate: string
  endOfLife: string | null
}

/** The documentation versions, newest first, from versions/versions.json. */
export const versions = rows as VersionRow[]
export const currentVersion = versions.find((row) => row.status === 'current')!
