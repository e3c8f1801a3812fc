// `next dev` only (lib/content/page-modules.ts): a page's module, compiled now by Node outside the bundler
// (lib/content/dev-page.mjs) and run with Nextra's `evaluate`. A compiled page's imports are dropped,
// so what the content may import is given here; each is bundled, so only those the content uses
// (all of `nextra/components` made the first page 102 s instead of ~40, bench/RESULTS.md).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { EvaluateResult } from 'nextra'
import type { MDXComponents } from 'nextra/mdx-components'
import { evaluate } from 'nextra/evaluate'
import { Callout } from 'nextra/components'
import { useMDXComponents as getNextraComponents } from '@/mdx-components'
import type { DevPage } from './page-modules'

const importable = { Callout }

export async function devPageModule({ file, hash }: DevPage['devPage']): Promise<EvaluateResult> {
  const compiler = pathToFileURL(path.join(process.cwd(), 'lib/content/dev-page.mjs')).href
  const { compilePage } = await import(/* webpackIgnore: true */ compiler)
  const components = { ...importable, ...getNextraComponents() } as MDXComponents
  return evaluate(await compilePage(file, hash, Object.keys(importable)), components) as EvaluateResult
}
