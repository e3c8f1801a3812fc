import { formatDate } from '@/lib/i18n/dates'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { VersionRow } from '@/lib/versions/versions'

type Props = {
  locale: Locale
  /** The version of the page. */
  row: VersionRow
  /** The current version, which the notice points to. */
  current: VersionRow
  /** The same page in the current version, or the current version's first page of the set. */
  currentHref: string
  /** Whether `currentHref` is the same page. */
  samePage: boolean
}

/**
 * The notice on pages of an unmaintained ("no longer supported") or unreleased ("future version")
 * version, with a link to the same page in the current version. Nothing for other versions.
 */
export function VersionNotice({ locale, row, current, currentHref, samePage }: Props) {
  if (row.status !== 'unmaintained' && row.status !== 'unreleased') return null
  const t = dictionaries[locale].versions
  const text = (row.status === 'unmaintained' ? t.unmaintained : t.unreleased)
    .replace('{version}', row.version)
    .replace('{date}', row.endOfLife ? formatDate(locale, row.endOfLife) : '—')
  const link = (samePage ? t.toCurrentPage : t.toCurrentSet).replace('{current}', current.version)
  return (
    <div className={`version-notice version-notice--${row.status}`} role="note" data-pagefind-ignore="all">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="version-notice__icon">
        <path fill="currentColor" d="M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Zm-1-7v2h2v-2h-2Zm0-8v6h2V7h-2Z" />
      </svg>
      <p>
        {text}{' '}
        <a href={currentHref} className="version-notice__link">
          {link} →
        </a>
      </p>
    </div>
  )
}
