'use client'

// The docs theme's sidebar and phone drawer (nextra-theme-docs 4.6.1, dist/components/sidebar.js),
// rewritten as ordinary React; next.config.mjs puts this module in place of the theme's. Markup and
// class names are the theme's, so its CSS applies unchanged. What differs, and why:
// - A folder renders its pages once it has been open (like Docusaurus's lazy categories), and the
//   drawer renders its menu when it first opens. Upstream puts every collapsed folder's links into
//   every page, twice (sidebar and hidden drawer): on /docs/client ~100 KB of its 175 KB of HTML,
//   all hydrated on load, and growing with the size of the docs.
// - A folder whose pages are not in the page (lib/site/page-nav.ts: only the current branch is)
//   fetches its docs set's tree, one static file, when the reader points at it, focuses or opens it.
// - Links of a closed folder or drawer are inert: upstream leaves them in the tab order although
//   they are invisible (a keyboard trap); Tab meets the folder's button, and Enter opens it.
// - Folder buttons carry aria-expanded; the collapse/expand button is named in the page's language.
// - The theme and locale switchers are left out: this site has its own (see lib/seams/unused-theme-parts.mjs).
import cn from 'clsx'
import { usePathname } from 'next/navigation'
import { Anchor, Button, Collapse } from 'nextra/components'
import { useFSRoute, useHash } from 'nextra/hooks'
import { ArrowRightIcon, ExpandIcon } from 'nextra/icons'
import { forwardRef, useEffect, useId, useRef, useState, type FocusEventHandler, type MouseEvent, type ReactNode } from 'react'
import type { NavTree } from '@/lib/site/page-nav'
import { useDrawerConfig } from './docs-config'
import { useDocsStrings } from './docs-strings'
import { setFocusedRoute, setMenu, useActiveAnchor, useConfig, useFocusedRoute, useMenu, useThemeConfig, useTOC } from '../../lib/seams/theme-stores.mjs'

/** The page map entries the sidebar draws (folders, pages, links, separators, `type: 'menu'` items). */
type SidebarItem = {
  name: string
  route: string
  title: ReactNode
  type?: string
  href?: string
  children?: SidebarItem[]
  items?: Record<string, Partial<SidebarItem>>
  theme?: { collapsed?: boolean }
  frontMatter?: unknown
  /** The URL of the docs set's tree, on a folder whose pages this page does not carry. */
  deferred?: string
}
type Anchors = { id: string; value: ReactNode }[]
type ItemProps = { item: SidebarItem; anchors: Anchors; onFocus: FocusEventHandler; level: number }

// Folders the reader opened or closed, by route; kept across client-side navigations (as upstream).
const TreeState: Record<string, boolean> = Object.create(null)

const classes = {
  link: cn('x:flex x:rounded x:px-2 x:py-1.5 x:text-sm x:transition-colors x:[word-break:break-word]', 'x:cursor-pointer x:contrast-more:border'),
  inactive: cn('x:text-gray-600 x:hover:bg-gray-100 x:hover:text-gray-900', 'x:dark:text-neutral-400 x:dark:hover:bg-primary-100/5 x:dark:hover:text-gray-50', 'x:contrast-more:text-gray-900 x:contrast-more:dark:text-gray-50', 'x:contrast-more:border-transparent x:contrast-more:hover:border-gray-900 x:contrast-more:dark:hover:border-gray-50'),
  active: cn('x:bg-primary-100 x:font-semibold x:text-primary-800 x:dark:bg-primary-400/10 x:dark:text-primary-600', 'x:contrast-more:border-primary-500!'),
  list: cn('x:grid x:gap-1'),
  border: cn('x:relative x:before:absolute x:before:inset-y-1', 'x:before:w-px x:before:bg-gray-200 x:before:content-[""] x:dark:before:bg-neutral-800', 'x:ps-3 x:before:start-0 x:pt-1 x:ms-3'),
  wrapper: cn('x:p-4 x:overflow-y-auto nextra-scrollbar nextra-mask'),
  footer: cn('nextra-sidebar-footer x:border-t nextra-border x:flex x:items-center x:gap-2 x:py-4 x:mx-4'),
}

// The docs sets' trees fetched so far, by URL (each fetched once; a failed fetch is tried again next time).
const trees = new Map<string, Promise<NavTree>>()
const loadedTrees = new Map<string, NavTree>()

function loadTree(url: string): Promise<NavTree> {
  let tree = trees.get(url)
  if (!tree) {
    tree = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
      const json = (await response.json()) as NavTree
      loadedTrees.set(url, json)
      return json
    })
    tree.catch(() => trees.delete(url))
    trees.set(url, tree)
  }
  return tree
}

function findFolder(items: SidebarItem[], route: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (!item.children) continue
    if (item.route === route) return item.children
    const found = route.startsWith(item.route + '/') && findFolder(item.children, route)
    if (found) return found
  }
}

/** A folder's entries: its own, or once `wanted`, those of its set's tree; `failed` when that could not be fetched. */
function useFolderChildren(item: SidebarItem, wanted: boolean): { children?: SidebarItem[]; failed: boolean } {
  const [failed, setFailed] = useState(false)
  const [, rerender] = useState(0)
  const { deferred } = item
  const tree = deferred ? loadedTrees.get(deferred) : undefined
  useEffect(() => {
    if (!wanted || !deferred || tree) return
    loadTree(deferred).then(
      () => rerender((n) => n + 1),
      (error) => {
        console.error('The sidebar could not load its pages:', error)
        setFailed(true)
      },
    )
  }, [wanted, deferred, tree])
  if (item.children || !tree) return { children: item.children, failed }
  return { children: tree.route === item.route ? (tree.children as SidebarItem[]) : findFolder(tree.children as SidebarItem[], item.route), failed }
}

/** Headings of the page shown under its sidebar entry. */
const sidebarAnchors = (toc: { depth: number; id: string; value: ReactNode }[]): Anchors => toc.filter((heading) => heading.depth === 2)

/** Scrolls `container` (only) so that `target` sits in its middle, as upstream's scrollIntoView with the container's parent as boundary. */
function centerIn(container: HTMLElement, target: Element) {
  const box = container.getBoundingClientRect()
  const rect = target.getBoundingClientRect()
  container.scrollTop += rect.top - box.top - (container.clientHeight - rect.height) / 2
}

function Folder({ item: rawItem, anchors, onFocus, level }: ItemProps) {
  const route = useFSRoute().split('#', 1)[0]
  const item = { ...rawItem, children: rawItem.type === 'menu' ? getMenuChildren(rawItem) : rawItem.children }
  const hasRoute = !!item.route
  const active = hasRoute && [route, route + '/'].includes(item.route + '/')
  const activeRouteInside = active || (hasRoute && route.startsWith(item.route + '/'))
  const focusedRouteInside = useFocusedRoute().startsWith(item.route + '/')
  const { defaultMenuCollapseLevel, autoCollapse } = useThemeConfig().sidebar
  const { theme } = item
  const open =
    TreeState[item.route] === undefined
      ? active || activeRouteInside || focusedRouteInside || (theme && 'collapsed' in theme ? !theme.collapsed : level < defaultMenuCollapseLevel)
      : TreeState[item.route] || focusedRouteInside
  const [, rerender] = useState({})
  // Rendered from the first time the folder is open on, so that closing it animates as upstream.
  const [rendered, setRendered] = useState(open)
  if (open && !rendered) setRendered(true)
  // Pointed at or focused: a deferred folder fetches its pages before it is opened.
  const [wanted, setWanted] = useState(false)
  const { children, failed } = useFolderChildren(item, open || wanted)
  const isLink = 'frontMatter' in item
  const onIntent = item.deferred && !wanted ? () => setWanted(true) : undefined
  const focus: FocusEventHandler = (event) => {
    onIntent?.()
    onFocus(event)
  }

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    const el = event.currentTarget
    // A folder that is also a page: its text navigates, its arrow only toggles.
    const isClickOnIcon = el !== event.target
    if (isClickOnIcon) event.preventDefault()
    const isOpen = el.parentElement!.classList.contains('open')
    TreeState[item.route] = (isLink && !isClickOnIcon && !active) || !isOpen
    rerender({})
  }

  useEffect(() => {
    if (autoCollapse) {
      if (activeRouteInside && focusedRouteInside) TreeState[item.route] = true
      else delete TreeState[item.route]
    } else if (activeRouteInside || focusedRouteInside) {
      TreeState[item.route] = true
    }
  }, [activeRouteInside, focusedRouteInside, item.route, autoCollapse])

  const className = cn('x:items-center x:justify-between x:gap-2', !isLink && 'x:text-start x:w-full', classes.link, active ? classes.active : classes.inactive)
  const content = (
    <>
      {item.title}
      <ArrowRightIcon
        height="18"
        className={cn('x:shrink-0', 'x:rounded-sm x:p-0.5 x:hover:bg-gray-800/5 x:dark:hover:bg-gray-100/5', 'x:motion-reduce:transition-none x:origin-center x:transition-all x:rtl:-rotate-180', open && 'x:ltr:rotate-90 x:rtl:-rotate-270')}
      />
    </>
  )
  return (
    <li className={cn({ open, active })} aria-busy={(open && !children && !failed) || undefined}>
      {isLink ? (
        <Anchor href={item.route} prefetch={false} className={className} onClick={handleClick} onFocus={focus} onPointerEnter={onIntent}>
          {content}
        </Anchor>
      ) : (
        <Button data-href={item.route} aria-expanded={!!open} className={className} onClick={handleClick} onFocus={focus} onPointerEnter={onIntent}>
          {content}
        </Button>
      )}
      {(item.children || item.deferred) && (
        <Collapse isOpen={open}>{rendered && children && <Menu className={classes.border} directories={children} anchors={anchors} level={level} inert={!open} />}</Collapse>
      )}
    </li>
  )
}

/** The entries of a `type: 'menu'` item (a navbar dropdown), with the pages they point to. */
function getMenuChildren(menu: SidebarItem): SidebarItem[] {
  const routes = Object.fromEntries((menu.children || []).map((route) => [route.name, route]))
  return Object.entries(menu.items || {}).map(([key, item]) => ({ ...(routes[key] || { name: key }), ...item }) as SidebarItem)
}

function Separator({ title }: { title: ReactNode }) {
  return (
    <li className={cn('[word-break:break-word]', title ? 'x:not-first:mt-5 x:mb-2 x:px-2 x:py-1.5 x:text-sm x:font-semibold x:text-gray-900 x:dark:text-gray-100' : 'x:my-4')}>
      {title || <hr className="x:mx-2 x:border-t nextra-border" />}
    </li>
  )
}

function File({ item, anchors, onFocus }: ItemProps) {
  const route = useFSRoute()
  const active = !!item.route && [route, route + '/'].includes(item.route + '/')
  const activeSlug = useActiveAnchor()
  if (item.type === 'separator') return <Separator title={item.title} />
  return (
    <li className={cn({ active })}>
      <Anchor href={item.href || item.route} className={cn(classes.link, active ? classes.active : classes.inactive)} onFocus={onFocus} prefetch={false}>
        {item.title}
      </Anchor>
      {active && anchors.length > 0 && (
        <ul className={cn(classes.list, classes.border)}>
          {anchors.map(({ id, value }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={cn(classes.link, 'x:focus-visible:nextra-focus x:flex x:gap-2 x:before:opacity-25 x:before:content-["#"]', id === activeSlug ? classes.active : classes.inactive)}
                onClick={() => setMenu(false)}
              >
                {value}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

// Keeps the folders that hold the focused entry open (see `focusedRouteInside`).
const handleFocus: FocusEventHandler<HTMLElement> = (event) => {
  setFocusedRoute(event.target.getAttribute('href') || event.target.dataset.href || '')
}

type MenuProps = { directories: SidebarItem[]; anchors: Anchors; className?: string; level: number; inert?: boolean }

const Menu = forwardRef<HTMLUListElement, MenuProps>(function Menu({ directories, anchors, className, level, inert }, ref) {
  return (
    <ul className={cn(classes.list, className)} ref={ref} inert={inert || undefined}>
      {directories.map((item) => {
        const Entry = item.type === 'menu' || item.children?.length || item.deferred ? Folder : File
        return <Entry key={item.name} item={item} anchors={anchors} onFocus={handleFocus} level={level + 1} />
      })}
    </ul>
  )
})

/** The phone drawer: the whole navigation, opened by the navbar's menu button. */
export function MobileNav() {
  // The theme's page map types are unions per item kind; the sidebar reads them as one shape.
  const directories = useDrawerConfig().normalizePagesResult.directories as unknown as SidebarItem[]
  const anchors = sidebarAnchors(useTOC())
  const menu = useMenu()
  const pathname = usePathname()
  const hash = useHash()
  const sidebarRef = useRef<HTMLUListElement>(null)
  const themeConfig = useThemeConfig()
  // Rendered from the first opening on (never, on a wide screen): no hidden second sidebar in the HTML.
  const [opened, setOpened] = useState(menu)
  if (menu && !opened) setOpened(true)

  // A navigation closes the drawer.
  useEffect(() => {
    setMenu(false)
  }, [pathname, hash])

  useEffect(() => {
    const sidebar = sidebarRef.current
    const activeLink = sidebar?.querySelector('li.active')
    if (sidebar && activeLink && menu) centerIn(sidebar, activeLink)
  }, [menu])

  // Opened: the trees of the sets the drawer lists but this page does not carry, ahead of a tap on them.
  useEffect(() => {
    if (menu) for (const item of directories) if (item.deferred) loadTree(item.deferred).catch(() => {})
  }, [menu, directories])

  return (
    <aside
      className={cn(
        'nextra-mobile-nav',
        'x:flex x:flex-col',
        'x:fixed x:inset-0 x:pt-(--nextra-navbar-height) x:z-20 x:overscroll-contain',
        'x:[contain:layout_style]',
        'x:md:hidden',
        'x:[.nextra-banner:not([class$=hidden])~&]:pt-[calc(var(--nextra-banner-height)+var(--nextra-navbar-height))]',
        'x:bg-nextra-bg',
        menu ? 'x:[transform:translate3d(0,0,0)]' : 'x:[transform:translate3d(0,-100%,0)]',
      )}
    >
      {themeConfig.search && <div className="x:px-4 x:pt-4">{themeConfig.search}</div>}
      {opened && <Menu ref={sidebarRef} className={classes.wrapper} directories={directories} anchors={anchors} level={0} inert={!menu} />}
    </aside>
  )
}

// Where the reader left the sidebar's scroll, restored after a client-side navigation.
let lastScrollPosition = 0

/** The desktop sidebar, with its collapse/expand button. */
export function Sidebar() {
  const toc = useTOC()
  const { normalizePagesResult, hideSidebar } = useConfig()
  const themeConfig = useThemeConfig()
  const t = useDocsStrings()
  const [isExpanded, setIsExpanded] = useState(themeConfig.sidebar.defaultOpen)
  const [showToggleAnimation, setToggleAnimation] = useState(false)
  const sidebarRef = useRef<HTMLDivElement>(null)
  const sidebarControlsId = useId()
  const { activeThemeContext } = normalizePagesResult
  const docsDirectories = normalizePagesResult.docsDirectories as unknown as SidebarItem[]
  const includePlaceholder = activeThemeContext.layout === 'default'

  useEffect(() => {
    if (window.innerWidth < 768) return
    const sidebar = sidebarRef.current!
    if (lastScrollPosition) {
      sidebar.scrollTop = lastScrollPosition
      return
    }
    const activeLink = sidebar.querySelector('li.active')
    if (activeLink) centerIn(sidebar, activeLink)
  }, [])

  const anchors = themeConfig.toc.float ? [] : sidebarAnchors(toc)
  const hasI18n = themeConfig.i18n.length > 0
  const hasMenu = themeConfig.darkMode || hasI18n || themeConfig.sidebar.toggleButton
  const toggleLabel = isExpanded ? t.sidebarHide : t.sidebarShow

  return (
    <>
      {includePlaceholder && hideSidebar && <div className="x:max-xl:hidden x:h-0 x:w-64 x:shrink-0" />}
      <aside
        id={sidebarControlsId}
        className={cn(
          'nextra-sidebar x:print:hidden',
          'x:transition-all x:ease-in-out',
          'x:max-md:hidden x:flex x:flex-col',
          'x:h-[calc(100dvh-var(--nextra-navbar-height))]',
          'x:top-(--nextra-navbar-height) x:shrink-0',
          isExpanded ? 'x:w-64' : 'x:w-20',
          hideSidebar ? 'x:hidden' : 'x:sticky',
        )}
      >
        <div className={cn(classes.wrapper, 'x:grow', !isExpanded && 'no-scrollbar')} ref={sidebarRef} onScrollEnd={(event) => (lastScrollPosition = event.currentTarget.scrollTop)}>
          {(!hideSidebar || !isExpanded) && (
            <Collapse isOpen={isExpanded} horizontal>
              <Menu directories={docsDirectories} anchors={anchors} level={0} />
            </Collapse>
          )}
        </div>
        {hasMenu && (
          <div
            className={cn(
              'x:sticky x:bottom-0 x:bg-nextra-bg',
              classes.footer,
              !isExpanded && 'x:flex-wrap x:justify-center',
              showToggleAnimation && ['x:*:opacity-0', isExpanded ? 'x:*:animate-[fade-in_1s_ease_.2s_forwards]' : 'x:*:animate-[fade-in2_1s_ease_.2s_forwards]'],
            )}
          >
            {themeConfig.sidebar.toggleButton && (
              <Button
                aria-expanded={isExpanded}
                aria-controls={sidebarControlsId}
                title={toggleLabel}
                aria-label={toggleLabel}
                className={({ hover }) => cn('x:rounded-md x:p-2', hover ? 'x:bg-gray-200 x:text-gray-900 x:dark:bg-primary-100/5 x:dark:text-gray-50' : 'x:text-gray-600 x:dark:text-gray-400')}
                onClick={() => {
                  setIsExpanded((expanded) => !expanded)
                  setToggleAnimation(true)
                }}
              >
                <ExpandIcon height="12" className={cn(!isExpanded && 'x:*:first:origin-[35%] x:*:first:rotate-180')} />
              </Button>
            )}
          </div>
        )}
      </aside>
    </>
  )
}
