/**
 * Typo tolerance for the embedded search (Pagefind has none): query words are checked against the
 * vocabulary of the indexed pages (built with the index, lib/search/vocabulary.mjs) and corrected
 * with a bounded Damerau-Levenshtein distance, as Algolia does it: 1 typo from 4 letters, 2 from 8.
 * Pagefind still stems what it is sent, so a Russian word form is never rewritten when a form of
 * the same word is indexed.
 */

/**
 * The vocabulary file of one language (encodeVocabulary in vocabulary.mjs): the words sorted by
 * code unit and front-coded, the pages per word as base-36 digits, the title of each page.
 */
export type VocabularyData = {
  words: string
  counts: string
  titles?: Record<string, string>
  urls?: Record<string, string>
  index?: string[]
  /** Stop words of both languages and the language's synonym groups (lib/search/words/). */
  stopWords?: string[]
  synonyms?: string[][]
}

export type Vocabulary = {
  words: string[]
  /** The order of each word's page count (lib/search/vocabulary.mjs, pageCountOrder): more is more common. */
  counts: number[]
  /** Pagefind page id → its title words. */
  titles: Map<string, string[]>
  /** Pagefind page id → its title and URL, for results shown before their excerpts arrive. */
  pages: Map<string, { title: string; url: string }>
  /** Word indexes by length, for the correction scan. */
  byLength: Map<number, number[]>
  /** The language's Pagefind index chunks (`en_1f50d6f`: index/en_1f50d6f.pf_index). */
  index: string[]
  /** Words left out of a question (lib/search/questions.ts), and the groups of words that stand for one another. */
  stopWords: Set<string>
  synonyms: string[][]
}

/** How a query word is matched. */
export type WordMatch =
  /** An indexed word, or the start of one (typing in progress). */
  | { kind: 'exact'; word: string }
  /** Not indexed as typed, but a form of an indexed word (same start, other short ending): Pagefind's stemming finds it. */
  | { kind: 'form'; word: string; correction: string | null }
  /** A typo of an indexed word within the typo budget. */
  | { kind: 'typo'; word: string; correction: string }
  | { kind: 'unknown'; word: string }

/** Longest word the corrector looks at, and most words per query it corrects. */
const MAX_WORD_LENGTH = 64
const MAX_WORDS = 12

/**
 * The shortest common start that counts as the same word in another form: 4 letters, more than
 * half of the typed word, and endings of at most 3 letters on both sides ("ключами" ~ "ключ",
 * "автомасштабированию" ~ "автомасштабирование"; not "glosary" ~ "glossary": that is a typo).
 */
const MIN_STEM = 4
const MAX_ENDING = 3

/** Front-coded entries ("0glossary 5ies") → words ("glossary", "glossies"). */
function decodeWords(encoded: string): string[] {
  const words: string[] = []
  let previous = ''
  for (const entry of encoded ? encoded.split(' ') : []) {
    previous = previous.slice(0, parseInt(entry[0], 36)) + entry.slice(1)
    words.push(previous)
  }
  return words
}

export function createVocabulary(data: VocabularyData): Vocabulary {
  const words = decodeWords(data.words)
  const counts = Array.from(data.counts, (digit) => parseInt(digit, 36))
  const byLength = new Map<number, number[]>()
  words.forEach((word, index) => {
    const list = byLength.get(word.length)
    if (list) list.push(index)
    else byLength.set(word.length, [index])
  })
  const titles = new Map(Object.entries(data.titles ?? {}).map(([id, title]) => [id, queryWords(title)]))
  const pages = new Map(Object.entries(data.urls ?? {}).map(([id, url]) => [id, { title: data.titles?.[id] || url, url }]))
  return { words, counts, titles, pages, byLength, index: data.index ?? [], stopWords: new Set(data.stopWords ?? []), synonyms: data.synonyms ?? [] }
}

/**
 * The words of a query or a text as the index has them (lib/search/vocabulary.mjs): lower case,
 * letters and digits only ("X-Request-Id" → "xrequestid"; its parts when only they are indexed).
 */
export function queryWords(text: string, vocabulary?: Vocabulary): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .flatMap((token) => {
      const joined = token.replace(/[^\p{L}\p{N}]/gu, '')
      const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
      // "chat/completions" is two indexed words when the pages never write it as one.
      return vocabulary && parts.length > 1 && !isIndexedStart(vocabulary, joined) ? parts : [joined]
    })
    .filter(Boolean)
}

/** Typos allowed in a word of this length: 1 from 4 letters, 2 from 8; none in words with digits. */
export function typoBudget(word: string): number {
  if (/\p{N}/u.test(word)) return 0
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}

/** A looser budget for "Did you mean" (never applied silently): 1 from 3 letters, 2 from 5. */
export function suggestionBudget(word: string): number {
  if (/\p{N}/u.test(word)) return 0
  return word.length >= 5 ? 2 : word.length >= 3 ? 1 : 0
}

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein with adjacent transpositions) between
 * `a` and `b`, or `max + 1` once it is certain to exceed `max`. With `prefix`, the distance from
 * `a` to the closest start of `b` (a word still being typed).
 */
export function editDistance(a: string, b: string, max: number, prefix = false): number {
  const over = max + 1
  if (!prefix && Math.abs(a.length - b.length) > max) return over
  const n = a.length
  const m = prefix ? Math.min(b.length, n + max) : b.length
  let before = new Array<number>(m + 1).fill(0)
  let previous = Array.from({ length: m + 1 }, (_, j) => j)
  let current = new Array<number>(m + 1).fill(0)
  for (let i = 1; i <= n; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1)
      current[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return over
    ;[before, previous, current] = [previous, current, before]
  }
  const distance = prefix ? Math.min(...previous.slice(Math.max(0, n - max))) : previous[m]
  return distance > max ? over : distance
}

/** Index of the first word ≥ `key` (words are sorted by code unit). */
function lowerBound(words: string[], key: string): number {
  let lo = 0
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (words[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Whether an indexed word is `word` or starts with it. */
export function isIndexedStart(vocabulary: Vocabulary, word: string): boolean {
  const at = lowerBound(vocabulary.words, word)
  return at < vocabulary.words.length && vocabulary.words[at].startsWith(word)
}

/** Whether `word` is another form of an indexed word: a shared start of ≥ 4 letters, > half the word, short endings. */
export function isWordForm(vocabulary: Vocabulary, word: string): boolean {
  const shortest = Math.max(MIN_STEM, Math.floor(word.length / 2) + 1, word.length - MAX_ENDING)
  for (let length = word.length - 1; length >= shortest; length--) {
    const stem = word.slice(0, length)
    for (let at = lowerBound(vocabulary.words, stem); at < vocabulary.words.length; at++) {
      const candidate = vocabulary.words[at]
      if (!candidate.startsWith(stem)) break
      if (candidate.length - length <= MAX_ENDING) return true
    }
  }
  return false
}

/**
 * The closest indexed word within `budget` typos: fewest typos, then the most pages, then the
 * longest shared start. With `prefix`, the closest start of an indexed word (returned as that start).
 */
export function closestWord(vocabulary: Vocabulary, word: string, budget: number, prefix = false): string | null {
  if (budget <= 0 || word.length > MAX_WORD_LENGTH) return null
  let best: { word: string; distance: number; count: number; shared: number } | null = null
  const lengths = prefix ? [...vocabulary.byLength.keys()].filter((length) => length >= word.length - budget) : range(word.length - budget, word.length + budget)
  for (const length of lengths) {
    for (const index of vocabulary.byLength.get(length) ?? []) {
      const candidate = vocabulary.words[index]
      const distance = editDistance(word, candidate, best ? Math.min(budget, best.distance) : budget, prefix)
      if (distance > budget) continue
      const result = prefix ? bestStart(word, candidate, distance) : candidate
      const count = vocabulary.counts[index] ?? 0
      const shared = sharedStart(word, result)
      if (!best || distance < best.distance || (distance === best.distance && (count > best.count || (count === best.count && shared > best.shared)))) {
        best = { word: result, distance, count, shared }
      }
    }
  }
  return best && best.word !== word ? best.word : null
}

function range(from: number, to: number): number[] {
  const out: number[] = []
  for (let n = Math.max(1, from); n <= to; n++) out.push(n)
  return out
}

/** The start of `candidate` at `distance` from `word` closest in length to it. */
function bestStart(word: string, candidate: string, distance: number): string {
  for (let grow = 0; grow <= distance; grow++) {
    for (const length of [word.length + grow, word.length - grow]) {
      if (length > 0 && length <= candidate.length && editDistance(word, candidate.slice(0, length), distance) <= distance) return candidate.slice(0, length)
    }
  }
  return candidate
}

function sharedStart(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/**
 * How one query word is matched. `last` marks the word being typed (no space after it): it may
 * be the start of an indexed word, with typos too.
 */
export function matchWord(vocabulary: Vocabulary, word: string, last = false): WordMatch {
  if (word.length > MAX_WORD_LENGTH) return { kind: 'unknown', word }
  if (isIndexedStart(vocabulary, word)) return { kind: 'exact', word }
  const budget = typoBudget(word)
  const typo = () => closestWord(vocabulary, word, budget) ?? (last ? closestWord(vocabulary, word, budget, true) : null)
  if (isWordForm(vocabulary, word)) return { kind: 'form', word, correction: typo() }
  const correction = typo()
  return correction ? { kind: 'typo', word, correction } : { kind: 'unknown', word }
}

/**
 * The queries to send to the index, best first; each is null when it cannot match.
 * - `exact`: every word indexed (or the start of one) — the words as typed.
 * - `corrected`: typos replaced by their closest indexed words; so are word forms that are one
 *   typo from an indexed word (a typo near the end looks like another ending: "glossray").
 * - `forms`: the words as typed when some are forms of indexed words and none is a typo, for
 *   Pagefind's stemming («ключами»); it ranks after the corrected query.
 * A word that is none of these — nonsense — leaves all three null: no results, rather than
 * Pagefind's fallback to whatever indexed word shares its first letters.
 */
export function planQuery(vocabulary: Vocabulary, query: string): QueryPlan {
  const words = queryWords(query, vocabulary)
  const none = { words, exact: null, corrected: null, forms: null }
  if (!words.length || words.length > MAX_WORDS) return none
  const typingLast = !/\s$/.test(query)
  const matches = words.map((word, i) => matchWord(vocabulary, word, typingLast && i === words.length - 1))
  if (matches.some((m) => m.kind === 'unknown')) return none
  const typed = words.join(' ')
  if (matches.every((m) => m.kind === 'exact')) return { ...none, exact: typed }
  const corrected = matches.map((m) => (m.kind === 'typo' || m.kind === 'form' ? (m.correction ?? m.word) : m.word)).join(' ')
  const forms = matches.some((m) => m.kind === 'typo') ? null : typed
  return { words, exact: null, corrected: corrected !== typed ? corrected : null, forms }
}

export type QueryPlan = { words: string[]; exact: string | null; corrected: string | null; forms: string | null }

/**
 * "Did you mean": every word replaced by its closest indexed word within the looser budget, words
 * without one dropped; null when that changes nothing or leaves nothing.
 */
export function suggestQuery(vocabulary: Vocabulary, query: string): string | null {
  const words = queryWords(query, vocabulary)
  if (!words.length || words.length > MAX_WORDS) return null
  const suggested = words
    .map((word) => (vocabulary.words[lowerBound(vocabulary.words, word)] === word ? word : closestWord(vocabulary, word, suggestionBudget(word))))
    .filter((word): word is string => Boolean(word))
  const text = suggested.join(' ')
  return suggested.length && text !== words.join(' ') ? text : null
}

/** Whether the word `t` is `word`, its continuation or another form of it (short endings after a shared start). */
export const sameWord = (t: string, word: string) =>
  t.startsWith(word) || (sharedStart(t, word) >= Math.max(MIN_STEM, word.length - MAX_ENDING) && t.length - sharedStart(t, word) <= MAX_ENDING)

/**
 * Pages whose title (or first heading) holds every query word rank first, those whose title is
 * nothing but the query before those where it is a part ("Autoscaling" before "Autoscaling in
 * practice"); the others keep the index's order. `titleOf` gives a page's title words.
 */
export function rankByTitle<T>(pages: T[], words: string[], titleOf: (page: T) => string[] | undefined): T[] {
  if (!words.length) return pages
  const score = (title: string[]) => {
    if (!title.length || !words.every((word) => title.some((t) => sameWord(t, word)))) return 0
    return 1 + title.filter((t) => words.some((word) => sameWord(t, word))).length / title.length
  }
  return pages
    .map((page, order) => ({ page, order, score: score(titleOf(page) ?? []) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ page }) => page)
}
