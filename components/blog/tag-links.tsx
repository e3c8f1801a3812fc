import Link from 'next/link'
import { tagLabel } from '@/lib/blog/tags.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

export const tagHref = (locale: Locale, tag: string) => localize(locale, `/blog/tags/${tag}`)

/** A post's tags, each linking to its tag page. */
export function TagLinks({ locale, tags }: { locale: Locale; tags: string[] }) {
  if (!tags.length) return null
  return (
    <ul className="tag-links" aria-label={dictionaries[locale].blog.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={tagHref(locale, tag)}>{tagLabel(locale, tag)}</Link>
        </li>
      ))}
    </ul>
  )
}
