import type { Metadata } from 'next'
import Link from 'next/link'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { formatDate } from '@/lib/i18n/dates'
import { localize, type Locale } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/site/metadata'
import { publishedVersions, setRoot, versionSegment } from '@/lib/versions/routing'
import { versions } from '@/lib/versions/versions'
import { changesRoute, versionPairs } from '@/lib/versions/pairs.mjs'
import { SkipNavContent } from 'nextra/components'

const content = (locale: Locale) => dictionaries[locale].versionsPage

export const versionsMetadata = (locale: Locale): Metadata => ({
  title: content(locale).title,
  description: content(locale).cloud,
  ...pageMetadata(locale, '/versions'),
})

/** Cloud vs on-prem GenAI and the table of documentation versions. */
export function VersionsPage({ locale }: { locale: Locale }) {
  const c = content(locale)
  const published = new Set(publishedVersions().map((row) => row.version))
  const pairs = new Map(versionPairs().map((pair) => [pair.version, pair.previous]))
  const changesText = dictionaries[locale].upkeep.changes.link
  return (
    <main className="standalone-page">
      <SkipNavContent />
      <h1>{c.title}</h1>
      <p>{c.intro}</p>
      <h2>{c.cloudTitle}</h2>
      <p>{c.cloud}</p>
      <h2>{c.onPremTitle}</h2>
      <p>{c.onPrem}</p>
      <h2>{c.tableTitle}</h2>
      <div className="table-scroll">
        <table className="versions-table">
          <thead>
            <tr>{c.columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
          </thead>
          <tbody>
            {versions.map((row) => (
              <tr key={row.version} data-status={row.status}>
                <th scope="row">
                  {row.version}{' '}
                  <span className={`version-status version-status--${row.status}`}>{c.status[row.status]}</span>
                  {published.has(row.version) && (
                    <span className="versions-table__links" aria-label={c.linksOf.replace('{version}', row.version)} role="group">
                      <Link href={localize(locale, setRoot('docs', versionSegment(row)))}>{c.docs}</Link>
                      <Link href={localize(locale, setRoot('api', versionSegment(row)))}>{c.api}</Link>
                      {pairs.has(row.version) && (
                        <Link href={localize(locale, changesRoute(row.version))}>
                          {changesText.replace('{version}', row.version).replace('{previous}', pairs.get(row.version)!)}
                        </Link>
                      )}
                    </span>
                  )}
                </th>
                <td>{row.latestPatch}</td>
                <td><time dateTime={row.releaseDate}>{formatDate(locale, row.releaseDate)}</time></td>
                <td>{row.endOfLife ? <time dateTime={row.endOfLife}>{formatDate(locale, row.endOfLife)}</time> : c.noEol}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  )
}
