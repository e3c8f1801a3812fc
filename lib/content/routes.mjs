// The route of a content file and the front matter of its source: what the content manifest
// (lib/content/manifest.mjs) reads each page with, and the dev server's loaders one page at a time.
import path from 'node:path'
import { parse as parseYaml } from 'yaml'

// Resolved from the working directory: builds, scripts and tests all run from the project root.
export const CONTENT_DIR = path.resolve(process.cwd(), 'content')
export const POST_FILE_RE = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9][a-z0-9-]*)\.mdx$/

/** The route of a content file, given its path relative to the locale's content root. */
export function routeOfContentFile(relativePath) {
  const parts = relativePath.split(path.sep).join('/').replace(/\.mdx?$/, '').split('/')
  if (parts[0] === 'blog' && parts.length === 2) {
    const match = POST_FILE_RE.exec(`${parts[1]}.mdx`)
    if (!match) return null
    const [, yyyy, mm, dd, slug] = match
    return `/blog/${yyyy}/${mm}/${dd}/${slug}`
  }
  if (parts.at(-1) === 'index') parts.pop()
  return `/${parts.join('/')}`
}

/**
 * Front matter of an MDX source: the parsed object, or an error with its line; and the block itself,
 * `---` lines included ('' when the source has none).
 */
export function readFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!match) return { data: {}, error: null, block: '' }
  try {
    return { data: parseYaml(match[1]) ?? {}, error: null, block: match[0] }
  } catch (error) {
    // yaml counts lines from 1 inside the block; the block starts on the file's line 2.
    const line = (error.linePos?.[0]?.line ?? 1) + 1
    return { data: {}, error: { line, message: error.message.split('\n')[0] }, block: match[0] }
  }
}
