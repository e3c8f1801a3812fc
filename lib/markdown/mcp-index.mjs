/**
 * What the MCP server (mcp/) reads besides the twins, written beside them by the build
 * (lib/markdown/export.mjs): `/mcp-index.json`, one file with every twinned page's title and its
 * sections as plain text (the server builds its search index from it at start, so that `--url`
 * mode downloads this file and not every page), the versions table; and `/api/openapi.ru.json`,
 * the OpenAPI document with its Russian texts (openapi/ru.yaml applied by lib/openapi/i18n.mjs),
 * because the server cannot apply them itself when it reads a deployed site.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { site } from '../../site.config.mjs'
import { localize } from '../i18n/localize.mjs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { loadDocument } from '../openapi/document.mjs'
import { localizeDocument } from '../openapi/i18n.mjs'
import { withCodeSamples } from '../samples/generate.mjs'
import { snapshotVersions, versionRows, VERSIONS_DIR } from '../versions/snapshots.mjs'
import { headingLines } from './heading-lines.mjs'
import { publishedSearchWords } from '../search/words/index.mjs'

/** The index's format, which the server checks (mcp/site.mjs). */
// 2: each section carries the lines of the twin it spans, so that the server cuts a section without
// finding the headings again.
export const MCP_INDEX_FORMAT = 2
export const MCP_INDEX_FILE = 'mcp-index.json'

/**
 * The index of the twinned pages, given as `{ locale, route, version, set, title, description, markdown, sections, file }`
 * each (lib/markdown/twin-sections.mjs): each page with its sections as `[anchor, heading, text id, first line, end line]`
 * (the lines of the twin a section spans, after the page's introduction, which has none), the
 * texts in `texts`; the search words of both languages (stop words, synonyms: lib/search/words/) in `words`. A section whose heading `read_page` could not find in the twin stops the build.
 */
export function mcpIndex(pages, { versionsDir = VERSIONS_DIR } = {}) {
  const snapshots = new Set(snapshotVersions(versionsDir))
  // A section's text once, however many versions repeat it (a third of the texts are the snapshots' copies).
  const texts = []
  const textIds = new Map()
  const textId = (text) => {
    if (!textIds.has(text)) textIds.set(text, texts.push(text) - 1)
    return textIds.get(text)
  }
  return {
    format: MCP_INDEX_FORMAT,
    site: { url: site.url.replace(/\/$/, ''), title: { ru: dictionaries.ru.site.title, en: dictionaries.en.site.title } },
    versions: versionRows(versionsDir).map((row) => ({ ...row, snapshot: snapshots.has(row.version) })),
    statuses: { ru: dictionaries.ru.versions.status, en: dictionaries.en.versions.status },
    words: publishedSearchWords(),
    pages: pages.map(({ locale, route, version, set, title, description, markdown, sections, file }) => {
      const headings = headingLines(markdown)
      if (headings.length !== sections.length - 1 || headings.some((heading, i) => heading.depth !== sections[i + 1].depth)) {
        throw new Error(`${file}: the Markdown twin's headings (${headings.length}) are not its sections (${sections.length - 1}); is a heading inside a list or a quote?`)
      }
      const lineCount = markdown.split('\n').length
      const lines = headings.map((heading, i) => [heading.line, headings.slice(i + 1).find((next) => next.depth <= heading.depth)?.line ?? lineCount])
      return {
        path: localize(locale, route),
        locale,
        set,
        version: version ?? null,
        title,
        description,
        sections: sections.map(({ anchor, heading, text }, i) => [anchor, heading, textId(text), ...(i > 0 ? lines[i - 1] : [])]),
      }
    }),
    texts,
  }
}

/** Writes both files into `out`; returns their sizes in bytes. */
export function writeMcpFiles(out, pages, options) {
  const index = JSON.stringify(mcpIndex(pages, options))
  writeFileSync(path.join(out, MCP_INDEX_FILE), index)
  const openapi = JSON.stringify(withCodeSamples(localizeDocument(loadDocument(), 'ru')))
  writeFileSync(path.join(out, 'api/openapi.ru.json'), openapi)
  return { index: Buffer.byteLength(index), openapi: Buffer.byteLength(openapi) }
}
