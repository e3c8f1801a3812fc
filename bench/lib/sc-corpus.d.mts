import type { Highlighter, ThemeRegistration } from 'shiki'

export type LineKind = 'comment' | 'tag' | 'js' | 'button' | 'pattern-def' | 'module' | 'text' | 'blank'
export type ScLine = { kind: LineKind; text: string; tag?: string; argumentAt?: number }
export type Counts = { total: number; scoped: number }
export type Mode = 'light' | 'dark'
export type ScriptFigures = {
  tagLines: number
  tagLinesScoped: number
  scLines: number
  swallowed: number[]
  elements: Record<string, Counts>
  colours: Record<Mode, number>
  defaultShare: Record<Mode, { all: number; sc: number; chars: number }>
}
export type CorpusFigures = {
  scripts: number
  lines: number
  highlightMs: number
  coldMs: number
  tagLines: Counts
  swallowed: string[]
  elements: Record<string, Counts>
  colours: Record<Mode, { min: number; median: number }>
  defaultShare: Record<Mode, { all: number; sc: number; worst: number }>
  perScript: ({ file: string } & ScriptFigures)[]
}
export const corpusDir: string
export function corpus(dir?: string): { file: string; code: string }[]
export const siteThemes: Record<Mode, ThemeRegistration>
export function scHighlighter(): Promise<Highlighter>
export function classifyLines(code: string): ScLine[]
export function patternElements(line: string, from: number): { kind: string; start: number; end: number }[]
export function measureScript(highlighter: Highlighter, code: string): ScriptFigures
export function measureCorpus(scripts?: { file: string; code: string }[]): Promise<CorpusFigures>
export function formatFigures(figures: CorpusFigures): string[]
