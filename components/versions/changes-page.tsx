import type { Metadata } from 'next'
import { SkipNavContent } from 'nextra/components'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { pageMetadata } from '@/lib/site/metadata'
import type { ApiChange } from '@/lib/versions/api-diff.mjs'
import type { SectionChanges } from '@/lib/versions/changes.mjs'
import { pageVariables } from '@/lib/content/page-variables.mjs'
import { substituteVariables } from '@/lib/content/variables.mjs'
import { versionChanges } from '@/lib/versions/changes.mjs'
import { changesRoute, versionPairs } from '@/lib/versions/pairs.mjs'
import { loadDocument, operationAnchor, operations, pageOfTag } from '@/lib/openapi/document.mjs'

const text = (locale: Locale) => dictionaries[locale].upkeep.changes
const fill = (template: string, values: Record<string, string | undefined>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)

/** The static params of /versions/changes/[version]: each version with a previous one. */
export const changesParams = () => versionPairs().map(({ version }) => ({ version }))

export function changesMetadata(locale: Locale, version: string): Metadata {
  const pair = versionPairs().find((entry) => entry.version === version)!
  return {
    title: fill(text(locale).title, pair),
    description: fill(text(locale).description, pair),
    ...pageMetadata(locale, changesRoute(version)),
  }
}

/** An operation's section in the current reference (its tag's page); the snapshots' REST pages are prose, without one. */
function operationHref(locale: Locale, id: string | null) {
  const document = loadDocument()
  const entry = id ? operations(document).find((operation) => operation.id === id) : undefined
  const page = entry && pageOfTag(document, entry.tag)
  return page ? `${localize(locale, page)}#${operationAnchor(entry.id)}` : null
}

function ChangeLine({ locale, current, change }: { locale: Locale; current: boolean; change: ApiChange }) {
  const t = text(locale)
  const code = (value?: string) => value && `\u0060${value}\u0060`
  const parts = fill(t.kind[change.kind as keyof typeof t.kind], { op: '\0op\0', what: code(change.what), value: code(change.value), from: code(change.from), to: code(change.to) })
  const href = current && change.kind !== 'operation-removed' ? operationHref(locale, change.id) : null
  const op = href ? <a href={href}><code>{change.op}</code></a> : <code>{change.op}</code>
  return (
    <li data-breaking={change.breaking || undefined}>
      {parts.split(/(\0op\0|`[^`]*`)/).map((part, index) =>
        part === '\0op\0' ? <span key={index}>{op}</span> : part.startsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part,
      )}
      {change.where && <> ({t[change.where]})</>}
      {change.breaking && <> <strong className="change-breaking">{t.breaking}</strong></>}
    </li>
  )
}

/** What changed inside a page, as a line: "new sections: …; sections changed: …; the title or description". */
function sectionsLine(locale: Locale, sections: SectionChanges) {
  const t = text(locale)
  const quoted = (headings: string[]) => headings.map((heading) => fill(t.quoted, { text: substituteVariables(heading, pageVariables).text }))
  const rewritten = [...(sections.intro ? [t.introSection] : []), ...quoted(sections.rewritten)]
  return [
    sections.added.length ? `${t.sectionsAdded}: ${quoted(sections.added).join(', ')}` : '',
    sections.removed.length ? `${t.sectionsRemoved}: ${quoted(sections.removed).join(', ')}` : '',
    rewritten.length ? `${t.sectionsRewritten}: ${rewritten.join(', ')}` : '',
    sections.frontMatter ? t.frontMatter : '',
  ]
    .filter(Boolean)
    .join('; ')
}

function PageList({ locale, title, routes }: { locale: Locale; title: string; routes: { label: string; links: { href: string; text: string }[]; detail?: string }[] }) {
  const t = text(locale)
  return (
    <>
      <h3>{title}</h3>
      {routes.length ? (
        <ul>
          {routes.map(({ label, links, detail }) => (
            <li key={label}>
              <code>{label}</code>:{' '}
              {links.map((link, index) => (
                <span key={link.href}>
                  {index ? ' · ' : ''}
                  <a href={link.href}>{link.text}</a>
                </span>
              ))}
              {detail && <span className="change-sections"> — {detail}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noPages}</p>
      )}
    </>
  )
}

/** "What changed in 1.5 since 1.4": the REST API's changes, breaking ones first, then the pages. */
export async function ChangesPage({ locale, version }: { locale: Locale; version: string }) {
  const t = text(locale)
  const changes = await versionChanges(version)
  const { previous } = changes
  const pages = changes.pages[locale]
  const bare = (route: string) => route.replace(/^\/versions\/[^/]+/, '')
  const link = (route: string, v: string) => ({ href: localize(locale, route), text: fill(t.inVersion, { version: v }) })
  const breaking = changes.api?.filter((change) => change.breaking) ?? []
  const other = changes.api?.filter((change) => !change.breaking) ?? []
  return (
    <main className="standalone-page changes-page">
      <SkipNavContent />
      <h1>{fill(t.title, { version, previous })}</h1>
      <p>{fill(t.intro, { version, previous })}</p>
      <h2>{t.apiTitle}</h2>
      {changes.api === null ? (
        <p>{fill(t.noDocument, { version: changes.withoutDocument ?? previous })}</p>
      ) : changes.api.length === 0 ? (
        <p>{t.noApi}</p>
      ) : (
        <>
          {[
            [t.breakingTitle, breaking],
            [t.otherTitle, other],
          ].map(([title, list]) =>
            (list as ApiChange[]).length ? (
              <section key={title as string}>
                <h3>{title as string}</h3>
                <ul>
                  {(list as ApiChange[]).map((change, index) => (
                    <ChangeLine key={index} locale={locale} current={changes.current} change={change} />
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </>
      )}
      <h2>{t.pagesTitle}</h2>
      <PageList locale={locale} title={t.added} routes={pages.added.map(({ after }) => ({ label: bare(after), links: [link(after, version)] }))} />
      <PageList locale={locale} title={t.removed} routes={pages.removed.map(({ before }) => ({ label: bare(before), links: [link(before, previous)] }))} />
      <PageList
        locale={locale}
        title={t.changed}
        routes={pages.changed.map(({ before, after, sections }) => ({ label: bare(after), links: [link(before, previous), link(after, version)], detail: sectionsLine(locale, sections) }))}
      />
    </main>
  )
}
