import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * One route of each page type, for the quality gates (payload budgets, HTML validity,
 * accessibility). Each is checked at its Russian route and its /en twin.
 */
export const pageTypes: { type: string; route: string }[] = [
  { type: 'home', route: '/' },
  { type: 'versions', route: '/versions' },
  { type: 'docs', route: '/docs/resources/autoscaling' },
  { type: 'API', route: '/api/task-types/asr' },
  // A dialog script with highlighted lines: every token colour on the highlighted-line background.
  { type: 'API with highlighted code', route: '/api/task-types/gpt' },
  { type: 'blog list', route: '/blog' },
  { type: 'blog post', route: '/blog/2025/10/15/release' },
  { type: 'blog tag', route: '/blog/tags/releases' },
  { type: 'blog archive', route: '/blog/archive' },
  { type: '404', route: '/404' },
  // Comes with the search work; skipped until the export has it.
  { type: 'search', route: '/search' },
]

export const english = (route: string) => (route === '/' ? '/en' : `/en${route}`)

/** out/index.html for /, out/en.html for /en, out/docs/client.html for /docs/client. */
export const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** Every page type in both locales, as files of the export; types not yet built are left out. */
export function gatePages(out = path.resolve('out')) {
  return pageTypes
    .flatMap(({ type, route }) => [route, english(route)].map((localized) => ({ type, route: localized, file: htmlFile(localized) })))
    .filter(({ type, file }) => type !== 'search' || existsSync(path.join(out, file)))
}
