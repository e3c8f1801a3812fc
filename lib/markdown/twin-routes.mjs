// Which pages have a Markdown twin and where it is: one answer for the build that writes the twins
// (lib/markdown/export.mjs), the page head that links them (lib/site/metadata.ts) and the page menu.

/** Whether a route (locale-free) has a twin: the docs, the API reference (any version) and blog posts. */
export { isContentRoute as hasMarkdownTwin } from '../content/route-kind.mjs'

/** The URL of a localized route's twin: `/docs/client` → `/docs/client.md`, `/en/docs` → `/en/docs.md`. */
export const twinPath = (localizedRoute) => `${localizedRoute}.md`
