// The documentation sets: each has its own versions, its own switcher and its own folder (content/<set>/,
// versions/<version>/<set>/). The one place for their names, and for the key under which the reader's
// preferred version of each is kept in localStorage. Import-free: client components import it.

export const DOCS_SETS = /** @type {const} */ (['docs', 'api'])

/** @typedef {(typeof DOCS_SETS)[number]} DocsSet */

/** The sets as a regular expression's alternatives: `docs|api`. */
export const DOCS_SET_PATTERN = DOCS_SETS.join('|')

/** The localStorage key of a set's preferred version: `preferred-version:docs` → "1.4". @param {DocsSet} set */
export const preferredVersionKey = (set) => `preferred-version:${set}`
