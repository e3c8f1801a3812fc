import './versions.css'
import type { Metadata } from 'next'
import Link from 'next/link'
import { variables } from '../../site.config.mjs'
import { formatDate } from '../../lib/i18n/dates'
import { localize, type Locale } from '../../lib/i18n/locales'
import { pageMetadata } from '../../lib/site/metadata'
import { publishedVersions, setRoot, versionSegment } from '../../lib/versions/routing'
import { versions } from '../../lib/versions/versions'
import { SkipNavContent } from 'nextra/components'

const content = {
  ru: {
    title: 'Версии документации',
    intro: `${variables.product} поставляется в двух вариантах, и документация для них ведётся по-разному.`,
    cloudTitle: 'Облако',
    cloud: `Облачная версия ${variables.product} обновляется непрерывно, и документация обновляется вместе с продуктами: на сайте всегда описана текущая версия платформы.`,
    onPremTitle: 'On-prem GenAI',
    onPrem: 'Поставки в ваш контур (on-prem GenAI) строятся на LTS-релизах. Для каждого LTS-релиза сохраняется своя версия документации, и её можно выбрать в переключателе версий на страницах документации и API.',
    tableTitle: 'Версии',
    columns: ['Версия', 'Текущая версия', 'Дата релиза', 'Дата окончания поддержки'],
    status: { current: 'облако, текущая', lts: 'LTS', unmaintained: 'LTS, не поддерживается', unreleased: 'будущая версия' },
    noEol: '—',
    docs: 'Документация',
    api: 'API',
    linksOf: 'Документация и API версии {version}',
  },
  en: {
    title: 'Documentation versions',
    intro: `${variables.product} comes in two variants, and their documentation is kept in different ways.`,
    cloudTitle: 'Cloud',
    cloud: `The cloud version of ${variables.product} is updated continuously, and its documentation updates together with the products: the site always describes the current version of the platform.`,
    onPremTitle: 'On-prem GenAI',
    onPrem: 'On-prem GenAI deliveries are built on LTS releases. Each LTS release keeps its own version of the documentation, which you can choose with the version switcher on the docs and API pages.',
    tableTitle: 'Versions',
    columns: ['Version', 'Current version', 'Release date', 'End-of-life date'],
    status: { current: 'cloud, current', lts: 'LTS', unmaintained: 'LTS, no longer supported', unreleased: 'future version' },
    noEol: '—',
    docs: 'Documentation',
    api: 'API',
    linksOf: 'Documentation and API of version {version}',
  },
} satisfies Record<Locale, unknown>

export const versionsMetadata = (locale: Locale): Metadata => ({
  title: content[locale].title,
  description: content[locale].cloud,
  ...pageMetadata(locale, '/versions'),
})

/** Cloud vs on-prem GenAI and the table of documentation versions. */
export function VersionsPage({ locale }: { locale: Locale }) {
  const c = content[locale]
  const published = new Set(publishedVersions().map((row) => row.version))
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
