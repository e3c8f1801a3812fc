import type { ReactNode } from 'react'
import { formatDate } from '@/lib/i18n/dates'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { rowOf, versionTargets, type DocsSet } from '@/lib/versions/routing'
import { currentVersion, type VersionRow } from '@/lib/versions/versions'
import { changesFor, changesRoute } from '@/lib/versions/pairs.mjs'
import { VersionNotice } from './version-notice'
import { VersionSwitcher } from './version-switcher'

/** "Версия 1.4 · LTS" / "Version 1.4 · LTS" */
export function versionBadgeText(locale: Locale, row: VersionRow) {
  const t = dictionaries[locale].versions
  return `${t.badge.replace('{version}', row.version)} · ${t.status[row.status]}`
}

type Props = { locale: Locale; set: DocsSet; version?: string; mdxPath?: string[]; children?: ReactNode }

/**
 * The top of every docs and API page: the version badge, the version switcher of the set, what the
 * page adds at the row's end (`children`: the Markdown menu) and, for unmaintained or unreleased
 * versions, a notice with a link to the current version; a snapshot's notice links to its changes.
 */
export function VersionBar({ locale, set, version, mdxPath = [], children }: Props) {
  const t = dictionaries[locale].versions
  const row = rowOf(version)
  const targets = versionTargets(locale, set, version, mdxPath)
  const current = targets.find((target) => target.row.status === 'current')!
  const pair = version ? changesFor(version) : null
  const changes = pair && {
    href: localize(locale, changesRoute(pair.version)),
    label: dictionaries[locale].upkeep.changes.link.replace('{version}', pair.version).replace('{previous}', pair.previous),
  }
  return (
    <div className="version-bar" data-pagefind-ignore="all">
      <div className="version-bar__row">
        <span
          className={`version-badge version-badge--${row.status}`}
          title={row.endOfLife && row.status === 'lts' ? t.supportedUntil.replace('{date}', formatDate(locale, row.endOfLife)) : undefined}
        >
          {versionBadgeText(locale, row)}
        </span>
        {targets.length > 1 && (
          <VersionSwitcher
            set={set}
            label={t.switcherLabel[set]}
            text={t.switcher}
            items={targets.map((target) => ({
              version: target.row.version,
              label: `${target.row.version} · ${t.status[target.row.status]}`,
              href: target.href,
              note: target.samePage ? undefined : t.notInVersion,
              active: target.active,
              current: target.row.status === 'current',
            }))}
            allVersions={{ href: localize(locale, '/versions'), label: t.allVersions }}
          />
        )}
        {children}
      </div>
      <VersionNotice locale={locale} row={row} current={currentVersion} currentHref={current.href} samePage={current.samePage} changes={changes ?? undefined} />
    </div>
  )
}
