import { variables } from '@/site.config.mjs'
import { localize, type Locale } from './locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/** The top navigation: one list for the navbar, the mobile drawer and the docs theme's page map. */
export function navLinks(locale: Locale) {
  const t = dictionaries[locale].nav
  return [
    { key: 'docs', title: t.docs, href: localize(locale, '/docs') },
    { key: 'api', title: t.api, href: localize(locale, '/api') },
    { key: 'blog', title: t.blog, href: localize(locale, '/blog') },
  ]
}

export const productLink = (locale: Locale) => ({
  title: dictionaries[locale].nav.goTo.replace('{product}', variables.product),
  href: variables.host,
})

/** `_meta` items of a locale's content root: docs and API become sidebar sets, blog and product are links. */
export function navItems(locale: Locale) {
  const [docs, api, blog] = navLinks(locale)
  const product = productLink(locale)
  return {
    docs: { type: 'page', title: docs.title },
    api: { type: 'page', title: api.title },
    // Not `blog`: that name is the blog's content folder, which the docs theme does not show.
    'blog-link': { type: 'page', title: blog.title, href: blog.href },
    product: { type: 'page', title: product.title, href: product.href },
  } as const
}
