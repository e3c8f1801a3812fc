// The routes the app's own pages make (locale-free), beside the content's pages, derived from the
// content: the home and versions pages, the blog's list pages (as many as its posts fill) and archive,
// its tags' pages (the tags its posts use), the search and 404 pages, the REST API's document and what
// changed in each version (/versions/changes/<version>, lib/versions/pairs.mjs). The
// sitemap lists the `listed` ones; the content check takes a link to any of them as a known route.
import { BLOG_TAGS } from '../blog/tags.mjs'
import { listPageCount, listPageRoute } from '../blog/list-pages.mjs'
import { changesRoute, versionPairs } from '../versions/pairs.mjs'

/**
 * @param {{ posts: number, tags?: Iterable<string> }} blog how many posts a locale has, and the tags they use
 * @returns {{ listed: string[], unlisted: string[] }}
 */
export function appRoutes({ posts, tags = [] }) {
  const used = new Set(tags)
  return {
    listed: ['/', '/versions', ...Array.from({ length: listPageCount(posts) }, (_, index) => listPageRoute(index + 1)), '/blog/archive'],
    unlisted: ['/search', '/404', '/blog/tags', ...BLOG_TAGS.filter((tag) => used.has(tag)).map((tag) => `/blog/tags/${tag}`), '/api/openapi.json', '/api/openapi.yaml', ...versionPairs().map(({ version }) => changesRoute(version))],
  }
}

/**
 * The app's routes of one locale, from that locale's pages in the content manifest (lib/content/manifest.mjs):
 * its current posts (not snapshots) and, when `withTags`, the tags in their front matter.
 * @param {{ set: string | null, version: string | null, frontMatter: { data: { tags?: unknown } } }[]} pages
 */
export function appRoutesOf(pages, { withTags = true } = {}) {
  const posts = pages.filter((page) => page.set === 'blog' && page.version === null)
  const tags = withTags ? posts.flatMap((post) => (Array.isArray(post.frontMatter.data.tags) ? post.frontMatter.data.tags : [])) : []
  return appRoutes({ posts: posts.length, tags })
}
