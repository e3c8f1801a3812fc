'use client'

// The docs theme renders its breadcrumb and its previous/next links as plain <div>s in the
// <article>, outside every landmark (axe: "All page content should be contained by landmarks").
// next.config.mjs substitutes this module for the theme's breadcrumb.js and pagination.js (the seam
// "theme-landmarks", lib/seams/index.mjs); it renders the theme's own components inside <nav>
// landmarks with a label in the page's language, the WAI-ARIA pattern for breadcrumbs and pagination.
// `?original` asks for the theme's own modules, not this one (lib/seams/theme-swaps.mjs); plain JS,
// as TypeScript cannot resolve an import with a query.
import { jsx } from 'react/jsx-runtime'
import { Breadcrumb as ThemeBreadcrumb } from '../../node_modules/nextra-theme-docs/dist/components/breadcrumb.js?original'
import { Pagination as ThemePagination } from '../../node_modules/nextra-theme-docs/dist/components/pagination.js?original'
// The page's docs strings from the locale the root layout provides, as for the sidebar and the TOC.
import { useDocsStrings } from './docs-strings.tsx'

export function Breadcrumb(props) {
  return jsx('nav', { 'aria-label': useDocsStrings().breadcrumb, children: jsx(ThemeBreadcrumb, props) })
}

export function Pagination(props) {
  return jsx('nav', { 'aria-label': useDocsStrings().pagination, children: jsx(ThemePagination, props) })
}
