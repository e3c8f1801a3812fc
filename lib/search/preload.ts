import type { ClientSearchConfig } from './config'
import { pagefindFiles } from './pagefind-files'

const asked = new Set<string>()

/**
 * Asks the browser, all at once, for the files the embedded search's first query in `language`
 * needs, so that they travel while the modal's own code does: on a phone each of them was one more
 * round trip after the one before. Pagefind (on the main thread: lib/search/pagefind-backend.ts)
 * then gets these responses when it asks for the same URLs. Once per language; nothing for Algolia.
 */
export function preloadSearchFiles(config: ClientSearchConfig, language: string) {
  if (config.backend !== 'pagefind' || !config.indexTag || asked.has(language)) return
  asked.add(language)
  const { script, entry, wasm, vocabulary } = pagefindFiles(language, config.indexTag)
  const links: [rel: string, href: string][] = [['modulepreload', script], ['preload', entry], ['preload', wasm], ['preload', vocabulary]]
  for (const [rel, href] of links) {
    const link = document.createElement('link')
    link.rel = rel
    link.href = href
    if (rel === 'preload') {
      // As Pagefind's own fetch() asks: same-origin CORS mode, so the preloaded response is used.
      Object.assign(link, { as: 'fetch', crossOrigin: 'anonymous' })
      // A failed preload is handed to the next fetch of its URL, which then fails without asking the
      // network (the query after a failed one would fail too): take it here, so that a retry goes out.
      link.addEventListener('error', () => void fetch(href).catch(() => undefined), { once: true })
    }
    document.head.append(link)
  }
}
