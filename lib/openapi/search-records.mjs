/**
 * Each REST operation as a search record of its own (lib/search/indexer.mjs adds them to the
 * embedded index): typing `createService` finds the operation first and `POST /services` among the
 * first few, in the page's language, and the hit lands on its section. The page's own text holds
 * those words too, but among many others: searched as a page, `createService` found 108 pages
 * before it (Pagefind splits the camelCase word).
 */
import { locales, localize } from '../i18n/localize.mjs'
import { pagesOf } from '../content/manifest.mjs'
import { loadDocument, operationAnchor, operations, pageOfTag } from './document.mjs'
import { localizeDocument } from './i18n.mjs'

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The path as a reader abbreviates it: no account prefix, no parameters
 * (`/accounts/{account}/services/{service}/stop` → `/services/stop`).
 */
export const resourcePath = (path) => path.replace(/^\/accounts\/\{account\}/, '').replace(/\/\{[^}]+\}/g, '') || '/'

/**
 * Every operation on a listed page, both locales, as the HTML Pagefind indexes
 * (`index.addHTMLFile({ url, content })`): its summary as the title, the method with the resource
 * path weighted most, then the whole path and the operationId, the description least; the language and
 * docs-tag filters of its page.
 */
export function operationRecords(document = loadDocument()) {
  const records = []
  for (const locale of locales) {
    const localized = localizeDocument(document, locale)
    const unlisted = new Set(pagesOf(locale).flatMap((page) => (page.unlisted ? [page.route] : [])))
    for (const entry of operations(localized)) {
      const page = pageOfTag(localized, entry.tag)
      if (!page || unlisted.has(page)) continue
      const method = entry.method.toUpperCase()
      const { summary = entry.id, description = '' } = entry.operation
      const content = [
        `<html lang="${locale}"><head>`,
        `<meta data-pagefind-filter="language[content]" content="${locale}">`,
        `<meta data-pagefind-filter="docs_tag[content]" content="${page.split('/')[1]}-current">`,
        `</head><body data-pagefind-body>`,
        `<h1>${escapeHtml(summary)}</h1>`,
        `<p data-pagefind-weight="10">${method} ${escapeHtml(resourcePath(entry.path))}</p>`,
        // Pagefind reads `/accounts/{account}/services` as one word: the segments as words too.
        `<p data-pagefind-weight="2">${escapeHtml(entry.path)} (${escapeHtml(entry.path.replace(/[/{}]+/g, ' ').trim())}) ${entry.id}</p>`,
        `<p data-pagefind-weight="0.5">${escapeHtml(description.replace(/`/g, ''))}</p>`,
        `</body></html>`,
      ].join('')
      records.push({ url: `${localize(locale, page)}#${operationAnchor(entry.id)}`, content })
    }
  }
  return records
}
