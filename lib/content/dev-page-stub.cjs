// `next dev` only: a content page as Turbopack sees it — its path and a hash of its text — instead of
// its compiled MDX; lib/content/dev-page.mjs compiles the page when it is requested. An edit changes
// the hash, so the open page is refreshed and compiled again.
const { createHash } = require('node:crypto')
const { statSync } = require('node:fs')

// What a page's compile reads besides the page (the build's pre-loader depends on the same files): an
// edit of one refreshes the open page and compiles it again.
const { pageDependencies } = require('./variables-loader.cjs')

module.exports = function devPageStub(source) {
  const hash = createHash('sha1').update(source)
  for (const file of pageDependencies) {
    this.addDependency(file)
    hash.update(String(statSync(file).mtimeMs))
  }
  return `export const devPage = ${JSON.stringify({ file: this.resourcePath, hash: hash.digest('hex') })}`
}
