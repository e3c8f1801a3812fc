import { createRequire } from 'node:module'
import { site } from './site.config.mjs'

const require = createRequire(import.meta.url)

// A PostCSS configuration replaces Next's built-in one (flexbugs fixes and preset-env); the site
// needs neither: the themes' stylesheets come compiled, and the site's own CSS targets current
// browsers (styles/site.css writes the one prefix Safari still wants).
export default {
  plugins: [
    // A theme's stylesheet (styles/docs-theme.css, blog-theme.css) is one file with its imports
    // written in, so the page gets one stylesheet, not one per import (webpack keeps an imported
    // file that two layouts share in a file of its own). Imports resolve as Node resolves them
    // (a package's `exports` too). KaTeX's stays an import for webpack: its font URLs are relative to it.
    [
      'postcss-import',
      {
        filter: (id) => !id.startsWith('katex/'),
        resolve: (id, basedir) => require.resolve(id, { paths: [basedir] }),
      },
    ],
    // The site's breakpoint queries, `@media (--mobile)` / `@media (--desktop)` (lib/css/breakpoint-media.cjs).
    ['./lib/css/breakpoint-media.cjs', { breakpoint: site.breakpoint }],
    // DocSearch's modal stylesheet without the screens the search modal never shows (lib/css/purge-docsearch.cjs).
    './lib/css/purge-docsearch.cjs',
    // The docs theme's scroll padding without its `:has(*:focus)`, which restyled the whole page on every focus change.
    './lib/css/focus-scroll-padding.cjs',
  ],
}
