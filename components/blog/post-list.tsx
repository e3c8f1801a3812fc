import Link from 'next/link'
import type { Post } from '@/lib/blog/posts'
import type { Locale } from '@/lib/i18n/locales'
import { PostMeta } from './post-meta'
import { TagLinks } from './tag-links'

/** Posts as cards: title, date and reading time, summary, tags. */
export function PostList({ locale, posts }: { locale: Locale; posts: Post[] }) {
  return (
    <ol className="post-list">
      {posts.map((post) => (
        <li key={post.name} className="post-card">
          <h2><Link href={post.href}>{post.title}</Link></h2>
          <PostMeta locale={locale} post={post} />
          <p>{post.description}</p>
          <TagLinks locale={locale} tags={post.tags} />
        </li>
      ))}
    </ol>
  )
}
