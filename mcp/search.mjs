// search_docs: MiniSearch over the sections of the published index (/mcp-index.json), one index per
// language and version, built once (the server builds the current version's of both languages
// when the index has loaded, a snapshot's at its first query). Word forms through the
// Snowball stemmer of the language (@orama/stemmers); typos corrected against the indexed words
// first (mcp/spelling.mjs), as the site's own search does. A question is planned as the site plans
// it (lib/search/questions.ts): its stop words left out, its words that match nothing dropped, each
// word with its synonyms; the lists are the site's (lib/search/words/), published in the index.
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
/** Fewer pages than this holding every word of a query: the pages that hold most of its words follow (the site's STRONG_RESULTS). */
const STRONG_RESULTS = 3

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
  // The site's search words (lib/search/words/), as the build published them; none in an older index.
  const stopWords = new Set(index.words?.stopWords ?? [])
  const synonyms = (index.words?.synonyms?.[locale] ?? []).map((group) => group.map((word) => word.toLowerCase().replace(/ё/g, 'е')))
  const pages = new Set(docs.map((doc) => doc.pageId)).size
  return { mini, docs, stem, stems: new Set(sorted.map(stem)), sorted, lengths: byLength(vocabulary), stopWords, synonyms, pages }
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

/** The words of a query worth searching for: without stop words, unless it has nothing else. */
export function meaningfulWords(list, stopWords) {
  const kept = list.filter((word) => !stopWords.has(word))
  return kept.length ? kept : list
}

/**
 * The language of a question without one: the script most of its words are written in (Cyrillic:
 * ru, Latin: en); on a tie, most letters; else Russian, the site's default.
 */
export function questionLanguage(text) {
  let ru = 0
  let en = 0
  let ruLetters = 0
  let enLetters = 0
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    const cyrillic = (word.match(/\p{Script=Cyrillic}/gu) ?? []).length
    const latin = (word.match(/\p{Script=Latin}/gu) ?? []).length
    ruLetters += cyrillic
    enLetters += latin
    if (cyrillic > latin) ru++
    else if (latin > cyrillic) en++
  }
  if (ru !== en) return ru > en ? 'ru' : 'en'
  return enLetters > ruLetters ? 'en' : 'ru'
}

/** A word of the index's vocabulary, or a form of one. */
const known = ({ stem, stems, sorted }, word) => isIndexedStart(sorted, word) || stems.has(stem(word))

/** Whether `a` and `b` are one word in two forms, as the site compares them (lib/search/spelling.ts, sameWord). */
const sameWord = (a, b) => {
  let shared = 0
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++
  return a.startsWith(b) || (shared >= Math.max(4, b.length - 3) && a.length - shared <= 3)
}

/** The synonyms of `word` (its group's other words) that the index holds. */
function synonymsOf(built, word) {
  const group = built.synonyms.find((words) => words.some((synonym) => sameWord(synonym, word) || sameWord(word, synonym)))
  return group ? group.filter((synonym) => synonym !== word && known(built, synonym)) : []
}

/**
 * The words to search for, as the site plans a query (lib/search/spelling.ts, planQuery, and
 * lib/search/questions.ts, planQuestion): its meaningful words, each an indexed word or the start of
 * one as typed, else its closest indexed word, else a form of an indexed word (the stemmer finds
 * it), else a synonym the index holds; a word that is none of these is left out. Each word comes
 * with its synonyms (`groups`). A query that had stop words or words that match nothing is a
 * question (`question`): it is ranked by how much of it a page holds. Null when no word is left.
 */
function plan(built, query) {
  const { sorted, lengths } = built
  const tokens = []
  for (const token of query.toLowerCase().replace(/ё/g, 'е').split(/\s+/)) {
    const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    // "X-Request-Id" as one word when the pages write it so, else its parts.
    tokens.push(...(parts.length > 1 && isIndexedStart(sorted, parts.join('')) ? [parts.join('')] : parts))
  }
  const planned = []
  const groups = []
  const meaningful = meaningfulWords(tokens, built.stopWords)
  for (const word of meaningful) {
    const found = isIndexedStart(sorted, word) ? word : (closestWord(lengths, word) ?? (built.stems.has(built.stem(word)) ? word : null))
    const synonyms = synonymsOf(built, word)
    if (!found && !synonyms.length) continue
    if (planned.includes(found ?? synonyms[0])) continue
    planned.push(found ?? synonyms[0])
    groups.push(found ? [found, ...synonyms.filter((synonym) => synonym !== found)] : synonyms)
  }
  return planned.length ? { words: planned, groups, question: meaningful.length < tokens.length || planned.length < meaningful.length } : null
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
    const question = plan(built, query)
    if (!question) return []
    const { words: planned, groups, question: isQuestion } = question
    const options = {
      boost: { title: 4, heading: 2, text: 1 },
      prefix: (term) => term.length >= 5,
      weights: { prefix: 0.5 },
      filter: (hit) => !set || index.pages[docs[hit.id].pageId].set === set,
    }
    const hits = isQuestion ? [] : mini.search({ combineWith: 'AND', queries: planned }, options)
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
    const ranked = isQuestion ? [] : [...byPage.values()].sort((a, b) => b.title - a.title || b.rank - a.rank)
    // A question, or fewer pages than this hold every word: the pages that hold the most of its words, as on the site.
    if (isQuestion || (ranked.length < STRONG_RESULTS && (groups.length > 1 || groups.some((group) => group.length > 1)))) {
      const seen = new Set(ranked.map((entry) => entry.doc.pageId))
      for (const entry of rankByCoverage(built, groups, options)) if (!seen.has(entry.doc.pageId)) ranked.push(entry)
    }
    return ranked.slice(0, limit).map(({ doc, terms }) => {
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

  /**
   * Pages ranked by how much of a question they hold, as the site ranks them (lib/search/questions.ts,
   * rankByCoverage): each word (with its synonyms) counts by how rare it is among the pages
   * (log(1 + pages / pages holding it)), three times when the page's title holds it, plus as much
   * again for the page's best score for it (relative to the best page's). Each page with its
   * section that holds the most.
   */
  function rankByCoverage({ mini, docs, pages: total }, groups, options) {
    const pages = new Map()
    for (const group of groups) {
      const best = new Map()
      for (const hit of mini.search({ combineWith: 'OR', queries: group }, options)) {
        const pageId = docs[hit.id].pageId
        if (!best.has(pageId) || hit.score > best.get(pageId).score) best.set(pageId, hit)
        const page = pages.get(pageId) ?? { score: 0, sections: new Map() }
        pages.set(pageId, page)
        const section = page.sections.get(hit.id) ?? { weight: 0, terms: new Set() }
        page.sections.set(hit.id, section)
        section.pending = hit
      }
      if (!best.size) continue
      const weight = Math.log(1 + total / best.size)
      const top = Math.max(...[...best.values()].map((hit) => hit.score)) || 1
      for (const [pageId, hit] of best) {
        const page = pages.get(pageId)
        const inTitle = words(docs[hit.id].title).some((t) => group.some((word) => sameWord(t, word)))
        page.score += weight * (1 + (inTitle ? 2 : 0) + hit.score / top)
        for (const section of page.sections.values()) {
          if (!section.pending) continue
          section.weight += weight * (1 + section.pending.score / top)
          for (const term of section.pending.terms) section.terms.add(term)
          section.pending = null
        }
      }
    }
    return [...pages.values()]
      .sort((a, b) => b.score - a.score)
      .map(({ sections }) => {
        const [id, section] = [...sections.entries()].reduce((a, b) => (b[1].weight > a[1].weight ? b : a))
        return { doc: docs[id], terms: [...section.terms] }
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
