import { MODERN_BROWSERSLIST_TARGET } from 'next/dist/shared/lib/constants.js'
import { site } from './site.config.mjs'

// A PostCSS configuration replaces Next's built-in one, so Next's two plugins are listed again
// (Next's own copies, with the options and browser targets Next gives them) after the site's
// breakpoint queries, which must be resolved before postcss-preset-env reads the media queries.
export default {
  plugins: [
    ['./lib/css/breakpoint-media.cjs', { breakpoint: site.breakpoint }],
    'next/dist/compiled/postcss-flexbugs-fixes',
    [
      'next/dist/compiled/postcss-preset-env',
      { browsers: MODERN_BROWSERSLIST_TARGET, autoprefixer: { flexbox: 'no-2009' }, stage: 3, features: { 'custom-properties': false } },
    ],
  ],
}
