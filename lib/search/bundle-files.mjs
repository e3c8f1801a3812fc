// The names the site gives files of the search bundle (out/pagefind/), shared by the build, which
// writes them (lib/search/indexer.mjs, vocabulary.mjs), and the browser, which asks for them
// (pagefind-files.ts). No Node imports: the browser's bundle holds this module.

/** A language's vocabulary (lib/search/vocabulary.mjs). */
export const vocabularyFile = (language) => `vocabulary.${language}.json`

/**
 * A language's index meta is `pagefind.<hash>.pf_meta`, the hash named in the entry file. Pagefind
 * hashes the meta's content; the indexer renames it by the build's tag (the hash below), so that the
 * browser can ask for it ahead, with the entry file, when the reader shows intent.
 */
export const metaHash = (language, indexTag) => `${language}_${indexTag}`
export const metaFile = (hash) => `pagefind.${hash}.pf_meta`
