// `next dev` only: a route's params listed again only when what they are computed from changed.
//
// Next's dev server checks a dynamic route's params (its `generateStaticParams`) in a new worker on
// every request to the route (next/dist/server/dev/next-dev-server.js, `getStaticPaths`): the first
// request waits for it; later ones get the params it cached, and a new worker starts in the background
// to list them again. That worker loads the route's server modules afresh, 2–4 s of CPU, which on two
// cores the page being rendered shares (bench/RESULTS.md, "Dev server: a route's params listed again
// only when they can have changed"). The site's params come from the content's file names, the blog
// posts' front matter (dates, tags) and the code that lists them; so the cached params are answered
// without a worker until one of those changed, and after that as Next does. A writer's edit of a docs
// page starts no worker.
import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { filesUnder } from './files-under.mjs'

/** The folders a route's params are computed from: the content, the snapshots and the code that lists them. */
const SOURCES = ['content', 'versions', 'app', 'components', 'lib']
/** The site's own kinds of file; an editor's swap, backup and temporary files are not among them. */
const SOURCE_FILE = /\.(?:mdx?|[cm]?js|tsx?|json|ya?ml)$/
/** Files whose text, not only their name, can change params: the blog's posts, and the code. */
const READ_FOR_PARAMS = /^(?:app|components|lib)\/|(?:^|\/)blog\//

/**
 * The site's source files under `root` as one string, with the modification time of those in
 * READ_FOR_PARAMS: it changes when a file is added, removed or renamed, or one of those is written.
 * Links are not followed (content/'s links to the snapshots name files of versions/, listed there);
 * only the files whose time counts are stat'ed: ~700 files, ~300 stat'ed, 8–11 ms on the 2-core machine.
 */
export function sourcesStamp(root = process.cwd()) {
  const files = []
  for (const folder of SOURCES) {
    for (const name of filesUnder(path.join(root, folder))) {
      const file = path.join(folder, name)
      if (!SOURCE_FILE.test(file)) continue
      if (!READ_FOR_PARAMS.test(file)) files.push(file)
      else {
        // Gone since the walk (an editor's save by rename): listed by the next stamp.
        const stat = statSync(path.join(root, file), { throwIfNoEntry: false })
        if (stat) files.push(`${file} ${stat.mtimeMs}`)
      }
    }
  }
  return files.join('\n')
}

const require = createRequire(import.meta.url)
export const DEV_SERVER_MODULE = 'next/dist/server/dev/next-dev-server.js'
/** What the wrapper relies on in Next's method: the route's cached params. */
const SEAM = 'this.staticPathsCache.get(pathname)'

/**
 * Wraps the dev server's `getStaticPaths` (once per class): a route's cached params are answered
 * without a new worker while `stamp()` is what it was when they were listed. `stamp` and `DevServer`
 * are for the tests. Throws, naming the module, when an upgrade of Next moved what it relies on.
 */
export function listParamsOnChange({ stamp = sourcesStamp, DevServer = require(DEV_SERVER_MODULE).default } = {}) {
  const listParams = DevServer?.prototype.getStaticPaths
  if (listParams?.listsOnChange) return
  if (typeof listParams !== 'function' || !String(listParams).includes(SEAM)) {
    throw new Error(`${DEV_SERVER_MODULE}: DevServer#getStaticPaths no longer has ${SEAM}; update lib/content/dev-static-params.mjs`)
  }
  /** Per route pattern, the site's files when its params were last listed. */
  const listedAt = new Map()
  async function getStaticPaths(options) {
    const now = stamp()
    const cached = this.staticPathsCache.get(options.pathname)
    if (cached && listedAt.get(options.pathname) === now) return cached
    listedAt.set(options.pathname, now)
    return listParams.call(this, options)
  }
  getStaticPaths.listsOnChange = true
  DevServer.prototype.getStaticPaths = getStaticPaths
}
