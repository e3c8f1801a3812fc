'use client'

// The docs theme renders its breadcrumb and its previous/next links as plain <div>s in the
// <article>, outside every landmark (axe: "All page content should be contained by landmarks").
// next.config.mjs substitutes this module for the theme's breadcrumb.js and pagination.js; it
// renders the theme's own components inside <nav> landmarks with a label in the page's language,
// the WAI-ARIA pattern for breadcrumbs and pagination. Plain JS: the build compiles it with the
// theme's loaders (hence the file extensions on the imports).
import { usePathname } from 'next/navigation'
import { jsx } from 'react/jsx-runtime'
import { Breadcrumb as ThemeBreadcrumb } from '../../node_modules/nextra-theme-docs/dist/components/breadcrumb.js'
import { Pagination as ThemePagination } from '../../node_modules/nextra-theme-docs/dist/components/pagination.js'
import { splitLocale } from '../i18n/locales.ts'
import en from '../i18n/dictionaries/en/docs.mjs'
import ru from '../i18n/dictionaries/ru/docs.mjs'

// The dictionaries' docs sections only: this module is in every docs page's JavaScript.
const docs = { ru, en }
const useDocsStrings = () => docs[splitLocale(usePathname() ?? '/').locale]

export function Breadcrumb(props) {
  return jsx('nav', { 'aria-label': useDocsStrings().breadcrumb, children: jsx(ThemeBreadcrumb, props) })
}

export function Pagination(props) {
  return jsx('nav', { 'aria-label': useDocsStrings().pagination, children: jsx(ThemePagination, props) })
}
