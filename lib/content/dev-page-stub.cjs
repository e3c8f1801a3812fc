// `next dev` only: a content page as webpack sees it — its path and a hash of its text — instead of
// its compiled MDX; lib/content/dev-page.mjs compiles the page when it is requested. Its pitch answers
// first, so neither Nextra's loader nor the variables pre-loader runs. An edit changes the hash, so the
// open page is refreshed as before.
const { createHash } = require('node:crypto')
const { readFileSync, statSync } = require('node:fs')

// What a page's compile reads besides the page (the build's pre-loader depends on the same files): an
// edit of one refreshes the open page and compiles it again.
const { pageDependencies } = require('./variables-loader.cjs')

module.exports = function () {}
module.exports.pitch = function () {
  // A pitch that answers skips reading the resource, and with it webpack's watch of it.
  this.addDependency(this.resourcePath)
  const hash = createHash('sha1').update(readFileSync(this.resourcePath))
  for (const file of pageDependencies) {
    this.addDependency(file)
    hash.update(String(statSync(file).mtimeMs))
  }
  return `export const devPage = ${JSON.stringify({ file: this.resourcePath, hash: hash.digest('hex') })}`
}
