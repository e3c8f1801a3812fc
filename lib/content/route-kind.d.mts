export function docsSetOf(route: string): { set: 'docs' | 'api'; version: string | null } | null
export function isPostRoute(route: string): boolean
export function isContentRoute(route: string): boolean
