// What Nextra needs to read a page's metadata. In `next dev` the page map imports every page of the
// site (~550 with the snapshots) as `x.mdx?metadata`, which Nextra compiles as MDX to take its front
// matter and title: that was most of the first request's wait (bench/RESULTS.md, "Dev server: the page
// map's metadata from the front matter"). The metadata is the front matter, plus the first `#` heading
// when it has no title, plus any `export const metadata` of the body; so a page whose front matter has
// a title and whose body exports nothing gives the same metadata from its front matter alone.

import { readFrontMatter } from './routes.mjs'

const ESM_EXPORT = /^export\s+(const|let|var|function|async|class|default|\{|\*)/m

/** The part of a page's MDX `source` (variables substituted) that its metadata comes from. */
export function metadataSource(source) {
  // Nextra takes the front matter's title when it is not empty, as `data.title` reads here.
  const { data, block } = readFrontMatter(source)
  if (!data.title || ESM_EXPORT.test(source.slice(block.length))) return source
  return block
}
