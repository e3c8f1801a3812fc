// search_docs: MiniSearch over the sections of the published index (/mcp-index.json), one index per
// language and version, built once (the server builds the current version's of both languages
// when the index has loaded, a snapshot's at its first query). Word forms through the
// Snowball stemmer of the language (@orama/stemmers); typos corrected against the indexed words
// first (mcp/spelling.mjs), as the site's own search does. A query word that is neither gives no
// results, as on the site.
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as russian } from '@orama/stemmers/russian'
import MiniSearch from 'minisearch'
import { byLength, closestWord } from './spelling.mjs'

/** A language's stemmer, each word stemmed once: a language's ~10,000 words stand for its ~300,000 tokens. */
const memoized = (stemmer) => {
  const stems = new Map()
  return (word) => {
    let stem = stems.get(word)
    if (stem === undefined) stems.set(word, (stem = stemmer(word)))
    return stem
  }
}
const stemmers = { ru: memoized(russian), en: memoized(english) }
/** Results per call, most and default; a snippet's length. */
export const MAX_RESULTS = 20
export const DEFAULT_RESULTS = 8
const SNIPPET = 240

/** A text's words: lower case, `ё` as `е`; a token joined by punctuation ("X-Request-Id") also as one word. */
export function words(text) {
  const found = []
  for (const token of text.toLowerCase().replace(/ё/g, 'е').split(/\s+/)) {
    const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    if (parts.length > 1) found.push(parts.join(''))
    found.push(...parts)
  }
  return found
}

/** The documents of one language and version: a section each, with its page's title. */
function documents(index, locale, version) {
  const list = []
  index.pages.forEach((page, pageId) => {
    if (page.locale !== locale || page.version !== version) return
    page.sections.forEach(([anchor, heading, textId], sectionId) => {
      list.push({ id: list.length, pageId, anchor, title: page.title, heading, text: sectionId === 0 ? `${page.description} ${index.texts[textId]}` : index.texts[textId] })
    })
  })
  return list
}

/** One language's and version's engine: MiniSearch over its sections, the stems it holds, its words for the corrector. */
async function buildEngine(index, locale, version) {
  const stem = stemmers[locale]
  const docs = documents(index, locale, version)
  const vocabulary = new Map()
  const mini = new MiniSearch({
    fields: ['title', 'heading', 'text'],
    storeFields: [],
    tokenize: (text) => {
      const found = words(text)
      for (const word of found) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
      return found
    },
    processTerm: stem,
    searchOptions: { tokenize: words, processTerm: stem },
  })
  await mini.addAllAsync(docs, { chunkSize: 500 })
  const sorted = [...vocabulary.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { mini, docs, stem, stems: new Set(sorted.map(stem)), sorted, lengths: byLength(vocabulary) }
}

/** Whether an indexed word is `word` or starts with it (`sorted`: the words in code-unit order). */
function isIndexedStart(sorted, word) {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid] < word) lo = mid + 1
    else hi = mid
  }
  return lo < sorted.length && sorted[lo].startsWith(word)
}

/**
 * The words to search for, or null when one of them matches nothing, as the site plans a query
 * (lib/search/spelling.ts, planQuery): an indexed word or the start of one as typed, else its
 * closest indexed word, else a form of an indexed word (the stemmer finds it).
 */
function plan({ stem, stems, sorted, lengths }, query) {
  const planned = []
  for (const token of query.toLowerCase().replace(/ё/g, 'е').split(/\s+/)) {
    const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    // "X-Request-Id" as one word when the pages write it so, else its parts.
    const candidates = parts.length > 1 && isIndexedStart(sorted, parts.join('')) ? [parts.join('')] : parts
    for (const word of candidates) {
      const found = isIndexedStart(sorted, word) ? word : (closestWord(lengths, word) ?? (stems.has(stem(word)) ? word : null))
      if (!found) return null
      planned.push(found)
    }
  }
  return planned.length ? [...new Set(planned)] : null
}

/** A search over the index: `search(query, { locale, version, set, limit })` → ranked results, one per page. */
export function createSearch(index) {
  // One engine per language and version: the current documentation's, which most questions are
  // for, is ready in 40 % of the time all versions together took.
  const engines = new Map()
  const engine = (locale, version = null) => {
    const key = `${locale}:${version}`
    if (!engines.has(key)) engines.set(key, buildEngine(index, locale, version))
    return engines.get(key)
  }

  async function search(query, { locale = 'ru', version = null, set = null, limit = DEFAULT_RESULTS } = {}) {
    const built = await engine(locale, version)
    const { mini, docs, stem } = built
    const planned = plan(built, query)
    if (!planned) return []
    const hits = mini.search(
      { combineWith: 'AND', queries: planned },
      {
        boost: { title: 4, heading: 2, text: 1 },
        prefix: (term) => term.length >= 5,
        weights: { prefix: 0.5 },
        filter: (hit) => !set || index.pages[docs[hit.id].pageId].set === set,
      },
    )
    const stems = planned.map(stem)
    const phrase = planned.join(' ')
    const stemsOf = (text) => words(text).map(stem)
    const holds = (text) => stems.every((s) => stemsOf(text).some((t) => t.startsWith(s)))
    // The site's order (lib/search/spelling.ts, rankByTitle): pages whose title holds every word
    // first, a title that is nothing but the query before one where it is a part; then by the page's
    // best section, a heading that holds the words or the words as a phrase counting more. (Adding
    // its other sections' scores ranked worse on bench/search-quality-queries.json: 77 first, not 79.)
    const titleScore = (title) => (holds(title) ? 1 + stems.length / Math.max(stemsOf(title).length, stems.length) : 0)
    const sectionRank = ({ score, doc: { heading, text } }) => {
      let factor = heading && holds(heading) ? 1.5 : 1
      if (planned.length > 1 && `${heading} ${text}`.toLowerCase().includes(phrase)) factor *= 1.5
      return score * factor
    }
    const byPage = new Map()
    for (const hit of hits) {
      const doc = docs[hit.id]
      const rank = sectionRank({ score: hit.score, doc })
      const page = byPage.get(doc.pageId)
      if (!page || rank > page.rank) byPage.set(doc.pageId, { doc, terms: hit.terms, rank, title: titleScore(doc.title) })
    }
    return [...byPage.values()]
      .sort((a, b) => b.title - a.title || b.rank - a.rank)
      .slice(0, limit)
      .map(({ doc, terms }) => {
        const page = index.pages[doc.pageId]
        return {
          title: page.title,
          path: page.path,
          url: `${index.site.url}${page.path}${doc.anchor ? `#${doc.anchor}` : ''}`,
          section: doc.heading || null,
          set: page.set,
          version: page.version,
          snippet: snippet(doc.text, terms, stem),
        }
      })
  }
  return { search, warm: (locale) => engine(locale) }
}

/** Up to SNIPPET characters of `text` around its first word that matched. */
function snippet(text, terms, stem) {
  const matched = new Set(terms)
  let at = 0
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matched.has(stem(match[0].toLowerCase().replace(/ё/g, 'е')))) {
      at = match.index
      break
    }
  }
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - SNIPPET / 3)) + 1)
  const cut = text.slice(start, start + SNIPPET)
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET < text.length ? '…' : ''}`
}
