// Webpack pre-loader for .md/.mdx (`next build`): substitutes `%variables%` before Nextra compiles the
// page (the build has had the whole content check before it starts). `next dev` compiles a page when
// it is opened, with the page's checks (lib/content/dev-page.mjs), and its page map's metadata with
// lib/content/dev-metadata-loader.cjs.
const path = require('node:path')

// What a page's compile reads besides the page: the facts, the versions table and the REST API's
// description (which facts and reference sections read). A change of one recompiles the pages; the
// dev server's loaders (dev-page-stub.cjs, dev-metadata-loader.cjs) depend on the same files.
const pageDependencies = ['lib/content/facts.mjs', 'versions/versions.json', 'openapi/openapi.yaml', 'openapi/ru.yaml'].map((file) => path.resolve(__dirname, '../..', file))

module.exports = function variablesLoader(source) {
  const callback = this.async()
  for (const file of pageDependencies) this.addDependency(file)
  import('./page-variables.mjs')
    .then(({ pageText }) => pageText(source, this.resourcePath))
    .then((text) => callback(null, text), callback)
}

module.exports.pageDependencies = pageDependencies
