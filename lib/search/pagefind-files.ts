import { metaFile, metaHash, vocabularyFile } from './bundle-files.mjs'

/**
 * Where the embedded index's files are (scripts/postbuild.mjs writes them into out/pagefind/): the
 * backend loads them, and the search button asks for them ahead when the reader shows intent.
 */
export const PAGEFIND_BASE = '/pagefind/'

/**
 * The files the first query in `language` needs before its own index chunks: Pagefind's script, its
 * entry file at this build's tag (Pagefind's `metaCacheTag`: one URL per build), the language's index
 * meta (named by the same tag), wasm and vocabulary (lib/search/vocabulary.mjs).
 */
export function pagefindFiles(language: string, indexTag: string, base = PAGEFIND_BASE) {
  const lang = encodeURIComponent(language)
  return {
    script: `${base}pagefind.js`,
    entry: `${base}pagefind-entry.json?ts=${encodeURIComponent(indexTag)}`,
    meta: `${base}${encodeURIComponent(metaFile(metaHash(language, indexTag)))}`,
    wasm: `${base}wasm.${lang}.pagefind`,
    vocabulary: `${base}${encodeURIComponent(vocabularyFile(language))}`,
  }
}

/**
 * How the site runs Pagefind: on the main thread (its fetches then take what the search button
 * preloaded, and the worker's own script is one request less; the index of ~200 pages a language
 * searches in a few milliseconds), with short excerpts and the entry file at this build's tag.
 */
export const pagefindOptions = (indexTag: string) => ({ excerptLength: 24, noWorker: true, ...(indexTag && { metaCacheTag: indexTag }) })
