import { Feed } from 'feed'
import { site, variables } from '@/site.config.mjs'
import { localize, type Locale } from '../i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { tagLabel } from './tags.mjs'
import { getPosts } from './posts'

/** The RSS 2.0 or Atom feed of a locale's blog as a response: every post, newest first. */
export async function blogFeedResponse(locale: Locale, format: 'rss' | 'atom') {
  const absolute = (path: string) => new URL(path, site.url).toString()
  const posts = await getPosts(locale)
  const feed = new Feed({
    title: dictionaries[locale].site.blogTitle,
    description: dictionaries[locale].site.tagline,
    id: absolute(localize(locale, '/blog')),
    link: absolute(localize(locale, '/blog')),
    language: locale,
    favicon: absolute(site.favicon),
    copyright: `© 2025 ${variables.company}`,
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: absolute(localize(locale, '/blog/rss.xml')), atom: absolute(localize(locale, '/blog/atom.xml')) },
  })
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absolute(post.href),
      link: absolute(post.href),
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      category: post.tags.map((tag) => ({ name: tagLabel(locale, tag), term: tag })),
    })
  }
  const body = format === 'rss' ? feed.rss2() : feed.atom1()
  return new Response(body, { headers: { 'Content-Type': `application/${format}+xml; charset=utf-8` } })
}
