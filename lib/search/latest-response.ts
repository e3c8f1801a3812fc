/**
 * Orders the responses of a search-as-you-type field: each request takes a ticket, and a response
 * is shown only if no response to a later request is on screen already, so a slow answer to an
 * earlier keystroke never replaces a newer one. A request may be answered twice (its outline, then
 * the whole answer).
 */
export function createResponseGate() {
  let issued = 0
  let shown = 0
  let cleared = 0
  return {
    /** A ticket for a new request. */
    next: () => ++issued,
    /** Whether the response to `ticket` may be shown (and, if so, it now is the one on screen). */
    accept(ticket: number) {
      if (ticket < shown || ticket <= cleared) return false
      shown = ticket
      return true
    },
    /** Makes every pending response stale (e.g. the field was cleared). */
    invalidate() {
      shown = cleared = issued
    },
  }
}

export type ResponseGate = ReturnType<typeof createResponseGate>
