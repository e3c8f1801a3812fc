import type { Metadata } from 'next'
import type { EvaluateResult } from 'nextra'
import Link from 'next/link'
import { useMDXComponents as getBlogComponents } from 'nextra-theme-blog'
import { getPosts } from '@/lib/blog/posts'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { pageMetadata } from '@/lib/site/metadata'
import { loadPage } from '@/lib/page/load'
import { articleImage } from '../docs/article-image'
import { codeBlock } from '../docs/code-block'
import { focusableTable } from '../docs/focusable-table'
import { ApiChangedNotice } from './api-changed-notice'
import { PostMeta } from './post-meta'
import { TagLinks } from './tag-links'

type PostParams = { yyyy: string; mm: string; dd: string; slug: string }

type Props = { params: Promise<PostParams> }

/** The file name of a post without its extension: `2026-03-02-release-1-5`. */
const postName = (p: PostParams) => `${p.yyyy}-${p.mm}-${p.dd}-${p.slug}`
/** The locale-free route of a post: `/blog/2026/03/02/release-1-5`. */
const postRouteOf = (p: PostParams) => `/blog/${p.yyyy}/${p.mm}/${p.dd}/${p.slug}`

/** The pieces of an `app/…/blog/[yyyy]/[mm]/[dd]/[slug]/page.tsx` route. */
export function postRoute(locale: Locale) {
  const load = (p: PostParams) => loadPage(locale, postRouteOf(p))

  async function generateStaticParams(): Promise<PostParams[]> {
    return (await getPosts(locale)).map(({ name }) => {
      const [yyyy, mm, dd, ...slug] = name.split('-')
      return { yyyy, mm, dd, slug: slug.join('-') }
    })
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const p = await params
    const { title, description } = (await load(p)).metadata as { title: string; description?: string }
    const route = postRouteOf(p)
    return { title, description, ...pageMetadata(locale, route), openGraph: { type: 'article', title, description } }
  }

  async function Page({ params }: Props) {
    const p = await params
    return <PostPage locale={locale} name={postName(p)} MDXContent={(await load(p)).default} />
  }

  return { generateStaticParams, generateMetadata, Page }
}

/** A blog post: title, date, reading time, tags, the article and links to its neighbours. */
async function PostPage({ locale, name, MDXContent }: { locale: Locale; name: string; MDXContent: EvaluateResult['default'] }) {
  const posts = await getPosts(locale)
  const index = posts.findIndex((post) => post.name === name)
  const post = posts[index]
  const [newer, older] = [posts[index - 1], posts[index + 1]]
  const t = dictionaries[locale].blog
  return (
    <>
      <h1>{post.title}</h1>
      <PostMeta locale={locale} post={post} />
      <TagLinks locale={locale} tags={post.tags} />
      {post.apiChanged && <ApiChangedNotice locale={locale} note={post.apiChanged} />}
      <MDXContent components={getBlogComponents({ pre: codeBlock(dictionaries[locale].docs), img: articleImage(dictionaries[locale].docs), table: focusableTable(getBlogComponents().table!) })} />
      <nav className="post-neighbours" aria-label={t.allPosts}>
        {older ? <Link rel="prev" href={older.href}><small>{t.previousPost}</small>{older.title}</Link> : <span />}
        {newer ? <Link rel="next" href={newer.href}><small>{t.nextPost}</small>{newer.title}</Link> : <span />}
      </nav>
    </>
  )
}
