import Link from 'next/link'
import { localePrefix, type Locale } from '@/lib/i18n/locales'
import { plural, words } from '@/lib/i18n/plural'
import { searchStrings } from '@/lib/i18n/search-strings'
import { searchPageUrl } from '@/lib/search/config'

type Props = { locale: Locale; query: string; count: number; onClick: () => void }

/** Under the hits: "See all {count} results" of the query on screen, to the search page. */
export function SeeAllLink({ locale, query, count, onClick }: Props) {
  if (count < 1) return null
  return (
    <section className="DocSearch-HitsFooter">
      <Link href={searchPageUrl(localePrefix(locale), query)} prefetch={false} onClick={onClick} className="search-see-all">
        {searchStrings[locale].seeAll.replace('{count}', plural(locale, count, words[locale].results))}
      </Link>
    </section>
  )
}
