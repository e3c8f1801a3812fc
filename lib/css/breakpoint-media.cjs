// A PostCSS plugin: the site's breakpoint (site.config.mjs, `breakpoint`) as two custom media
// queries, so stylesheets write `@media (--mobile)` / `@media (--desktop)` and 996 lives in one place.
// CommonJS: Next loads PostCSS plugins with require(); postcss.config.mjs passes the breakpoint.
// An unknown `(--name)` in a media query stops the build instead of silently matching nothing.

/** @param {{ breakpoint: number }} options */
function breakpointMedia({ breakpoint }) {
  if (!Number.isFinite(breakpoint)) throw new Error('breakpoint-media: the `breakpoint` option (px) is required')
  const queries = {
    // The .02 px gap keeps fractional widths (zoomed pages) out of both ranges' overlap.
    '--mobile': `(max-width: ${breakpoint - 0.02}px)`,
    '--desktop': `(min-width: ${breakpoint}px)`,
  }
  return {
    postcssPlugin: 'breakpoint-media',
    AtRule: {
      media(rule) {
        if (!rule.params.includes('(--')) return
        rule.params = rule.params.replace(/\((--[\w-]+)\)/g, (match, name) => {
          if (!(name in queries)) throw rule.error(`unknown custom media ${match} (known: ${Object.keys(queries).join(', ')})`)
          return queries[name]
        })
      },
    },
  }
}
breakpointMedia.postcss = true

module.exports = breakpointMedia
