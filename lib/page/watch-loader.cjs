// `next dev` only: the loader of lib/page/pages.watch, the one module that stands for every content
// page in Turbopack's graph (lib/page/watch.ts): it depends on each page and on what their compile
// reads, and is a hash of them all, so that saving any of them refreshes the open page. The pages
// themselves are compiled by lib/page/compile.mjs, outside the bundler, as in `next build`; one module
// instead of one per page spares Turbopack ~560 loader runs when a route is first compiled.
const { createHash } = require('node:crypto')
const { readdirSync, readFileSync } = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '../..')

// What a page's compile reads besides the page: the facts, the versions table and the REST API's
// description and the client's (lib/page/cache.mjs keys the compiles by them too).
const dependencies = ['lib/content/facts.mjs', 'versions/versions.json', 'openapi/openapi.yaml', 'openapi/ru.yaml', 'openapi/mlp.yaml']

/** The MDX files under a folder of the root (there are no links in content/ or versions/ to follow). */
const pagesUnder = (folder) =>
  readdirSync(path.join(root, folder), { recursive: true })
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => path.join(folder, file))

module.exports = function watchLoader() {
  const hash = createHash('sha1')
  for (const file of [...pagesUnder('content'), ...pagesUnder('versions'), ...dependencies]) {
    const absolute = path.join(root, file)
    this.addDependency(absolute)
    hash.update(file).update(readFileSync(absolute))
  }
  // A page added or removed changes the folders.
  for (const folder of ['content', 'versions']) this.addContextDependency?.(path.join(root, folder))
  return `export default ${JSON.stringify(hash.digest('hex'))}`
}

module.exports.dependencies = dependencies
