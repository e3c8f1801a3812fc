// Turbopack's loader for the theme module swaps (lib/seams/theme-swaps.mjs, `themeSwapRules`), in
// `next build` and `next dev`: the text of a swapped theme module becomes a re-export of its
// replacement, so the theme's imports of it get the site's module. Each run notes the swap in the
// build's record folder, which postbuild reads (`assertSwapsTookEffect`).
const { mkdirSync, writeFileSync } = require('node:fs')
const path = require('node:path')

module.exports = function themeSwapLoader() {
  const { replacement, record } = this.getOptions()
  if (record) {
    mkdirSync(path.dirname(record), { recursive: true })
    writeFileSync(record, '')
  }
  const relative = path.relative(path.dirname(this.resourcePath), replacement).split(path.sep).join('/')
  return `export * from ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)}\n`
}
