// `next dev` (Turbopack): a page's metadata for the page map, which imports every page of the site as
// `x.mdx?metadata`. What Nextra's loader does for that query in dev, with the page's `%variables%`
// substituted: from the front matter alone where that gives the same (metadata-source.mjs), by
// Nextra's metadata compiler otherwise.
const path = require('node:path')
const { pathToFileURL } = require('node:url')
const { pageDependencies } = require('./variables-loader.cjs')

// Not one of Nextra's exports: a seam an upgrade can move (README, "Upgrading dependencies").
const compileMetadataModule = pathToFileURL(path.join(require.resolve('nextra/package.json'), '../dist/server/compile-metadata.js')).href

module.exports = function devMetadataLoader(source) {
  const callback = this.async()
  for (const file of pageDependencies) this.addDependency(file)
  // Nextra's own dev loader dates every page "now" too: git dates are the export's.
  const timestamp = Date.now()
  Promise.all([import('./page-variables.mjs'), import('./metadata-source.mjs')])
    .then(async ([{ pageText }, { frontMatterMetadata }]) => {
      const text = pageText(source, this.resourcePath)
      const metadata = frontMatterMetadata(text, this.resourcePath, timestamp)
      if (metadata) return `export const metadata = ${JSON.stringify(metadata)}\n`
      const { compileMetadata } = await import(compileMetadataModule)
      return compileMetadata(text, { filePath: this.resourcePath, lastCommitTime: timestamp })
    })
    .then((code) => callback(null, code), callback)
}
