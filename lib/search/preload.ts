import type { ClientSearchConfig } from './config'
import type { PagefindModule } from './pagefind-backend'
import { pagefindFiles, pagefindOptions } from './pagefind-files'

const asked = new Set<string>()

/**
 * Asks the browser, all at once, for the files the embedded search's first query in `language`
 * needs, so that they travel while the modal's own code does: on a phone each of them was one more
 * round trip after the one before. Pagefind's script is imported and started at once, so that its
 * fetches (the entry file, then the meta it names) take the preloaded responses as soon as it
 * arrives, not when the modal's code has too; the backend (lib/search/pagefind-backend.ts) gets the
 * same module. Once per language; nothing for Algolia.
 */
export function preloadSearchFiles(config: ClientSearchConfig, language: string) {
  if (config.backend !== 'pagefind' || !config.indexTag || asked.has(language)) return
  asked.add(language)
  const { script, entry, meta, wasm, vocabulary } = pagefindFiles(language, config.indexTag)
  for (const href of [entry, meta, wasm, vocabulary]) {
    const link = document.createElement('link')
    // As Pagefind's own fetch() asks: same-origin CORS mode, so the preloaded response is used.
    Object.assign(link, { rel: 'preload', href, as: 'fetch', crossOrigin: 'anonymous' })
    // A failed preload is handed to the next fetch of its URL, which then fails without asking the
    // network (the query after a failed one would fail too): take it here, so that a retry goes out.
    link.addEventListener('error', () => void fetch(href).catch(() => undefined), { once: true })
    document.head.append(link)
  }
  // A failure shows when the backend imports it (and tries again with a fresh URL).
  void (import(/* turbopackIgnore: true */ script) as Promise<PagefindModule>)
    .then(async (pagefind) => {
      await pagefind.options(pagefindOptions(config.indexTag))
      await pagefind.init()
    })
    .catch(() => undefined)
}
