import type { behindOf } from '@/lib/content/freshness.mjs'
import { formatDate } from '@/lib/i18n/dates'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'

type Props = { locale: Locale; behind: NonNullable<ReturnType<typeof behindOf>> }

/**
 * On a page whose twin in the other language changed after it (lib/content/freshness.mjs): that
 * this page may be behind, since when the other one was updated, and a link to it. The page renders
 * it only when the page is behind (`behind && <FreshnessNotice …/>`), so a page in step keeps its
 * HTML byte for byte (an element that rendered null would still add a row to the RSC payload).
 * Server-rendered, no script; it wears the version notice's look (a new CSS rule would change every
 * page's stylesheet).
 */
export function FreshnessNotice({ locale, behind }: Props) {
  const t = dictionaries[locale].upkeep.freshness
  return (
    <div className="version-notice version-notice--behind" role="note" data-pagefind-ignore="all">
      <p>
        {t.notice.replace('{language}', t.language[behind.ahead]).replace('{date}', formatDate(locale, behind.aheadDate.slice(0, 10)))}{' '}
        <a href={localize(behind.ahead, behind.route)} hrefLang={behind.ahead} className="version-notice__link">
          {t.link[behind.ahead]} →
        </a>
      </p>
    </div>
  )
}
