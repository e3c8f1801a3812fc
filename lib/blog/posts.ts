import path from 'node:path'
import { pagesOf } from '../content/manifest.mjs'
import { loadPage } from '../page/load'
import { listPageCount, listPageRoute, POSTS_PER_PAGE } from './list-pages.mjs'
import { localize, type Locale } from '../i18n/locales'

export type Post = {
  /** File name without extension, e.g. `2024-08-01-new-docs`. */
  name: string
  /** Localized URL, e.g. `/en/blog/2024/08/01/new-docs`. */
  href: string
  title: string
  date: string
  description: string
  tags: string[]
  readingMinutes: number
  /** The post's note that an API its samples call has changed since (front matter `api_changed`). */
  apiChanged?: ApiChangedNote
}

/** Front matter `api_changed` (lib/checks/page-check.mjs checks its shape; docs/WRITING.md). */
export type ApiChangedNote = { version: string; note: string }

type FrontMatter = { title?: string; date?: string | Date; description?: string; tags?: string[]; readingTime?: { minutes: number }; api_changed?: ApiChangedNote }

const isoDate = (date: string | Date | undefined) => (date instanceof Date ? date.toISOString() : String(date ?? '')).slice(0, 10)

/**
 * Every post of a locale, newest first, from the content manifest; each post's metadata is its
 * compiled page's (lib/page/load.ts), which counts its reading time.
 */
export async function getPosts(locale: Locale): Promise<Post[]> {
  const pages = pagesOf(locale).filter((page) => page.set === 'blog')
  const posts = await Promise.all(
    pages.map(async (page): Promise<Post> => {
      const frontMatter = (await loadPage(locale, page.route)).metadata as FrontMatter
      const name = path.basename(page.file).replace(/\.mdx?$/, '')
      return {
        name,
        href: localize(locale, page.route),
        title: frontMatter.title ?? name,
        date: isoDate(frontMatter.date),
        description: frontMatter.description ?? '',
        tags: frontMatter.tags ?? [],
        readingMinutes: Math.max(1, Math.round(frontMatter.readingTime?.minutes ?? 1)),
        ...(frontMatter.api_changed && { apiChanged: frontMatter.api_changed }),
      }
    }),
  )
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name))
}

export const pageCount = (posts: Post[]) => listPageCount(posts.length)

export const postsOnPage = (posts: Post[], page: number) =>
  posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)

/** The URL of list page `page` of a locale's blog: `/blog`, `/blog/page/2`, … */
export const listPageHref = (locale: Locale, page: number) => localize(locale, listPageRoute(page))
