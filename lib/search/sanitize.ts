/**
 * Every string of a search hit is safe HTML: plain text escaped, highlights kept only as bare
 * `<mark>`/`</mark>` tags. Backends' own markup is never trusted. The search page inserts these
 * strings as HTML; the modal renders them as text and `<mark>` elements (`highlightParts`).
 */

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the character references a search engine may have put in its text (one level). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
    }
    return named[ref.toLowerCase()] ?? whole
  })
}

/** Escapes text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const markTag = /(<\/?mark\s*>)/i

/**
 * A highlighted excerpt as safe HTML: everything escaped, then only balanced `<mark>` and
 * `</mark>` put back. `'<mark>x</mark> <img onerror=…>'` → `'<mark>x</mark> &lt;img onerror=…&gt;'`.
 */
export function sanitizeHighlight(html: string): string {
  let out = ''
  let open = false
  for (const part of String(html ?? '').split(markTag)) {
    if (/^<mark\s*>$/i.test(part)) {
      if (!open) out += '<mark>'
      open = true
    } else if (/^<\/mark\s*>$/i.test(part)) {
      if (open) out += '</mark>'
      open = false
    } else {
      out += escapeHtml(decodeEntities(part))
    }
  }
  return open ? `${out}</mark>` : out
}

/** Plain text as safe HTML (no highlight). */
export const textToHtml = (text: string) => escapeHtml(decodeEntities(String(text ?? '')))

/** The text of a highlighted excerpt, without tags. */
export const highlightToText = (html: string) => decodeEntities(String(html ?? '').replace(/<\/?mark\s*>/gi, ''))

/** A highlighted excerpt as text pieces, each marked or not: the modal renders them without innerHTML. */
export function highlightParts(html: string): Array<{ text: string; mark: boolean }> {
  const parts: Array<{ text: string; mark: boolean }> = []
  let open = false
  for (const part of String(html ?? '').split(markTag)) {
    if (/^<mark\s*>$/i.test(part)) open = true
    else if (/^<\/mark\s*>$/i.test(part)) open = false
    else if (part) parts.push({ text: decodeEntities(part), mark: open })
  }
  return parts
}
