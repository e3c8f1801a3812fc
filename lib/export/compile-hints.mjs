// The scripts every page runs at start-up are marked for eager compilation (run on the export by
// scripts/postbuild.mjs, after lib/export/scripts-after-paint.mjs).
//
// V8 compiles a function lazily, on its first call. Hydration calls most of React's, Next's and
// the page's functions at once, so without a hint about two thirds of the start-up task was
// parsing and compiling on the main thread (V8.ParseFunction and V8.CompileCode in a trace of
// /docs/client at 4x CPU slowdown: ~230 of ~330 ms). The magic comment `//# allFunctionsCalledOnLoad`
// on a file's first line (Chrome 136+, V8's explicit compile hints; other browsers ignore it) has
// every function compiled while the file streams in, on a background thread. Measured in
// bench/RESULTS.md,
// "Lighthouse (no restyling after hydration, compile hints on the start-up scripts) — 2026-11-21, commit 31d497f".
// Chunks loaded on demand (the search modal, the image
// zoom) are left lazy: a reader may never open them.
import { readFileSync, writeFileSync } from 'node:fs'
import { exportedFile } from './pages.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The script with the hint on its first line (once). */
export const withCompileHint = (source) => (source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source)

/** Marks the scripts (URLs such as /_next/static/chunks/…) in `out`; returns how many files were marked. */
export function writeCompileHints(out, urls) {
  if (urls.length === 0) throw new Error('postbuild: compile hints: the pages load no script. Has Next\'s markup changed?')
  let files = 0
  for (const url of new Set(urls)) {
    const file = exportedFile(out, url)
    const source = readFileSync(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    writeFileSync(file, hinted)
    files += 1
  }
  return files
}
