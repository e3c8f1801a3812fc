// Webpack pre-loader for .md/.mdx: substitutes `%variables%` before Nextra compiles the page (`next
// build` has had the whole content check before it starts). The page map's `?metadata` imports of the
// pages (`next dev` only) get just what their metadata comes from (lib/content/metadata-source.mjs);
// `next dev` compiles the page itself when it is opened, with the page's checks
// (lib/content/dev-page.mjs).
const path = require('node:path')

module.exports = function variablesLoader(source) {
  const callback = this.async()
  // A change of a fact or of the versions table recompiles the pages that use it.
  this.addDependency(path.join(__dirname, 'facts.mjs'))
  this.addDependency(path.join(__dirname, '../../versions/versions.json'))
  // …and so does a change of the REST API's description, which facts and reference sections read.
  for (const file of ['openapi.yaml', 'ru.yaml']) this.addDependency(path.join(__dirname, '../../openapi', file))
  const metadataOnly = this.resourceQuery === '?metadata'
  Promise.all([import('./variables.mjs'), import('./page-variables.mjs'), import('./metadata-source.mjs')])
    .then(([{ substituteVariables, formatVariableErrors }, { pageVariables }, { metadataSource }]) => {
      const file = path.relative(process.cwd(), this.resourcePath)
      const { text, errors } = substituteVariables(source, pageVariables)
      if (errors.length) {
        callback(new Error(formatVariableErrors(file, errors)))
        return
      }
      callback(null, metadataOnly ? metadataSource(text) : text)
    })
    .catch(callback)
}
