export declare const tagLabels: Record<string, { ru: string; en: string }>
export declare const BLOG_TAGS: string[]
