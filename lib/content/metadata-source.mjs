// What the page map needs of a page's metadata (lib/page/page-map.mjs): every page of the site (~550
// with the snapshots) is in it, and compiling each to take its front matter and title was most of the
// dev server's first request (bench/RESULTS.md, "Dev server: the page map's metadata from the front
// matter"). The metadata is the front matter, plus the first `#` heading
// when it has no title, plus any `export const metadata` of the body, plus the file's path and date;
// so a page whose front matter has a title and whose body exports nothing has its metadata written
// here, from the front matter alone, without the MDX compiler.

import path from 'node:path'
import { readFrontMatter } from './routes.mjs'

const ESM_EXPORT = /^export\s+(const|let|var|function|async|class|default|\{|\*)/m

/**
 * The metadata Nextra's compiler gives the page of MDX `source` (variables substituted) at `file` (an
 * absolute path), dated `timestamp` — or null when it needs the page's body (no title in the front
 * matter, or an ES export in the body).
 */
export function frontMatterMetadata(source, file, timestamp) {
  // Nextra takes the front matter's title when it is not empty, as `data.title` reads here.
  const { data, block, error } = readFrontMatter(source)
  if (error || !data.title || ESM_EXPORT.test(source.slice(block.length))) return null
  return { ...data, filePath: path.relative(process.cwd(), file).split(path.sep).join('/'), timestamp }
}
