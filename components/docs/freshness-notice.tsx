import { behindOf } from '@/lib/content/freshness.mjs'
import { formatDate } from '@/lib/i18n/dates'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'

/**
 * On a page whose twin in the other language changed after it (lib/content/freshness.mjs): that
 * this page may be behind, since when the other one was updated, and a link to it. Nothing on a
 * page in step, so its HTML stays as it was; server-rendered, no script. It wears the version
 * notice's look (components/versions/versions.css): a new rule would change every page's stylesheet.
 */
export function FreshnessNotice({ locale, route }: { locale: Locale; route: string }) {
  const behind = behindOf(locale, route)
  if (!behind) return null
  const t = dictionaries[locale].upkeep.freshness
  const language = t.language[behind.ahead]
  return (
    <div className="version-notice version-notice--behind" role="note" data-pagefind-ignore="all" lang={locale}>
      <p>
        {t.notice.replace('{language}', language).replace('{date}', formatDate(locale, behind.aheadDate.slice(0, 10)))}{' '}
        <a href={localize(behind.ahead, route)} hrefLang={behind.ahead} className="version-notice__link">
          {t.link[behind.ahead]} →
        </a>
      </p>
    </div>
  )
}
