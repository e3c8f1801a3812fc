export class ChangesError extends Error {}
export function publishedOrder(versionsDir?: string): { version: string; current: boolean }[]
export function versionPairs(versionsDir?: string): { version: string; previous: string }[]
/** `current`, `previousCurrent`: whether that side is the live content (pages without a version). */
export function pairOf(version: string, versionsDir?: string): { version: string; previous: string; current: boolean; previousCurrent: boolean }
export function changesFor(version: string, versionsDir?: string): { version: string; previous: string } | null
export function changesRoute(version: string): string
