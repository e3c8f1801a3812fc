import type { Locale } from '../i18n/locales'

export type Commit = { date: string; author: string; email: string }
export function commitHistory(): Map<string, Commit>
export function lastCommit(file: string): Commit | null
export function authorName(email: string, locale: Locale, config?: { authors?: Record<string, Record<string, string>>; unknownAuthor?: 'team' | 'none' }): string | null
export function lastUpdate(file: string, override: { date?: string | Date; author?: string } | undefined, locale: Locale): { date: string; author: string | null } | null
