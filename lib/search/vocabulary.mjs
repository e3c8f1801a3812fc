// The vocabulary of the embedded search, per language: every word of the indexed pages (as the
// Pagefind fragments hold their text), the number of pages it is on, and each page's title and URL.
// The browser corrects typos against it (lib/search/spelling.ts), ranks title matches first and
// shows a query's results by title and link before their excerpts arrive.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { vocabularyFile } from './bundle-files.mjs'
import { publishedSearchWords } from './words/index.mjs'

/** Pagefind's marker at the start of its decompressed files. */
const SIGNATURE = 'pagefind_dcd'

/** Pagefind's binary files, which it gzips itself: the wasm, each language's meta, the index chunks, filters and fragments. */
export const PAGEFIND_BINARY = /\.(pagefind|pf_meta|pf_index|pf_filter|pf_fragment)$/

/** Whether a file is gzipped (as Pagefind writes its binary files; lib/search/indexer.mjs stores them inflated). */
export const isGzip = (buffer) => buffer[0] === 0x1f && buffer[1] === 0x8b

/** One fragment file → its JSON (with Pagefind's signature in front, gzipped or not). */
export function readFragment(buffer) {
  let text = (isGzip(buffer) ? gunzipSync(buffer) : buffer).toString('utf8')
  if (text.startsWith(SIGNATURE)) text = text.slice(SIGNATURE.length)
  return JSON.parse(text)
}

/** Longest word kept: longer tokens are hashes or run-together code, never typed. */
const MAX_WORD = 40

/**
 * The words of a text as the index and the corrector see them: lower case, letters and digits
 * only; a token joined by punctuation ("X-Request-Id") gives the joined word and its parts.
 */
export function textWords(text) {
  const words = []
  for (const token of text.toLowerCase().split(/\s+/)) {
    const joined = token.replace(/[^\p{L}\p{N}]/gu, '')
    if (!joined) continue
    if (joined.length <= MAX_WORD) words.push(joined)
    const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    if (parts.length > 1) for (const part of parts) if (part.length <= MAX_WORD) words.push(part)
  }
  return words
}

/**
 * Vocabularies of a list of `{ id, fragment }` by the fragment's language.
 * @param {Array<{ id: string, fragment: { content?: string, meta?: Record<string, string>, filters?: Record<string, string[]> } }>} fragments
 * @returns {Record<string, { words: string[], counts: number[], titles: Record<string, string>, urls: Record<string, string> }>}
 */
export function buildVocabularies(fragments) {
  const byLanguage = new Map()
  for (const { id, fragment } of fragments) {
    const language = fragment.filters?.language?.[0] ?? id.split('_')[0]
    let vocabulary = byLanguage.get(language)
    if (!vocabulary) byLanguage.set(language, (vocabulary = { pages: new Map(), titles: {}, urls: {} }))
    const title = fragment.meta?.title?.trim() ?? ''
    if (title) vocabulary.titles[id] = title
    if (fragment.url) vocabulary.urls[id] = fragment.url
    for (const word of new Set(textWords(`${title} ${fragment.content ?? ''}`))) vocabulary.pages.set(word, (vocabulary.pages.get(word) ?? 0) + 1)
  }
  const result = {}
  for (const [language, { pages, titles, urls }] of byLanguage) {
    // Sorted by code unit, as the browser's binary search compares.
    const words = [...pages.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    result[language] = { words, counts: words.map((word) => pages.get(word)), titles, urls }
  }
  return result
}

/**
 * A word's page count as the corrector needs it, its order of magnitude (0 for none, 1 for one page,
 * 2 for 2–3, 3 for 4–7, …): it only breaks ties between equally close words. One digit, and a third
 * of the bytes of the counts themselves.
 */
export const pageCountOrder = (count) => (count > 0 ? Math.floor(Math.log2(count)) + 1 : 0)

/** Longest shared start a front-coded entry records (one base-36 digit). */
const MAX_SHARED = 35

/**
 * A vocabulary as its file holds it (decoded by createVocabulary in spelling.ts): the sorted words
 * front-coded (each entry = the length of the start it shares with the word before, one base-36
 * digit, then the rest; entries joined by spaces), the order of each word's page count as one
 * digit (pageCountOrder), the titles, the URLs and the names of the language's index chunks (fetched ahead
 * once a query was answered), and the search words (stop words of both languages, the language's
 * synonyms: lib/search/words/). About 40 % smaller than a plain list, gzipped.
 */
/** @param {{ words: string[], counts: number[], titles: Record<string, string>, urls: Record<string, string>, index?: string[], stopWords?: string[], synonyms?: string[][] }} vocabulary */
export function encodeVocabulary({ words, counts, titles, urls, index = [], stopWords = [], synonyms = [] }) {
  let previous = ''
  const entries = words.map((word) => {
    let shared = 0
    while (shared < MAX_SHARED && shared < previous.length && shared < word.length && previous[shared] === word[shared]) shared++
    previous = word
    return `${shared.toString(36)}${word.slice(shared)}`
  })
  return { words: entries.join(' '), counts: counts.map((count) => pageCountOrder(count).toString(36)).join(''), titles, urls, index, stopWords, synonyms }
}

/** Reads the fragments of a written Pagefind bundle and writes one vocabulary file per language. */
export function writeVocabularies(bundleDir) {
  const fragmentDir = path.join(bundleDir, 'fragment')
  const fragments = readdirSync(fragmentDir)
    .filter((file) => file.endsWith('.pf_fragment'))
    .map((file) => ({ id: file.replace(/\.pf_fragment$/, ''), fragment: readFragment(readFileSync(path.join(fragmentDir, file))) }))
  const vocabularies = buildVocabularies(fragments)
  // Pagefind names a language's index chunks index/<language>_<hash>.pf_index.
  const chunks = readdirSync(path.join(bundleDir, 'index')).filter((file) => file.endsWith('.pf_index')).map((file) => file.replace(/\.pf_index$/, ''))
  const sizes = {}
  const searchWords = publishedSearchWords()
  for (const [language, vocabulary] of Object.entries(vocabularies)) {
    const index = chunks.filter((chunk) => chunk.startsWith(`${language}_`))
    if (!index.length) throw new Error(`search vocabulary: no index chunks of "${language}" in ${path.join(bundleDir, 'index')} (did Pagefind rename them?)`)
    const json = JSON.stringify(encodeVocabulary({ ...vocabulary, index, stopWords: searchWords.stopWords, synonyms: searchWords.synonyms[language] ?? [] }))
    writeFileSync(path.join(bundleDir, vocabularyFile(language)), json)
    sizes[language] = { words: vocabulary.words.length, bytes: Buffer.byteLength(json) }
  }
  return sizes
}
