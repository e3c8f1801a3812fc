import path from 'node:path'
import { site } from './site.config.mjs'

// A PostCSS configuration replaces Next's built-in one (flexbugs fixes and preset-env); the site
// needs neither: the themes' stylesheets come compiled, and the site's own CSS targets current
// browsers (styles/site.css writes the one prefix Safari still wants).
export default {
  plugins: [
    // A theme's stylesheet as one file, its imports written in (lib/css/inline-imports.cjs).
    path.resolve('lib/css/inline-imports.cjs'),
    // The site's breakpoint queries, `@media (--mobile)` / `@media (--desktop)` (lib/css/breakpoint-media.cjs).
    [path.resolve('lib/css/breakpoint-media.cjs'), { breakpoint: site.breakpoint }],
    // DocSearch's modal stylesheet without the screens the search modal never shows (lib/css/purge-docsearch.cjs).
    path.resolve('lib/css/purge-docsearch.cjs'),
    // The docs theme's scroll padding without its `:has(*:focus)`, which restyled the whole page on every focus change.
    path.resolve('lib/seams/theme-scroll-padding.cjs'),
  ],
}
