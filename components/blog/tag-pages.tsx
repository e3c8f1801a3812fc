import type { Metadata } from 'next'
import Link from 'next/link'
import { getPosts } from '@/lib/blog/posts'
import { BLOG_TAGS, tagLabel } from '@/lib/blog/tags.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { plural, words } from '@/lib/i18n/plural'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { pageMetadata } from '@/lib/site/metadata'
import { PostList } from './post-list'
import { tagHref } from './tag-links'

/** Tags that at least one post of the locale carries, with their posts. */
async function postsByTag(locale: Locale) {
  const posts = await getPosts(locale)
  return BLOG_TAGS.map((tag) => ({ tag, posts: posts.filter((post) => post.tags.includes(tag)) })).filter(({ posts }) => posts.length)
}

export const tagIndexMetadata = (locale: Locale): Metadata => ({
  title: dictionaries[locale].blog.tags,
  description: dictionaries[locale].blog.tagsIntro,
  ...pageMetadata(locale, '/blog/tags'),
})

export async function TagIndexPage({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].blog
  return (
    <>
      <h1>{t.tags}</h1>
      <p>{t.tagsIntro}</p>
      <ul className="tag-index">
        {(await postsByTag(locale)).map(({ tag, posts }) => (
          <li key={tag}>
            <Link href={tagHref(locale, tag)}>{tagLabel(locale, tag)}</Link> — {plural(locale, posts.length, words[locale].posts)}
          </li>
        ))}
      </ul>
    </>
  )
}

export async function tagStaticParams(locale: Locale) {
  return (await postsByTag(locale)).map(({ tag }) => ({ tag }))
}

export const tagMetadata = (locale: Locale, tag: string): Metadata => ({
  title: dictionaries[locale].blog.taggedTitle.replace('{tag}', tagLabel(locale, tag)),
  ...pageMetadata(locale, `/blog/tags/${tag}`),
})

/** The posts carrying one tag, newest first. */
export async function TagPage({ locale, tag }: { locale: Locale; tag: string }) {
  const t = dictionaries[locale].blog
  const posts = (await postsByTag(locale)).find((entry) => entry.tag === tag)?.posts ?? []
  return (
    <>
      <h1>{t.taggedTitle.replace('{tag}', tagLabel(locale, tag))}</h1>
      <p>
        {plural(locale, posts.length, words[locale].posts)} · <Link href={localize(locale, '/blog/tags')}>{t.allTags}</Link>
      </p>
      <PostList locale={locale} posts={posts} />
    </>
  )
}
