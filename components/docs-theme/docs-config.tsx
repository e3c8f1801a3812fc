'use client'

// The docs theme's navigation context (nextra-theme-docs 4.6.1, dist/stores/config.js), rewritten;
// next.config.mjs puts this module in place of the theme's. Upstream normalises the whole page map,
// which the root layout passes, for every page in the browser, so each page carried every route of
// the site. Here the layout's page map is a skeleton (lib/site/page-nav.ts) and each docs page
// provides its own navigation, normalised at build time and cut to what it shows (`PageNavigation`):
// the sidebar, the TOC, the breadcrumb and the paginator inside the page read that one. The phone
// drawer sits in the layout, outside the page, and reads the page's navigation once it is on screen
// (`useDrawerConfig`), the layout's skeleton before (the drawer renders its menu only when opened).
import { useFSRoute } from 'nextra/hooks'
import { normalizePages } from 'nextra/normalize-pages'
import type { PageMapItem } from 'nextra'
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'

type NormalizedPages = ReturnType<typeof normalizePages>

const LayoutContext = createContext<NormalizedPages | null>(null)
const PageContext = createContext<NormalizedPages | null>(null)

// The navigation of the page on screen, for the drawer.
let shown: NormalizedPages | null = null
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const show = (value: NormalizedPages | null) => {
  shown = value
  listeners.forEach((listener) => listener())
}

const withSidebarFlag = (normalizePagesResult: NormalizedPages) => ({
  normalizePagesResult,
  hideSidebar: !normalizePagesResult.activeThemeContext.sidebar || normalizePagesResult.activeType === 'page',
})

function required(value: NormalizedPages | null): NormalizedPages {
  if (!value) throw new Error('Missing ConfigContext.Provider')
  return value
}

/** The theme's `useConfig()`: the page's navigation inside a docs page, the layout's elsewhere. */
export function useConfig() {
  const page = useContext(PageContext)
  const layout = useContext(LayoutContext)
  const value = required(page ?? layout)
  return useMemo(() => withSidebarFlag(value), [value])
}

/** `useConfig()` for the phone drawer: the navigation of the page on screen. */
export function useDrawerConfig() {
  const page = useSyncExternalStore(subscribe, () => shown, () => null)
  const layout = useContext(LayoutContext)
  const value = required(page ?? layout)
  return useMemo(() => withSidebarFlag(value), [value])
}

/** The theme's `ConfigProvider` (root layout): the navbar, the page and the footer, with the layout's page map. */
export function ConfigProvider({ children, pageMap, navbar, footer }: { children: ReactNode; pageMap: PageMapItem[]; navbar: ReactNode; footer: ReactNode }) {
  const route = useFSRoute()
  const value = useMemo(() => normalizePages({ list: pageMap, route }), [pageMap, route])
  const { activeThemeContext } = value
  return (
    <LayoutContext.Provider value={value}>
      {activeThemeContext.navbar && navbar}
      {children}
      {activeThemeContext.footer && footer}
    </LayoutContext.Provider>
  )
}

/** A docs page's own navigation (lib/site/page-nav.ts `pageNavigation`), for everything the page draws. */
export function PageNavigation({ value, children }: { value: NormalizedPages; children: ReactNode }) {
  useEffect(() => {
    show(value)
    return () => show(null)
  }, [value])
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>
}
