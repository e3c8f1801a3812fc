// `next dev` (Turbopack): the text of a swapped theme module becomes a re-export of its replacement
// (lib/seams/theme-swaps.mjs, `themeSwapRules`), so the theme's imports of it get the site's module.
const path = require('node:path')

module.exports = function themeSwapLoader() {
  const { replacement } = this.getOptions()
  const relative = path.relative(path.dirname(this.resourcePath), replacement).split(path.sep).join('/')
  return `export * from ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)}\n`
}
