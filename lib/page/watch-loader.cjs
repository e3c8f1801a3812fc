// `next dev` only: a content page as Turbopack bundles it — a hash of its text, nothing else — so that
// the dev server watches the file and refreshes the open page when it is saved (lib/page/watch.ts).
// The page itself is compiled by lib/page/compile.mjs, outside the bundler, as in `next build`.
const { createHash } = require('node:crypto')
const path = require('node:path')

// What a page's compile reads besides the page: the facts, the versions table and the REST API's
// description (lib/page/compile.mjs compiles the pages again, and the open page refreshes, when one changes).
const dependencies = ['lib/content/facts.mjs', 'versions/versions.json', 'openapi/openapi.yaml', 'openapi/ru.yaml']

module.exports = function watchLoader(source) {
  for (const file of dependencies) this.addDependency(path.resolve(__dirname, '../..', file))
  return `export default ${JSON.stringify(createHash('sha1').update(source).digest('hex'))}`
}

module.exports.dependencies = dependencies
