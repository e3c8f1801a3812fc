import type { Metadata } from 'next'
import Link from 'next/link'
import { site } from '@/site.config.mjs'
import { getPosts, listPageHref, pageCount, postsOnPage } from '@/lib/blog/posts'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { fullTitle, pageMetadata } from '@/lib/site/metadata'
import { PostList } from './post-list'

export function postListMetadata(locale: Locale, page: number): Metadata {
  const title = dictionaries[locale].site.blogTitle
  return {
    // Absolute: /blog is the blog root layout's own segment, where the layout's title template does not apply.
    title: { absolute: fullTitle(locale, page === 1 ? title : `${title} — ${dictionaries[locale].blog.pageN.replace('{page}', String(page))}`) },
    description: dictionaries[locale].blog.listIntro,
    ...pageMetadata(locale, page === 1 ? '/blog' : `/blog/page/${page}`),
  }
}

/** One page of the blog list: 10 posts, newest first, with links to the neighbouring pages. */
export async function PostListPage({ locale, page }: { locale: Locale; page: number }) {
  const t = dictionaries[locale].blog
  const posts = await getPosts(locale)
  const total = pageCount(posts)
  return (
    <>
      <h1>{dictionaries[locale].site.blogTitle}</h1>
      <p className="blog-intro">
        {t.listIntro} <Link href={localize(locale, '/blog/archive')}>{t.archive}</Link>
      </p>
      <PostList locale={locale} posts={postsOnPage(posts, page)} />
      <nav className="blog-pagination" aria-label={t.pagination}>
        {page > 1 ? <Link rel="prev" href={listPageHref(locale, page - 1)}>{t.newer}</Link> : <span />}
        <span>{t.pageOf.replace('{page}', String(page)).replace('{total}', String(total))}</span>
        {page < total ? <Link rel="next" href={listPageHref(locale, page + 1)}>{t.older}</Link> : <span />}
      </nav>
    </>
  )
}

/** Static params of list pages 2…n (page 1 is /blog itself). */
export async function listPageParams(locale: Locale) {
  const total = pageCount(await getPosts(locale))
  return Array.from({ length: total - 1 }, (_, i) => ({ page: String(i + 2) }))
}
