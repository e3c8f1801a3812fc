export function lastCommit(file: string): { date: string; author: string } | null
export function lastUpdate(file: string, override?: { date?: string | Date; author?: string }): { date: string; author: string | null } | null
