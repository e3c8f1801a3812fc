// `next dev` only: every content page in the dev server's module graph, as one module that depends on
// them all (lib/page/pages.watch, made by lib/page/watch-loader.cjs), so that saving a page refreshes
// it in the open browser. No bundler watches a file outside its graph; the page itself is compiled
// outside the bundler (lib/page/load.ts). The production build leaves this out (the condition is
// constant there, and Turbopack does not follow a require in a dead branch).
const stamp: string | null = process.env.NODE_ENV === 'development' ? require('./pages.watch').default : null

/** The pages' stamp (in `next dev`), which makes the calling route depend on every page. */
export function watchPages(): string | null {
  return stamp
}
