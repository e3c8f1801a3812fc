/**
 * Puts the text of a Markdown twin on the clipboard. The clipboard item is given a promise, so the
 * browser keeps the click's permission while the file downloads (Safari requires it); where
 * ClipboardItem is missing, the text is fetched first. False when either step fails.
 */
export async function copyMarkdown(href: string): Promise<boolean> {
  const text = fetch(href, { headers: { Accept: 'text/markdown' } }).then((response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`)
    return response.text()
  })
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })])
    } else {
      await navigator.clipboard.writeText(await text)
    }
    return true
  } catch {
    return false
  }
}
