import type { Metadata } from 'next'
import type { ComponentProps } from 'react'
import { useMDXComponents as getDocsComponents } from 'nextra-theme-docs'
import { importPage } from 'nextra/pages'
import { localeRoutes } from '../../lib/content/routes.mjs'
import { localePrefix, type Locale } from '../../lib/i18n/locales'
import { pageMetadata } from '../../lib/site/metadata'
import { CrashProbe } from '../layout/crash-probe'
import { Pre } from './code-block'

type Section = 'docs' | 'api'
type Props = { params: Promise<{ mdxPath?: string[] }> }

const segments = (locale: Locale, section: Section, mdxPath: string[] = []) =>
  [localePrefix(locale).slice(1), section, ...mdxPath].filter(Boolean)

/** The pieces of an `app/…/<section>/[[...mdxPath]]/page.tsx` route over content/<locale>/<section>. */
export function mdxRoute(locale: Locale, section: Section) {
  const { wrapper: Wrapper, table: ThemeTable, ...themeComponents } = getDocsComponents()
  // The theme's tables scroll sideways when they are wider than the page; tabIndex lets keyboard
  // users focus and scroll them (axe: scrollable-region-focusable).
  // The code block keeps its buttons out of <pre> (components/docs/code-block.tsx).
  const components = { ...themeComponents, pre: Pre, table: (props: ComponentProps<'table'>) => <ThemeTable tabIndex={0} {...props} /> }

  async function generateStaticParams() {
    return localeRoutes(locale)
      .filter((route) => route === `/${section}` || route.startsWith(`/${section}/`))
      .map((route) => ({ mdxPath: route.split('/').slice(2) }))
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { mdxPath = [] } = await params
    const { metadata } = await importPage(segments(locale, section, mdxPath))
    const route = ['', section, ...mdxPath].join('/')
    return { ...metadata, ...pageMetadata(locale, route, `${section}-current`), openGraph: { title: metadata.title, description: metadata.description ?? undefined } }
  }

  async function Page({ params }: Props) {
    const { mdxPath } = await params
    const { default: MDXContent, toc, metadata } = await importPage(segments(locale, section, mdxPath))
    // No `sourceCode`: the theme only uses it for the copy-page button (off), and it would put the
    // page's whole MDX source into the HTML's RSC payload (~4 KB gzip per page).
    return (
      <Wrapper toc={toc} metadata={metadata} sourceCode="">
        <CrashProbe />
        <MDXContent components={components} params={{ mdxPath }} />
      </Wrapper>
    )
  }

  return { generateStaticParams, generateMetadata, Page }
}
