/**
 * The export's files for readers that are machines (scripts/postbuild.mjs): the Markdown twin of
 * every docs, API and blog page and of the documentation snapshots (`<route>.md`: `/docs/client.md`,
 * a section's index `/docs.md`), and per locale `llms.txt` (llmstxt.org: the pages in sidebar order,
 * linked to their twins) and `llms-full.txt` (every current docs and API page in one file); and
 * what the MCP server reads beside them (lib/markdown/mcp-index.mjs).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { site } from '../../site.config.mjs'
import { contentManifest, pagesOf } from '../content/manifest.mjs'
import { metaKeys } from '../checks/meta-order.mjs'
import { localePrefix, locales, localize } from '../i18n/localize.mjs'
import { DOCS_SETS } from '../versions/sets.mjs'
import { CONTENT_DIR } from '../content/routes.mjs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { snapshotVersions, versionRows, VERSIONS_DIR } from '../versions/snapshots.mjs'
import { fill } from '../i18n/fill.mjs'
import { writeMcpFiles } from './mcp-index.mjs'
import { analyzePage } from '../page/analyze.mjs'
import { twinMarkdown } from './twin.mjs'
import { hasMarkdownTwin, twinPath } from './twin-routes.mjs'

const siteUrl = site.url.replace(/\/$/, '')

/** Every page of the content manifest that gets a twin, in both locales. */
export const twinnedPages = ({ contentDir = CONTENT_DIR, versionsDir = VERSIONS_DIR } = {}) =>
  contentManifest({ contentDir, versionsDir }).filter(({ route }) => route && hasMarkdownTwin(route))

/**
 * The pages of a locale's documentation set in sidebar order (`_meta` order, a folder's index page
 * before its pages); unlisted pages are left out, as the sidebar leaves them out.
 * @returns {{ route: string, title: string, description: string }[]}
 */
export function sidebarPages(locale, set, { contentDir = CONTENT_DIR } = {}) {
  const root = path.join(contentDir, locale === 'ru' ? '' : locale, set)
  const pages = new Map(pagesOf(locale, null, { contentDir }).map((page) => [page.file, page]))
  const walk = (dir, route) => {
    const meta = ['_meta.ts', '_meta.tsx', '_meta.js'].map((name) => path.join(dir, name)).find((file) => existsSync(file))
    const keys = (meta ? metaKeys(readFileSync(meta, 'utf8'), meta) ?? [] : []).map(({ key }) => key).filter((key) => !key.startsWith('...'))
    return keys.flatMap((key) => {
      const file = key === 'index' ? path.join(dir, 'index.mdx') : path.join(dir, `${key}.mdx`)
      const folder = path.join(dir, key)
      if (key !== 'index' && existsSync(folder) && !existsSync(file)) return walk(folder, `${route}/${key}`)
      if (!pages.has(file)) return []
      const { data } = pages.get(file).frontMatter
      if (data.unlisted === true) return []
      return [{ route: key === 'index' ? route : `${route}/${key}`, title: String(data.title), description: String(data.description ?? '') }]
    })
  }
  return walk(root, `/${set}`)
}

const twinUrl = (locale, route) => `${siteUrl}${twinPath(localize(locale, route))}`
const linkLine = (locale, { route, title, description }) => `- [${title}](${twinUrl(locale, route)})${description ? `: ${description}` : ''}`

/** The locale's llms.txt: title, summary, the docs and API in sidebar order, then blog posts and older versions. */
export function llmsTxt(locale, { contentDir = CONTENT_DIR, versionsDir = VERSIONS_DIR } = {}) {
  const d = dictionaries[locale]
  const t = d.markdown.llms
  const posts = pagesOf(locale, null, { contentDir, versionsDir })
    .filter((page) => page.set === 'blog')
    .map((page) => ({ route: page.route, ...page.frontMatter.data }))
    .sort((a, b) => String(b.route).localeCompare(String(a.route)))
  const versions = existsSync(path.join(versionsDir, 'versions.json')) ? snapshotVersions(versionsDir) : []
  const statuses = Object.fromEntries(versionRows(versionsDir).map((row) => [row.version, row.status]))
  return [
    `# ${d.site.title}`,
    '',
    `> ${t.summary}`,
    '',
    fill(t.details, { openapi: `${siteUrl}/api/openapi.json` }),
    fill(t.full, { url: `${siteUrl}${localize(locale, '/llms-full.txt')}` }),
    '',
    `## ${t.docs}`,
    '',
    ...sidebarPages(locale, 'docs', { contentDir }).map((page) => linkLine(locale, page)),
    '',
    `## ${t.api}`,
    '',
    ...sidebarPages(locale, 'api', { contentDir }).map((page) => linkLine(locale, page)),
    '',
    `## ${t.optional}`,
    '',
    ...posts.map((post) => linkLine(locale, { route: post.route, title: fill(t.blog, { title: post.title }), description: post.description ?? '' })),
    ...versions.flatMap((version) =>
      DOCS_SETS.map((set) => linkLine(locale, { route: `/versions/${version}/${set}`, title: `${fill(t.version, { version })} (${t[set]}, ${d.versions.status[statuses[version]] ?? statuses[version]})`, description: '' })),
    ),
    '',
  ].join('\n')
}

/** The body of a twin without its front matter, under a line naming its URL. */
const section = (markdown, url) => `<!-- ${url} -->\n\n${markdown.replace(/^---\n[\s\S]*?\n---\n\n/, '')}`

/**
 * Writes the twins into `out` (`out/docs/client.md`, `out/en/docs.md`, …), then each locale's
 * `llms.txt` and `llms-full.txt`, then the MCP server's files. Returns how many twins, their total size and the MCP files' sizes.
 */
export async function writeMarkdownExports(out, { contentDir = CONTENT_DIR, versionsDir = VERSIONS_DIR } = {}) {
  const twins = new Map()
  const indexed = []
  let bytes = 0
  for (const page of twinnedPages({ contentDir, versionsDir })) {
    const { file, locale, route } = page
    // The twin of the page's one parse (lib/page/analyze.mjs): the content check made it.
    const { twin, errors } = analyzePage(page, { source: page.source, text: page.text })
    if (!twin) throw new Error(errors.map(({ line, message }) => `${path.relative(process.cwd(), file)}:${line} ${message}`).join('\n'))
    const { sections } = twin
    const markdown = twinMarkdown(page.frontMatter.data, { body: twin.body, locale, route, updated: page.lastUpdate?.date ?? null })
    const { title, description = '' } = page.frontMatter.data
    indexed.push({ file, locale, route, version: page.version, set: page.set, title: String(title), description: String(description), markdown, sections })
    const target = path.join(out, twinPath(localize(locale, route)))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, markdown)
    twins.set(`${locale}:${route}`, markdown)
    bytes += Buffer.byteLength(markdown)
  }
  for (const locale of locales) {
    const prefix = path.join(out, localePrefix(locale))
    mkdirSync(prefix, { recursive: true })
    const llms = llmsTxt(locale, { contentDir, versionsDir })
    writeFileSync(path.join(prefix, 'llms.txt'), llms)
    // llms-full.txt: the same title and summary, then the pages themselves.
    const full = DOCS_SETS.flatMap((set) => sidebarPages(locale, set, { contentDir })).map(({ route }) => section(twins.get(`${locale}:${route}`), `${siteUrl}${localize(locale, route)}`))
    writeFileSync(path.join(prefix, 'llms-full.txt'), `${llms.split('\n## ')[0].trim()}\n\n${full.join('\n\n')}`)
  }
  return { twins: twins.size, bytes, mcp: writeMcpFiles(out, indexed, { versionsDir }) }
}
