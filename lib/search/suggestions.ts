/**
 * "Try" suggestions of the modal's no-results screen: the section names of earlier results, the
 * latest result's first, each once; before any query of the session found results, `initial`.
 */
export function rememberSections(seen: readonly string[], latest: readonly string[]): string[] {
  return [...new Set([...latest, ...seen])]
}

/** The suggestions to show (at most `limit`). */
export function trySuggestions(seen: readonly string[], initial: readonly string[], limit = 3): string[] {
  return (seen.length ? seen : [...new Set(initial)]).slice(0, limit)
}

/** The query a suggestion runs: DocSearch's convention, lower case and a trailing space. */
export const suggestionQuery = (suggestion: string) => `${suggestion.toLowerCase()} `
