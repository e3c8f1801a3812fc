import type { ApiChange } from './api-diff.mjs'

type Route = string
export type SectionChanges = { added: string[]; removed: string[]; rewritten: string[]; intro: boolean; frontMatter: boolean }
export type PageChanges = { added: { after: Route }[]; removed: { before: Route }[]; changed: { before: Route; after: Route; sections: SectionChanges }[] }
export type VersionChanges = {
  version: string
  previous: string
  current: boolean
  previousCurrent: boolean
  api: ApiChange[] | null
  withoutDocument: string | null
  pages: Record<'ru' | 'en', PageChanges>
}
export function documentFileOf(version: string, versionsDir?: string): string
export function sectionChanges(before: string, after: string): SectionChanges
export function pageChanges(locale: 'ru' | 'en', pair: { version: string; previous: string; current: boolean; previousCurrent: boolean }, pages?: readonly unknown[]): PageChanges
export function versionChanges(version: string, options?: { versionsDir?: string; pages?: readonly unknown[] }): Promise<VersionChanges>
