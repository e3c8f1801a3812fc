export declare const manifest: { pages: string[]; blog: string[]; api: string[]; docs: string[] }
export declare const specRoutes: string[]
export declare const documentedExtras: RegExp[]
export declare const locales: ('ru' | 'en')[]
export declare function localizeRoute(locale: 'ru' | 'en', route: string): string
