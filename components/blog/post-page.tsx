import type { Metadata } from 'next'
import Link from 'next/link'
import { useMDXComponents as getBlogComponents } from 'nextra-theme-blog'
import { importPage } from 'nextra/pages'
import { getPosts } from '@/lib/blog/posts'
import { localePrefix, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { pageMetadata } from '@/lib/site/metadata'
import { articleImage } from '../docs/article-image'
import { codeBlock } from '../docs/code-block'
import { focusableTable } from '../docs/focusable-table'
import { PostMeta } from './post-meta'
import { TagLinks } from './tag-links'

export type PostParams = { yyyy: string; mm: string; dd: string; slug: string }

const segments = (locale: Locale, p: PostParams) =>
  [localePrefix(locale).slice(1), 'blog', `${p.yyyy}-${p.mm}-${p.dd}-${p.slug}`].filter(Boolean)

export async function postStaticParams(locale: Locale): Promise<PostParams[]> {
  return (await getPosts(locale)).map(({ name }) => {
    const [yyyy, mm, dd, ...slug] = name.split('-')
    return { yyyy, mm, dd, slug: slug.join('-') }
  })
}

export async function postMetadata(locale: Locale, params: PostParams): Promise<Metadata> {
  const { metadata } = await importPage(segments(locale, params))
  const { title, description } = metadata as { title: string; description?: string }
  const route = `/blog/${params.yyyy}/${params.mm}/${params.dd}/${params.slug}`
  return { title, description, ...pageMetadata(locale, route), openGraph: { type: 'article', title, description } }
}

/** A blog post: title, date, reading time, tags, the article and links to its neighbours. */
export async function PostPage({ locale, params }: { locale: Locale; params: PostParams }) {
  const { default: MDXContent } = await importPage(segments(locale, params))
  const posts = await getPosts(locale)
  const index = posts.findIndex((post) => post.name === segments(locale, params).at(-1))
  const post = posts[index]
  const [newer, older] = [posts[index - 1], posts[index + 1]]
  const t = dictionaries[locale].blog
  return (
    <>
      <h1>{post.title}</h1>
      <PostMeta locale={locale} post={post} />
      <TagLinks locale={locale} tags={post.tags} />
      <MDXContent components={getBlogComponents({ pre: codeBlock(dictionaries[locale].docs), img: articleImage(dictionaries[locale].docs), table: focusableTable(getBlogComponents().table!) })} />
      <nav className="post-neighbours" aria-label={t.allPosts}>
        {older ? <Link rel="prev" href={older.href}><small>{t.previousPost}</small>{older.title}</Link> : <span />}
        {newer ? <Link rel="next" href={newer.href}><small>{t.nextPost}</small>{newer.title}</Link> : <span />}
      </nav>
    </>
  )
}
