// Webpack pre-loader for .md/.mdx: substitutes `%variables%` before Nextra compiles the page. Under
// `next dev` it also runs the content check's checks of the page's own text (lib/content/page-check.mjs),
// so a writer's mistake shows in the error overlay with file and line (`next build` has had the
// whole content check before it starts). The page map's `?metadata` imports of the pages (`next dev`
// only) get just what their metadata comes from (lib/content/metadata-source.mjs) and no checks: the
// page's own compile runs them when it is opened.
const path = require('node:path')

module.exports = function variablesLoader(source) {
  const callback = this.async()
  // A change of a fact or of the versions table recompiles the pages that use it.
  this.addDependency(path.join(__dirname, 'facts.mjs'))
  this.addDependency(path.join(__dirname, '../../versions/versions.json'))
  // …and so does a change of the REST API's description, which facts and reference sections read.
  for (const file of ['openapi.yaml', 'ru.yaml']) this.addDependency(path.join(__dirname, '../../openapi', file))
  const metadataOnly = this.resourceQuery === '?metadata'
  const check = this.mode === 'development' && !metadataOnly
  Promise.all([import('./variables.mjs'), import('./page-variables.mjs'), import('./metadata-source.mjs'), check && import('./page-check.mjs'), check && import('../openapi/document.mjs')])
    .then(([{ substituteVariables, formatVariableErrors }, { pageVariables }, { metadataSource }, pageCheck, openapi]) => {
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
      callback(null, metadataOnly ? metadataSource(text) : text)
    })
    .catch(callback)
}
