// The closest matches an error names ("no page /docs/clent; the closest: /docs/client, …").
import { editDistance } from './spelling.mjs'

/** Up to `count` of `names` closest to `asked`: those that contain it or it contains first, then by edit distance. */
export function closest(asked, names, count = 3) {
  const wanted = asked.toLowerCase().slice(0, 200)
  const score = (name) => {
    const lower = name.toLowerCase()
    const contains = lower.includes(wanted) || wanted.includes(lower) ? 0 : 1
    return contains + editDistance(wanted, lower, Math.max(wanted.length, lower.length)) / Math.max(wanted.length, lower.length, 1)
  }
  return [...new Set(names)]
    .filter(Boolean)
    .map((name) => ({ name, score: score(name) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map(({ name }) => name)
}
