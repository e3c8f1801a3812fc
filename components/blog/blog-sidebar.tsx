import Link from 'next/link'
import { getPosts } from '@/lib/blog/posts'
import { formatDate } from '@/lib/i18n/dates'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/** "All posts": every post of the locale, newest first, on every blog page. */
export async function BlogSidebar({ locale }: { locale: Locale }) {
  const posts = await getPosts(locale)
  const title = dictionaries[locale].blog.allPosts
  return (
    <aside className="blog-sidebar" aria-label={title} data-pagefind-ignore="all">
      <h2 className="blog-sidebar__title">{title}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.name}>
            <Link href={post.href}>{post.title}</Link>
            <time dateTime={post.date}>{formatDate(locale, post.date)}</time>
          </li>
        ))}
      </ul>
    </aside>
  )
}
