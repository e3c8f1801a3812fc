import type { readFrontMatter } from './routes.mjs'

export type Locale = 'ru' | 'en'
export type ManifestOptions = { contentDir?: string; versionsDir?: string | null }

export declare class ContentPage {
  readonly file: string
  readonly locale: Locale
  readonly route: string | null
  readonly version: string | null
  readonly set: 'docs' | 'api' | 'blog' | null
  readonly translated: boolean
  readonly source: string
  readonly text: string
  readonly variableErrors: { name: string; line: number; column: number }[]
  readonly frontMatter: ReturnType<typeof readFrontMatter>
  readonly unlisted: boolean
  readonly lastUpdate: { date: string; author: string | null } | null
}
export type RoutedPage = ContentPage & { readonly route: string }

export declare function contentManifest(options?: ManifestOptions): readonly ContentPage[]
export declare function pagesOf(locale: Locale, version?: string | null, options?: ManifestOptions): RoutedPage[]
export declare function routesOf(locale: Locale, version?: string | null, options?: ManifestOptions): string[]
