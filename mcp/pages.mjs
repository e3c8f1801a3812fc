// read_page: a page of the index by its URL or site path, its Markdown twin whole or one section,
// cut at PAGE_LIMIT characters with a pointer to the rest.
import { closest } from './closest.mjs'
import { cutAt } from './markdown.mjs'
import { SiteError } from './site.mjs'

/** Most characters of Markdown one answer holds (about 8,000 tokens). */
export const PAGE_LIMIT = 30_000

/**
 * The site path and anchor a reader's `page` names: a path (`/docs/client`, `docs/client.md`,
 * `/en/api/rest#error-format`) or a URL of the site (`origins`: the site's own and the one read).
 * Anything that leaves the site — `..`, a backslash, another host or scheme — is a SiteError.
 * @param {string} page
 * @param {{ origins: string[], language?: 'ru' | 'en' }} options
 */
export function pageAddress(page, { origins, language }) {
  let value = page.trim()
  let hash = ''
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) {
    let url
    try {
      url = new URL(value.startsWith('//') ? `https:${value}` : value)
    } catch {
      throw new SiteError(`"${page}" is not a URL or a path of the site`)
    }
    if (!/^https?:$/.test(url.protocol)) throw new SiteError(`"${page}" is not on the site: give a path such as /docs/client or a URL of ${origins[0]}`)
    if (!origins.includes(url.origin)) throw new SiteError(`"${page}" is on another host (${url.host}); this server reads only ${origins.join(' and ')}`)
    value = url.pathname
    hash = url.hash.slice(1)
  } else {
    ;[value, hash = ''] = value.split('#')
    value = value.split('?')[0]
  }
  try {
    value = decodeURIComponent(value)
    hash = decodeURIComponent(hash)
  } catch {
    throw new SiteError(`"${page}" has a broken %-escape`)
  }
  if (!value.startsWith('/')) value = `/${value}`
  if (value.includes('\\') || value.includes('\0') || value.split('/').some((segment) => segment === '..' || segment === '.')) throw new SiteError(`"${page}" leaves the published site`)
  let path = value.replace(/\/+$/, '').replace(/\.(md|html)$/, '').replace(/\/index$/, '') || '/'
  if (language === 'en' && !/^\/en(\/|$)/.test(path)) path = path === '/' ? '/en' : `/en${path}`
  return { path, anchor: hash }
}

/** A page's sections as anchors, the first MAX_LISTED of them. */
const MAX_LISTED = 60
const sectionList = (entry) => {
  const anchors = entry.sections.slice(1).map(([id]) => `#${id}`)
  return anchors.length > MAX_LISTED ? `${anchors.slice(0, MAX_LISTED).join(', ')} and ${anchors.length - MAX_LISTED} more` : anchors.join(', ')
}

/** read_page's answer: the page's Markdown (or one section), cut at PAGE_LIMIT with a note on how to read on. */
export async function readPage(site, { page, section, offset = 0, language }) {
  const { index } = site
  const { path, anchor: hash } = pageAddress(page, { origins: site.origins, language })
  const entry = site.pageByPath.get(path)
  if (!entry) {
    const locale = /^\/en(\/|$)/.test(path) ? 'en' : 'ru'
    const paths = index.pages.filter((candidate) => candidate.locale === locale).map((candidate) => candidate.path)
    throw new SiteError(`No page ${path} on the site. The closest: ${closest(path, paths, 5).join(', ')}`)
  }
  const markdown = await site.read(`${path}.md`)
  const anchor = section ?? hash
  let text = markdown
  if (anchor) {
    const number = entry.sections.findIndex(([id], i) => i > 0 && id === anchor)
    if (number < 0) {
      const anchors = entry.sections.slice(1).map(([id]) => id)
      throw new SiteError(`The page ${path} has no section "${anchor}". ${anchors.length ? `The closest: ${closest(anchor, anchors, 5).map((id) => `#${id}`).join(', ')}` : 'It has no sections.'}`)
    }
    // The lines of the twin the section spans, as the build found them (lib/markdown/mcp-index.mjs).
    const [, , , first, end] = entry.sections[number]
    text = markdown.split('\n').slice(first, end).join('\n').trim()
  }
  if (offset > text.length) throw new SiteError(`offset ${offset} is past the end of ${path}${anchor ? `#${anchor}` : ''} (${text.length} characters)`)
  const cut = cutAt(text, offset, PAGE_LIMIT)
  if (cut.end === null) return cut.text
  const target = `${path}${anchor ? `#${anchor}` : ''}`
  return `${cut.text}\n\n---\n[Cut at ${PAGE_LIMIT.toLocaleString('en')} characters: ${offset}–${cut.end} of ${text.length}. Read on with read_page { "page": "${target}", "offset": ${cut.end} }` +
    `${anchor ? '' : `, or one section at a time: ${sectionList(entry)}`}.]`
}
