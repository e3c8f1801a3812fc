import type { Locale } from '../i18n/locales'

export type Commit = { date: string; author: string; email: string }
/** A commit of a file in the history: its place in the log (0 is the newest) and whether it counts for freshness. */
export type FileCommit = Commit & { hash: string; order: number; meaningful: boolean }
export type History = {
  /** Whether git answered at all (false in a tarball). */
  git: boolean
  shallow: boolean
  files: Map<string, FileCommit[]>
  renames: { from: string; to: string; hash: string; date: string }[]
}
export const TYPOGRAPHY_MARKER: RegExp
export function readHistory(options?: { cwd?: string; paths?: string[] }): History
export function buildHistory(): History
export function commitHistory(): Map<string, Commit>
export function lastCommit(file: string): Commit | null
export function authorName(email: string, locale: Locale, config?: { authors?: Record<string, Record<string, string>>; unknownAuthor?: 'team' | 'none' }): string | null
export function lastUpdate(file: string, override: { date?: string | Date; author?: string } | undefined, locale: Locale): { date: string; author: string | null } | null
