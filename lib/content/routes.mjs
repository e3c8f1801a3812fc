// Which routes the MDX content of each locale produces. Used by the layouts (language
// switcher), the build-time content check and the tests — one mapping from file to route.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { oncePerBuild } from './once-per-build.mjs'

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
 * Every MDX file of a locale's current content with its route (locale-free, e.g. `/docs/client`).
 * The `versions/` folders are copies of the snapshots (see lib/versions/snapshots.mjs) and are skipped.
 */
export const contentRoutes = oncePerBuild((locale, contentDir = CONTENT_DIR) => {
  const root = locale === 'ru' ? contentDir : path.join(contentDir, locale)
  return readdirSync(root, { recursive: true })
    .filter((file) => /\.mdx?$/.test(file) && (locale !== 'ru' || !file.startsWith(`en${path.sep}`)) && !file.startsWith(`versions${path.sep}`))
    .sort()
    .map((file) => ({ file: path.join(root, file), route: routeOfContentFile(file) }))
})

/** The routes a locale's content produces (files with a malformed name are left to the content check). */
export const localeRoutes = (locale, contentDir = CONTENT_DIR) =>
  contentRoutes(locale, contentDir).flatMap(({ route }) => (route ? [route] : []))

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

/** Routes of pages whose front matter says `unlisted: true` (kept out of the sitemap). */
export const unlistedRoutes = (locale, contentDir = CONTENT_DIR) =>
  contentRoutes(locale, contentDir).flatMap(({ file, route }) => (route && readFrontMatter(readFileSync(file, 'utf8')).data.unlisted === true ? [route] : []))
