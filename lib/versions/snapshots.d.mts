export declare const VERSIONS_DIR: string
export { DOCS_SETS } from './sets.mjs'
export type VersionRowData = { version: string; latestPatch: string; status: 'current' | 'lts' | 'unmaintained' | 'unreleased'; releaseDate: string; endOfLife: string | null }
export declare function versionRows(versionsDir?: string): VersionRowData[]
export declare function snapshotVersions(versionsDir?: string): string[]
export declare function snapshotSetDir(version: string, locale: 'ru' | 'en', set: 'docs' | 'api', versionsDir?: string): string
