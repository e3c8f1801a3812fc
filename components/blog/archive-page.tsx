import type { Metadata } from 'next'
import Link from 'next/link'
import { getPosts, type Post } from '@/lib/blog/posts'
import { formatDate } from '@/lib/i18n/dates'
import type { Locale } from '@/lib/i18n/locales'
import { plural, words } from '@/lib/i18n/plural'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { pageMetadata } from '@/lib/site/metadata'

export const archiveMetadata = (locale: Locale): Metadata => ({
  title: dictionaries[locale].blog.archiveTitle,
  description: dictionaries[locale].blog.archiveIntro,
  ...pageMetadata(locale, '/blog/archive'),
})

/** Every post grouped by year, newest year first. */
export async function ArchivePage({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].blog
  const posts = await getPosts(locale)
  const years = new Map<string, Post[]>()
  for (const post of posts) years.set(post.date.slice(0, 4), [...(years.get(post.date.slice(0, 4)) ?? []), post])
  return (
    <>
      <h1>{t.archiveTitle}</h1>
      <p>{t.archiveIntro} {plural(locale, posts.length, words[locale].posts)}.</p>
      {[...years].map(([year, yearPosts]) => (
        <section key={year} className="archive-year">
          <h2>{year}</h2>
          <ul>
            {yearPosts.map((post) => (
              <li key={post.name}>
                <time dateTime={post.date}>{formatDate(locale, post.date)}</time> — <Link href={post.href}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
