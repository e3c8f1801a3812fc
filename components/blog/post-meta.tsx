import type { Post } from '@/lib/blog/posts'
import { formatDate } from '@/lib/i18n/dates'
import type { Locale } from '@/lib/i18n/locales'
import { plural, words } from '@/lib/i18n/plural'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/** Date and reading time of a post, e.g. "1 августа 2024 · 3 минуты чтения". */
export function PostMeta({ locale, post }: { locale: Locale; post: Pick<Post, 'date' | 'readingMinutes'> }) {
  const time = plural(locale, post.readingMinutes, words[locale].minutes)
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatDate(locale, post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="post-meta__reading-time">{dictionaries[locale].blog.readingTime.replace('{time}', time)}</span>
    </p>
  )
}
