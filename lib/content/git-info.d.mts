import type { Locale } from '../i18n/locales'

export function lastCommit(file: string): { date: string; author: string; email: string } | null
export function authorName(email: string, locale: Locale, config?: { authors?: Record<string, Record<string, string>>; unknownAuthor?: 'team' | 'none' }): string | null
export function lastUpdate(file: string, override: { date?: string | Date; author?: string } | undefined, locale: Locale): { date: string; author: string | null } | null
