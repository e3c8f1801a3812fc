import type { Metadata } from 'next'
import type { ComponentProps, ReactNode } from 'react'
import { useMDXComponents as getDocsComponents } from 'nextra-theme-docs'
import { site } from '@/site.config.mjs'
import { lastUpdate } from '@/lib/content/git-info.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { pageMetadata } from '@/lib/site/metadata'
import { docsTag, setRoute, setStaticParams, type DocsSet } from '@/lib/versions/routing'
import { DOCS_SETS } from '@/lib/versions/snapshots.mjs'
import { loadPage } from '@/lib/page/load'
import { CrashProbe } from '../layout/crash-probe'
import { ArticleFooter } from './article-footer'
import { focusableTable, plainTableCells } from './focusable-table'
import { articleImage } from './article-image'
import { ChannelName, ChannelTable } from './channels'
import { ApiOperation } from './api-operation'
import { CodeGroup } from './code-group'
import { codeBlock } from './code-block'
import { UnlistedNotice } from './unlisted-notice'
import { FreshnessNotice } from './freshness-notice'
import { behindOf } from '@/lib/content/freshness.mjs'
import { PageMenu } from './page-menu/page-menu'
import { twinPath } from '@/lib/markdown/twin-routes.mjs'
import { VersionBar } from '../versions/version-bar'
import { PageNavigation } from '../docs-theme/docs-config'
import { fullPageMap, pageNavigation } from '@/lib/site/page-nav'
import { docsSidebar } from '@/theme.config'

// `version` is set under app/…/versions/[version]/: the pages of that documentation snapshot.
type Props = { params: Promise<{ set: DocsSet; mdxPath?: string[]; version?: string }> }
/** Front matter fields of docs pages beyond Nextra's own. */
type PageFields = { unlisted?: boolean; last_update?: { date?: string; author?: string } }

/**
 * The pieces of an `app/…/[set]/[[...mdxPath]]/page.tsx` route over both documentation sets of a
 * locale, content/[en/]docs and content/[en/]api, or of a snapshot, versions/<version>/[en/]docs|api.
 * One route for both sets, not one each: `next dev` compiles a route, and waits for a new worker that
 * runs its `generateStaticParams`, on the route's first request, so a writer going from the docs to
 * the API reference waited for both again (issue 33; later requests: lib/content/dev-static-params.mjs).
 */
export function mdxRoute(locale: Locale) {
  const load = (set: DocsSet, mdxPath: string[] = [], version?: string) => loadPage(locale, setRoute(set, version, mdxPath), version)

  const t = dictionaries[locale].docs
  const { wrapper: Wrapper, ...components } = getDocsComponents({
    pre: codeBlock(t),
    img: articleImage(t),
    // The theme's own table, taken before these overrides: wrapped, not replaced.
    table: focusableTable(getDocsComponents().table!, 'doc-table'),
    ...plainTableCells,
    // Writers' components: the channel enumeration (lib/channels/channels.ts).
    ChannelTable: () => <ChannelTable locale={locale} />,
    Channel: ({ id }: { id: string }) => <ChannelName id={id} locale={locale} />,
    // The frame of a REST operation that lib/openapi/remark-api.mjs writes into the page.
    ApiOperation: (props: Omit<ComponentProps<typeof ApiOperation>, 'locale'>) => <ApiOperation {...props} locale={locale} />,
    // The same request in several languages, one tab each (the REST reference's samples, writers' groups).
    CodeGroup: ({ children }: { children?: ReactNode }) => <CodeGroup label={t.codeLanguage}>{children}</CodeGroup>,
  })

  async function generateStaticParams({ params }: { params?: { version?: string } } = {}) {
    return DOCS_SETS.flatMap((set) => setStaticParams(locale, set, params?.version).map((param) => ({ set, ...param })))
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { set, mdxPath = [], version } = await params
    const { metadata } = await load(set, mdxPath, version)
    const fields = metadata as PageFields
    const route = setRoute(set, version, mdxPath)
    return {
      ...metadata,
      ...pageMetadata(locale, route, docsTag(set, version)),
      openGraph: { title: metadata.title, description: metadata.description ?? undefined },
      // Unlisted pages stay reachable by their link but out of search engines.
      ...(fields.unlisted === true && { robots: { index: false, follow: true } }),
    }
  }

  async function Page({ params }: Props) {
    const { set, mdxPath = [], version } = await params
    const { default: MDXContent, toc, metadata } = await load(set, mdxPath, version)
    const route = setRoute(set, version, mdxPath)
    const fields = metadata as PageFields
    const behind = behindOf(locale, route)
    const filePath = metadata.filePath
    const navigation = pageNavigation(await fullPageMap(locale, version), locale, localize(locale, route), docsSidebar.defaultMenuCollapseLevel, version)
    // Nextra's own "last updated" line is replaced by the article footer's, which names the author.
    // No `sourceCode`: the theme only uses it for the copy-page button (off), and it would put the
    // page's whole MDX source into the HTML's RSC payload (~4 KB gzip per page).
    return (
      <PageNavigation value={navigation}>
        <Wrapper toc={toc} metadata={{ ...metadata, timestamp: undefined }} sourceCode="">
          <CrashProbe />
          <VersionBar locale={locale} set={set} version={version} mdxPath={mdxPath}>
            <PageMenu locale={locale} href={twinPath(localize(locale, route))} />
          </VersionBar>
          {site.zoom && <ZoomOverlayColours background={site.zoom.background} />}
          {/* A page in step renders exactly what it did before the freshness notice: the same `false` or unlisted notice. */}
          {behind ? (
            <>
              <FreshnessNotice locale={locale} behind={behind} />
              {fields.unlisted === true && <UnlistedNotice locale={locale} />}
            </>
          ) : (
            fields.unlisted === true && <UnlistedNotice locale={locale} />
          )}
          <div className="markdown">
            <MDXContent components={components} params={{ mdxPath }} />
          </div>
          <ArticleFooter locale={locale} route={route} filePath={filePath} lastUpdate={lastUpdate(filePath, fields.last_update, locale)} />
        </Wrapper>
      </PageNavigation>
    )
  }

  return { generateStaticParams, generateMetadata, Page }
}

/** The configured overlay colours, hoisted into <head> by React (one copy per page). */
function ZoomOverlayColours({ background }: { background: { light: string; dark: string } }) {
  return (
    <style href="zoom-overlay" precedence="default">
      {`:root{--zoom-overlay:${background.light}}html.dark{--zoom-overlay:${background.dark}}`}
    </style>
  )
}
