import type { Metadata } from 'next'
import { SkipNavContent } from 'nextra/components'
import { buildStatus } from '@/lib/content/freshness.mjs'
import { formatDate } from '@/lib/i18n/dates'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { localize, locales, type Locale } from '@/lib/i18n/locales'
import { plural } from '@/lib/i18n/plural'
import { pageMetadata } from '@/lib/site/metadata'

const text = (locale: Locale) => dictionaries[locale].upkeep.translationStatus

/** Unlisted: reachable by its link (docs/UPKEEP.md), out of search engines, the sitemap and search. */
export const translationStatusMetadata = (locale: Locale): Metadata => ({
  title: text(locale).title,
  description: text(locale).description,
  ...pageMetadata(locale, '/versions/translations'),
  robots: { index: false, follow: true },
})

type Row = ReturnType<typeof buildStatus>['rows'][number]

/** "in step", "the English one is behind since November 24, 2026: 1 change", "no Russian version". */
function stateText(locale: Locale, row: Row) {
  const t = text(locale)
  if (row.state === 'behind') {
    return t.state.behind
      .replace('{language}', t.side[row.locale])
      .replace('{since}', formatDate(locale, row.since.slice(0, 10)))
      .replace('{count}', plural(locale, row.count, t.changes))
  }
  if (row.state === 'missing') return t.state.missing.replace('{language}', t.sideOf[row.missing])
  return t.state[row.state]
}

/** The writers' table of every docs and API page pair (lib/content/freshness.mjs), as `npm run i18n:status` prints it. */
export function TranslationStatusPage({ locale }: { locale: Locale }) {
  const t = text(locale)
  const { rows, shallow, git } = buildStatus()
  const count = (state: string) => rows.filter((row) => row.state === state).length
  const code = (value: string) => value.split(/`([^`]*)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))
  return (
    <main className="standalone-page translation-status" data-pagefind-ignore="all">
      <SkipNavContent />
      <h1>{t.title}</h1>
      <p>{code(t.intro)}</p>
      {!git ? <p role="note">{t.noGit}</p> : shallow ? <p role="note">{t.shallow}</p> : null}
      <p>{t.summary.replace('{total}', String(rows.length)).replace('{behind}', String(count('behind'))).replace('{missing}', String(count('missing')))}</p>
      <div className="table-scroll">
        <table className="translation-status__table">
          <thead>
            <tr>{t.columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.route} data-state={row.state} data-behind={row.state === 'behind' ? row.locale : undefined}>
                <th scope="row"><code>{row.route}</code></th>
                <td>{row.version ?? t.current}</td>
                <td>{stateText(locale, row)}</td>
                {locales.map((side) => (
                  <td key={side}>{row.files[side] ? <a href={localize(side, row.route)} hrefLang={side}>{row.files[side]}</a> : '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  )
}
