// The search words of both languages (stop words and synonyms, one file per language beside this
// one) as the build publishes them: into each language's search vocabulary for the site
// (lib/search/vocabulary.mjs) and into /mcp-index.json for the MCP server (lib/markdown/mcp-index.mjs).
import en from './en.mjs'
import ru from './ru.mjs'

export const searchWords = { ru, en }

/** A word as both searches compare it: lower case; with «ё», its «е» spelling too. */
const spellings = (word) => {
  const lower = word.toLowerCase()
  return lower.includes('ё') ? [lower, lower.replace(/ё/g, 'е')] : [lower]
}

/**
 * What the searches read: the stop words of both languages in one list (a Russian question may
 * hold an English question word, and the other way round), and each language's synonym groups.
 * @returns {{ stopWords: string[], synonyms: { ru: string[][], en: string[][] } }}
 */
export function publishedSearchWords(words = searchWords) {
  const stopWords = [...new Set(Object.values(words).flatMap((list) => list.stopWords.flatMap(spellings)))].sort()
  const synonyms = Object.fromEntries(Object.entries(words).map(([language, list]) => [language, list.synonyms.map((group) => [...new Set(group.flatMap(spellings))])]))
  return { stopWords, synonyms }
}
