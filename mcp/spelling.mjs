// Typo correction for search_docs, as the site's search corrects (lib/search/spelling.ts, which
// runs in the browser on Pagefind's vocabulary): a query word that is neither an indexed word nor
// a form of one is replaced by the closest indexed word within its typo budget — 1 from 4
// letters, 2 from 8, none in words with digits — by optimal-string-alignment distance (a swap of
// two neighbours is one typo), fewest typos first, then the most frequent word.

/** Typos allowed in a word of this length. */
export const typoBudget = (word) => (/\p{N}/u.test(word) ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/** The distance between `a` and `b`, or `max + 1` once it must exceed `max`. */
export function editDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1)
      current[j] = d
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[b.length], max + 1)
}

/** The words of a vocabulary (`Map` word → count) by length, for `closestWord`. */
export function byLength(vocabulary) {
  const lengths = new Map()
  for (const [word, count] of vocabulary) {
    if (!lengths.has(word.length)) lengths.set(word.length, [])
    lengths.get(word.length).push([word, count])
  }
  return lengths
}

/** The closest word of the vocabulary within `budget` typos, or null. */
export function closestWord(lengths, word, budget = typoBudget(word)) {
  let best = null
  for (let length = word.length - budget; length <= word.length + budget; length++) {
    for (const [candidate, count] of lengths.get(length) ?? []) {
      const distance = editDistance(word, candidate, best ? Math.min(budget, best.distance) : budget)
      if (distance > budget) continue
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count }
    }
  }
  return best?.word ?? null
}
