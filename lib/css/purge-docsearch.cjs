// A PostCSS plugin: @docsearch/css's modal stylesheet without the rules of the markup the site never
// renders (DocSearch v4's Ask AI screens, its conversation history, code snippets…), by PurgeCSS over
// the search modal's own code. The modal's stylesheet is fetched when a reader first opens the
// search: 31 KB of CSS, most of it for screens this modal does not have. Every other stylesheet
// passes through untouched. CommonJS: Next loads PostCSS plugins with require().
const purgeCss = require('@fullhuman/postcss-purgecss')

/** Where the modal's class names are written (every one literally: PurgeCSS reads them as words). */
const CONTENT = ['components/search/search-modal/**/*.{ts,tsx}']

/** @param {{ files?: RegExp }} [options] which stylesheets to purge: DocSearch's modal.css */
function purgeDocSearch({ files = /@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/ } = {}) {
  const purge = purgeCss({ content: CONTENT, variables: false, keyframes: true })
  return {
    postcssPlugin: 'purge-docsearch',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? ''
      if (files.test(file)) return purge.OnceExit(root, helpers)
    },
  }
}
purgeDocSearch.postcss = true

module.exports = purgeDocSearch
