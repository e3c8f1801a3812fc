/**
 * Questions typed as sentences ("how do I rotate an access key without downtime"), for the embedded
 * search: the query's meaningful words (stop words of both languages left out), each with the
 * synonyms of its language (lib/search/words/, published in the vocabulary), words that match
 * nothing dropped instead of the whole query. The MCP server plans the same way (mcp/search.mjs).
 */
import { matchWord, queryWords, sameWord, type Vocabulary, type WordMatch } from './spelling'

/** A question's plan: the query of its known meaningful words, and each word with its synonyms (the index's words). */
export type QuestionPlan = {
  /** The known meaningful words as a query (space-terminated when the reader has finished the last word), or null: nothing to search for. */
  text: string | null
  /** One group per known meaningful word: the word as the index has it (corrected), then its synonyms the index holds. */
  groups: string[][]
  /** Whether words were left out because they match nothing. */
  dropped: boolean
  /**
   * Whether the query is a question: it had stop words, or words that match nothing. A question is
   * ranked by how much of it a page holds (rankByCoverage); a query of keywords that all match keeps
   * the order of the pages that hold them all.
   */
  question: boolean
}

/** The words of a query worth searching for: without stop words, unless it has nothing else. */
export function meaningfulWords(words: string[], stopWords: ReadonlySet<string>): string[] {
  const kept = words.filter((word) => !stopWords.has(word) && !stopWords.has(word.replace(/ё/g, 'е')))
  return kept.length ? kept : words
}

/** The synonyms of `word` (its group's other words) that the index holds. */
export function synonymsOf(vocabulary: Vocabulary, word: string): string[] {
  const group = vocabulary.synonyms.find((words) => words.some((synonym) => sameWord(synonym, word) || sameWord(word, synonym)))
  if (!group) return []
  // A synonym the index holds as it is written, or a form of it; never a typo's correction.
  return group.filter((synonym) => synonym !== word && ['exact', 'form'].includes(matchWord(vocabulary, synonym).kind))
}

/** The word to search for: as typed when indexed or a form of an indexed word, else its correction. */
const searched = (match: WordMatch) => (match.kind === 'typo' ? match.correction : match.kind === 'form' ? (match.correction ?? match.word) : match.word)

export function planQuestion(vocabulary: Vocabulary, query: string): QuestionPlan {
  const typingLast = !/\s$/.test(query)
  const all = queryWords(query, vocabulary)
  const words = meaningfulWords(all, vocabulary.stopWords)
  const lastTyped = typingLast && all.length > 0 && words[words.length - 1] === all[all.length - 1]
  const known: string[] = []
  const groups: string[][] = []
  words.forEach((word, i) => {
    const match = matchWord(vocabulary, word, lastTyped && i === words.length - 1)
    const synonyms = synonymsOf(vocabulary, word)
    // A word the pages never use, but a synonym of one they do: the synonym stands for it.
    const planned = match.kind === 'unknown' ? synonyms[0] : word
    // A word the question repeats counts once, as in the MCP server (mcp/search.mjs, plan).
    if (planned === undefined || known.includes(planned)) return
    known.push(planned)
    groups.push(match.kind === 'unknown' ? synonyms : [...new Set([searched(match), ...synonyms])])
  })
  const text = known.length ? `${known.join(' ')}${lastTyped && known[known.length - 1] === words[words.length - 1] ? '' : ' '}` : null
  const dropped = known.length < words.length
  return { text, groups, dropped, question: dropped || words.length < all.length }
}

/** A page found for one word of a question: its id and the engine's score of it for that word. */
export type WordHit = { id: string; score: number }

/**
 * Pages ranked by how much of a question they hold: each word (with its synonyms) counts by how
 * rare it is among the `total` pages (log(1 + total / pages holding it)), three times when the page's
 * title holds it, plus as much again for the engine's score of the page for that word (relative to the
 * best page's). The MCP server ranks the same way (mcp/search.mjs, rankByCoverage).
 */
export function rankByCoverage(found: WordHit[][], groups: string[][], total: number, titleOf: (id: string) => string[] | undefined): string[] {
  const scores = new Map<string, number>()
  found.forEach((hits, g) => {
    if (!hits.length) return
    const weight = Math.log(1 + total / hits.length)
    const top = Math.max(...hits.map((hit) => hit.score), 0) || 1
    for (const hit of hits) {
      const inTitle = (titleOf(hit.id) ?? []).some((t) => groups[g].some((word) => sameWord(t, word)))
      scores.set(hit.id, (scores.get(hit.id) ?? 0) + weight * (1 + (inTitle ? 2 : 0) + hit.score / top))
    }
  })
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)
}
