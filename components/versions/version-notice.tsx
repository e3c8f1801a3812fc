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
  /** On a snapshot's pages: "What changed in 1.5 since 1.4" (lib/versions/pairs.mjs `changesFor`). */
  changes?: { href: string; label: string }
}

/**
 * The notice on pages of an unmaintained ("no longer supported") or unreleased ("future version")
 * version, with a link to the same page in the current version, and on every snapshot's pages the
 * link to what changed between it and the next version. Nothing on the current version's pages.
 */
export function VersionNotice({ locale, row, current, currentHref, samePage, changes }: Props) {
  const changesLink = changes && (
    <a href={changes.href} className="version-notice__link">
      {changes.label} →
    </a>
  )
  if (row.status !== 'unmaintained' && row.status !== 'unreleased') {
    return changesLink ? (
      <div className={`version-notice version-notice--${row.status}`} role="note" data-pagefind-ignore="all">
        <p>{changesLink}</p>
      </div>
    ) : null
  }
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
        {changesLink && <> · {changesLink}</>}
      </p>
    </div>
  )
}
