// Webpack pre-loader for .md/.mdx: substitutes `%variables%` before Nextra compiles the page.
const path = require('node:path')

module.exports = function variablesLoader(source) {
  const callback = this.async()
  Promise.all([import('./variables.mjs'), import('../../site.config.mjs')])
    .then(([{ substituteVariables, formatVariableErrors }, { variables }]) => {
      const { text, errors } = substituteVariables(source, variables)
      if (errors.length) {
        const file = path.relative(process.cwd(), this.resourcePath)
        callback(new Error(formatVariableErrors(file, errors)))
        return
      }
      callback(null, text)
    })
    .catch(callback)
}
