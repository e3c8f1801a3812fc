'use client'

// The docs theme's page wrapper (nextra-theme-docs 4.6.1, dist/mdx-components/wrapper.client.js):
// the table of contents beside the <article> with its breadcrumb, last-updated date and pagination.
// Ordinary React, with the TOC's <nav> named in the page's language (upstream: "table of contents"
// on every page). next.config.mjs puts this module in place of the theme's; the components it draws
// are the theme's own modules (or the site's replacements of them, as configured there).
import cn from 'clsx'
import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { Breadcrumb, CopyPage, Pagination, TOC } from '../../lib/seams/theme-components.mjs'
import { useDocsStrings } from './docs-strings'
import { useConfig, useThemeConfig } from '../../lib/seams/theme-stores.mjs'

type Props = {
  children: ReactNode
  metadata: { filePath: string; title: string; timestamp?: number }
  bottomContent?: ReactNode
  sourceCode?: string
}

export function ClientWrapper({ children, metadata, bottomContent, sourceCode }: Props) {
  const { activeType, activeThemeContext: themeContext, activePath } = useConfig().normalizePagesResult
  const themeConfig = useThemeConfig()
  const t = useDocsStrings()
  const date = themeContext.timestamp && metadata.timestamp
  return (
    <>
      {(themeContext.layout === 'default' || themeContext.toc) && (
        <nav className="nextra-toc x:order-last x:max-xl:hidden x:w-64 x:shrink-0 x:print:hidden" aria-label={t.tocNav}>
          {themeContext.toc && <TOC filePath={metadata.filePath} pageTitle={metadata.title} />}
        </nav>
      )}
      <article
        className={cn(
          'x:w-full x:min-w-0 x:break-words x:min-h-[calc(100vh-var(--nextra-navbar-height))]',
          'x:text-slate-700 x:dark:text-slate-200 x:pb-8 x:px-4 x:pt-4 x:md:px-12',
          themeContext.typesetting === 'article' && 'nextra-body-typesetting-article',
        )}
      >
        {themeContext.breadcrumb && activeType !== 'page' && <Breadcrumb activePath={activePath} />}
        {themeConfig.copyPageButton && themeContext.copyPage && sourceCode && <CopyPage sourceCode={sourceCode} />}
        {children}
        {date ? (
          <div className="x:mt-12 x:mb-8 x:text-xs x:text-gray-600 x:text-end x:dark:text-gray-400">
            {cloneElement(themeConfig.lastUpdated as ReactElement<{ date: Date }>, { date: new Date(date) })}
          </div>
        ) : (
          <div className="x:mt-16" />
        )}
        {themeContext.pagination && activeType !== 'page' && <Pagination />}
        {bottomContent}
      </article>
    </>
  )
}
