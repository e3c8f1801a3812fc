import { site } from './site.config.mjs'

// The site's breakpoint queries, `@media (--mobile)` / `@media (--desktop)` (lib/css/breakpoint-media.cjs).
// A PostCSS configuration replaces Next's built-in one (flexbugs fixes and preset-env); the site
// needs neither: the themes' stylesheets come compiled, and the site's own CSS targets current
// browsers (styles/site.css writes the one prefix Safari still wants).
export default {
  plugins: [['./lib/css/breakpoint-media.cjs', { breakpoint: site.breakpoint }]],
}
