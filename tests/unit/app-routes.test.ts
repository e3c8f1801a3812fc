// The routes the app makes beside the content's pages (lib/content/app-routes.mjs), derived from the
// content: a writer whose posts fill a fourth list page gets /blog/page/4 in the sitemap and in the
// content check's known routes, with no list to edit by hand.
import { describe, expect, it } from 'vitest'
import { appRoutes, appRoutesOf } from '@/lib/content/app-routes.mjs'
import { listPageCount } from '@/lib/blog/list-pages.mjs'
import { pagesOf } from '@/lib/content/manifest.mjs'
import { manifest } from '@/tests/fixtures/spec-routes.mjs'
import { locales } from '@/lib/i18n/locales'

const listPages = (routes: string[]) => routes.filter((route) => /^\/blog(\/page\/\d+)?$/.test(route))

describe("the app's routes", () => {
  it('has as many blog list pages as the posts fill, ten to a page', () => {
    expect(listPages(appRoutes({ posts: 31 }).listed)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4'])
    expect(listPages(appRoutes({ posts: 30 }).listed)).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
    expect(listPages(appRoutes({ posts: 0 }).listed)).toEqual(['/blog'])
    expect(listPageCount(31)).toBe(4)
  })

  it('has a page for each tag the posts use, and none for a tag no post uses or that is not a tag', () => {
    const { unlisted } = appRoutes({ posts: 2, tags: ['releases', 'llm', 'releases', 'nonsense'] })
    expect(unlisted.filter((route) => route.startsWith('/blog/tags'))).toEqual(['/blog/tags', '/blog/tags/releases', '/blog/tags/llm'])
  })

  it("gives the spec's pages and blog list pages for this site's content, in both locales", () => {
    for (const locale of locales) {
      const { listed } = appRoutesOf(pagesOf(locale))
      expect(listed.sort(), locale).toEqual([...manifest.pages, ...manifest.blog.filter((route) => !/\/\d{4}\//.test(route))].sort())
    }
  })
})
