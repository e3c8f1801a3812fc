// Webpack pre-loader for .md/.mdx: substitutes `%variables%` before Nextra compiles the page.
const path = require('node:path')

module.exports = function variablesLoader(source) {
  const callback = this.async()
  // A change of a fact or of the versions table recompiles the pages that use it.
  this.addDependency(path.join(__dirname, 'facts.mjs'))
  this.addDependency(path.join(__dirname, '../../versions/versions.json'))
  // …and so does a change of the REST API's description, which facts and reference sections read.
  for (const file of ['openapi.yaml', 'ru.yaml']) this.addDependency(path.join(__dirname, '../../openapi', file))
  Promise.all([import('./variables.mjs'), import('./page-variables.mjs')])
    .then(([{ substituteVariables, formatVariableErrors }, { pageVariables }]) => {
      const { text, errors } = substituteVariables(source, pageVariables)
      if (errors.length) {
        const file = path.relative(process.cwd(), this.resourcePath)
        callback(new Error(formatVariableErrors(file, errors)))
        return
      }
      callback(null, text)
    })
    .catch(callback)
}
