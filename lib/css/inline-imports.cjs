// A PostCSS plugin: postcss-import, so that a theme's stylesheet (styles/docs-theme.css,
// blog-theme.css) is one file with its imports written in, and the page gets one stylesheet, not one
// per import (a bundler keeps an imported file that two layouts share in a file of its own). Imports
// resolve as Node resolves them (a package's `exports` too). KaTeX's stays an import for the bundler:
// its font URLs are relative to it. A file of its own because its options are functions, which the
// PostCSS configuration cannot hold when Turbopack bundles it (`next dev`).
// CommonJS: Next loads PostCSS plugins with require().
const postcssImport = require('postcss-import')

function inlineImports() {
  return postcssImport({
    filter: (id) => !id.startsWith('katex/'),
    resolve: (id, basedir) => require.resolve(id, { paths: [basedir] }),
  })
}
inlineImports.postcss = true

module.exports = inlineImports
