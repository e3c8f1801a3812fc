export class ChangesError extends Error {}
export function publishedOrder(versionsDir?: string): { version: string; current: boolean }[]
export function versionPairs(versionsDir?: string): { version: string; previous: string }[]
export function pairOf(version: string, versionsDir?: string): { version: string; previous: string; current: boolean }
export function changesFor(version: string, versionsDir?: string): { version: string; previous: string } | null
export function changesRoute(version: string): string
