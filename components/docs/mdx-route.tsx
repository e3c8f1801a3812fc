import type { Metadata } from 'next'
import { useMDXComponents as getDocsComponents } from 'nextra-theme-docs'
import { importPage } from 'nextra/pages'
import { localePrefix, type Locale } from '../../lib/i18n/locales'
import { pageMetadata } from '../../lib/site/metadata'
import { docsTag, setRoute, setStaticParams } from '../../lib/versions/routing'
import { CrashProbe } from '../layout/crash-probe'
import { VersionBar } from '../versions/version-bar'

type Section = 'docs' | 'api'
// `version` is set under app/…/versions/[version]/: the pages of that documentation snapshot.
type Props = { params: Promise<{ mdxPath?: string[]; version?: string }> }

const segments = (locale: Locale, section: Section, mdxPath: string[] = [], version?: string) =>
  [localePrefix(locale).slice(1), ...setRoute(section, version, mdxPath).split('/')].filter(Boolean)

/**
 * The pieces of an `app/…/<section>/[[...mdxPath]]/page.tsx` route over content/<locale>/<section>,
 * or over a snapshot's copy in content/<locale>/versions/<version>/<section>.
 */
export function mdxRoute(locale: Locale, section: Section) {
  const { wrapper: Wrapper, ...components } = getDocsComponents()

  async function generateStaticParams({ params }: { params?: { version?: string } } = {}) {
    return setStaticParams(locale, section, params?.version)
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { mdxPath = [], version } = await params
    const { metadata } = await importPage(segments(locale, section, mdxPath, version))
    return { ...metadata, ...pageMetadata(locale, setRoute(section, version, mdxPath), docsTag(section, version)), openGraph: { title: metadata.title, description: metadata.description ?? undefined } }
  }

  async function Page({ params }: Props) {
    const { mdxPath, version } = await params
    const { default: MDXContent, toc, metadata, sourceCode } = await importPage(segments(locale, section, mdxPath, version))
    return (
      <Wrapper toc={toc} metadata={metadata} sourceCode={sourceCode}>
        <CrashProbe />
        <VersionBar locale={locale} set={section} version={version} mdxPath={mdxPath} />
        <MDXContent components={components} params={{ mdxPath }} />
      </Wrapper>
    )
  }

  return { generateStaticParams, generateMetadata, Page }
}
