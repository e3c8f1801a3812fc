// Webpack pre-loader for .md/.mdx: substitutes `%variables%` before Nextra compiles the page (`next
// build` has had the whole content check before it starts). The page map's `?metadata` imports of the
// pages (`next dev` only) get just what their metadata comes from (lib/content/metadata-source.mjs);
// `next dev` compiles the page itself when it is opened, with the page's checks
// (lib/content/dev-page.mjs).
const path = require('node:path')

// What a page's compile reads besides the page: the facts, the versions table and the REST API's
// description (which facts and reference sections read). A change of one recompiles the pages; the
// dev server's page stubs (dev-page-stub.cjs) depend on the same files.
const pageDependencies = ['lib/content/facts.mjs', 'versions/versions.json', 'openapi/openapi.yaml', 'openapi/ru.yaml'].map((file) => path.resolve(__dirname, '../..', file))

module.exports = function variablesLoader(source) {
  const callback = this.async()
  for (const file of pageDependencies) this.addDependency(file)
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

module.exports.pageDependencies = pageDependencies
