import type { History, FileCommit } from './git-info.d.mts'

type Locale = 'ru' | 'en'
type Pair = { route: string; version: string | null; set: 'docs' | 'api'; files: Partial<Record<Locale, string>> }
export type PairRow = Pair &
  (
    | { state: 'in-step' | 'unknown' }
    | { state: 'behind'; locale: Locale; since: string; count: number; aheadDate: string }
    | { state: 'missing'; missing: Locale }
  )
export type Status = { rows: PairRow[]; errors: string[]; shallow: boolean; git: boolean }
export function pairState(commits: Record<Locale, FileCommit[]>): { state: 'in-step' } | { state: 'behind'; locale: Locale; since: string; count: number; aheadDate: string }
export function twinFile(file: string): string | null
export function translationStatus(options?: { pages?: readonly unknown[]; history?: History; root?: string }): Status
export function behindOf(locale: Locale, route: string): { ahead: Locale; route: string; aheadDate: string; since: string; count: number } | null
export function buildStatus(): Status
