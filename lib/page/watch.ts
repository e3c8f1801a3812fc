// `next dev` only: every content page in the dev server's module graph, each as a hash of its text
// (lib/page/watch-loader.cjs), so that saving a page refreshes it in the open browser. No bundler
// watches a file outside its graph; the page itself is compiled outside the bundler (lib/page/load.ts).
// The production build leaves this out (the condition is constant there).
const pages =
  process.env.NODE_ENV === 'development'
    ? [require.context('../../content', true, /\.mdx$/), require.context('../../versions', true, /^\.\/[^/]+\/(en\/)?(docs|api)\/.*\.mdx$/)]
    : []

/** Loads the pages' hashes (in `next dev`), which makes the calling route depend on every page. */
export function watchPages() {
  for (const context of pages) for (const key of context.keys()) context(key)
}
