// `next dev` (Turbopack): a page's metadata for the page map, which imports every page of the site as
// `x.mdx?metadata`. What Nextra's loader does for that query in dev, with the page's `%variables%`
// substituted and only the part of the page its metadata comes from (metadata-source.mjs) compiled.
const path = require('node:path')
const { pathToFileURL } = require('node:url')
const { pageDependencies } = require('./variables-loader.cjs')

// Not one of Nextra's exports: a seam an upgrade can move (README, "Upgrading dependencies").
const compileMetadataModule = pathToFileURL(path.join(require.resolve('nextra/package.json'), '../dist/server/compile-metadata.js')).href

module.exports = function devMetadataLoader(source) {
  const callback = this.async()
  for (const file of pageDependencies) this.addDependency(file)
  Promise.all([import('./variables.mjs'), import('./page-variables.mjs'), import('./metadata-source.mjs'), import(compileMetadataModule)])
    .then(([{ substituteVariables, formatVariableErrors }, { pageVariables }, { metadataSource }, { compileMetadata }]) => {
      const { text, errors } = substituteVariables(source, pageVariables)
      if (errors.length) throw new Error(formatVariableErrors(path.relative(process.cwd(), this.resourcePath), errors))
      // Nextra's own dev loader dates every page "now" too: git dates are the export's.
      return compileMetadata(metadataSource(text), { filePath: this.resourcePath, lastCommitTime: Date.now() })
    })
    .then((code) => callback(null, code), callback)
}
