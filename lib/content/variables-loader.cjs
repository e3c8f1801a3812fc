// Webpack pre-loader for .md/.mdx: substitutes `%variables%` before Nextra compiles the page. Under
// `next dev` it also runs the content check's checks of the page's own text (lib/content/page-check.mjs),
// so a writer's mistake shows in the error overlay with file and line (`next build` has had the
// whole content check before it starts).
const path = require('node:path')

module.exports = function variablesLoader(source) {
  const callback = this.async()
  // A change of a fact or of the versions table recompiles the pages that use it.
  this.addDependency(path.join(__dirname, 'facts.mjs'))
  this.addDependency(path.join(__dirname, '../../versions/versions.json'))
  // …and so does a change of the REST API's description, which facts and reference sections read.
  for (const file of ['openapi.yaml', 'ru.yaml']) this.addDependency(path.join(__dirname, '../../openapi', file))
  const dev = this.mode === 'development'
  Promise.all([import('./variables.mjs'), import('./page-variables.mjs'), dev && import('./page-check.mjs'), dev && import('../openapi/document.mjs')])
    .then(([{ substituteVariables, formatVariableErrors }, { pageVariables }, pageCheck, openapi]) => {
      const file = path.relative(process.cwd(), this.resourcePath)
      const { text, errors } = substituteVariables(source, pageVariables)
      if (errors.length) {
        callback(new Error(formatVariableErrors(file, errors)))
        return
      }
      if (pageCheck) {
        // Snapshots (content/…/versions/, copied from versions/) describe older APIs: no example checks.
        const examples = !/(^|[\\/])versions[\\/]/.test(path.relative(path.join(process.cwd(), 'content'), this.resourcePath))
        const findings = pageCheck.pageErrors(text, { document: openapi.loadDocument(), examples })
        if (findings.length) {
          callback(new Error(findings.map(({ line, message }) => `${file}:${line} ${message}`).join('\n')))
          return
        }
      }
      callback(null, text)
    })
    .catch(callback)
}
