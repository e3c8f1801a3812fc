import type { PageMapItem } from 'nextra'
import { normalizePages } from 'nextra/normalize-pages'
import { describe, expect, it } from 'vitest'
import { layoutPageMap, pageNavigation, setTree, type NavItem } from '@/lib/site/page-nav'

// What each docs page carries of the navigation (lib/site/page-nav.ts): its own branch, not the site.
const page = (route: string, title: string) => ({ name: route.split('/').pop()!, route, frontMatter: { title } })
const folder = (route: string, children: PageMapItem[]) => ({ name: route.split('/').pop()!, route, children }) as PageMapItem

function siteMap(extraPages = 0): PageMapItem[] {
  const scale = Array.from({ length: extraPages }, (_, i) => page(`/docs/scale/p${i}`, `Page ${i}`))
  return [
    { data: { docs: { type: 'page', title: 'Docs' }, api: { type: 'page', title: 'API' }, blog: { title: 'Blog', href: '/blog', type: 'page' } } },
    folder('/docs', [
      { data: { index: 'Intro', a: 'Folder A', b: 'Folder B', ...(extraPages && { scale: 'Scale' }) } },
      page('/docs', 'Intro'),
      folder('/docs/a', [page('/docs/a/a1', 'A1'), page('/docs/a/a2', 'A2')]),
      folder('/docs/b', [page('/docs/b/b1', 'B1'), page('/docs/b/b2', 'B2'), folder('/docs/b/c', [page('/docs/b/c/c1', 'C1')])]),
      ...(extraPages ? [folder('/docs/scale', scale)] : []),
    ]),
    folder('/api', [page('/api', 'API'), folder('/api/rest', [page('/api/rest/auth', 'Auth')])]),
  ] as PageMapItem[]
}

const nav = (route: string, map = siteMap()) => pageNavigation(map, 'ru', route, 1)
const entry = (items: unknown, route: string) => (items as NavItem[]).find((item) => item.route === route)!

describe('a docs page’s navigation', () => {
  it('holds the pages of the folders on its branch and defers the others to their set’s file', () => {
    const { docsDirectories, directories } = nav('/docs/b/b1')
    expect(entry(docsDirectories, '/docs/b').children!.map((item) => item.route)).toEqual(['/docs/b/b1', '/docs/b/b2', '/docs/b/c'])
    expect(entry(docsDirectories, '/docs/a')).toMatchObject({ name: 'a', deferred: '/nav/ru/docs-current.json' })
    expect(entry(docsDirectories, '/docs/a').children).toBeUndefined()
    // A folder inside the open one, below the collapse level, is deferred too.
    expect(entry(entry(docsDirectories, '/docs/b').children, '/docs/b/c')).toMatchObject({ deferred: '/nav/ru/docs-current.json' })
    // The drawer's tree: the other set deferred to its own file.
    expect(entry(directories, '/api')).toMatchObject({ deferred: '/nav/ru/api-current.json' })
    expect(entry(entry(directories, '/docs').children, '/docs/b').children).toHaveLength(3)
  })

  it('keeps the breadcrumb, the previous and the next page of the whole map', () => {
    const whole = normalizePages({ list: siteMap(), route: '/docs/b/b1' })
    const { flatDocsDirectories, activeIndex, activePath, activeType } = nav('/docs/b/b1')
    const neighbours = (flat: typeof flatDocsDirectories, index: number) => [flat[index - 1]?.route, flat[index + 1]?.route]
    expect(neighbours(flatDocsDirectories, activeIndex)).toEqual(['/docs/a/a2', '/docs/b/b2'])
    expect(neighbours(flatDocsDirectories, activeIndex)).toEqual(neighbours(whole.flatDocsDirectories, whole.activeIndex))
    expect(activePath.map((item) => item.route)).toEqual(whole.activePath.map((item) => item.route))
    expect(activeType).toBe(whole.activeType)
    // The breadcrumb reads a folder's first page; nothing deeper travels with the page.
    expect((activePath[1] as NavItem).children).toEqual([expect.objectContaining({ route: '/docs/b/b1' })])
    expect(nav('/docs').flatDocsDirectories.map((item) => item.route)).toEqual(['/docs', '/docs/a/a1'])
  })

  it('costs the same whatever the size of the rest of the site', () => {
    const small = JSON.stringify(nav('/docs/b/b1'))
    const large = JSON.stringify(nav('/docs/b/b1', siteMap(2000)))
    // One more deferred folder ("Scale", in the sidebar and the drawer), not its 2,000 pages.
    expect(large.length - small.length).toBeLessThan(300)
    expect(large).not.toContain('/docs/scale/p1')
  })
})

describe('the other pieces', () => {
  it('gives the layout a skeleton: each set a deferred folder', () => {
    const skeleton = layoutPageMap(siteMap(2000), 'en', '1.4')
    expect(skeleton[1]).toEqual({ name: 'docs', route: '/docs', deferred: '/nav/en/docs-1.4.json' })
    expect(skeleton[2]).toEqual({ name: 'api', route: '/api', deferred: '/nav/en/api-1.4.json' })
    expect(skeleton[0]).toEqual(siteMap()[0])
    // The theme normalises it for the drawer of the pages without a sidebar.
    const { directories } = normalizePages({ list: skeleton, route: '/en/versions' })
    expect(directories.map((item) => [item.route, (item as NavItem).deferred])).toEqual([
      ['/docs', '/nav/en/docs-1.4.json'],
      ['/api', '/nav/en/api-1.4.json'],
    ])
  })

  it('writes a set’s whole tree for its file', () => {
    const tree = setTree(siteMap(), 'ru', 'docs')
    expect(tree.route).toBe('/docs')
    expect(JSON.stringify(tree)).toContain('/docs/b/c/c1')
    expect(JSON.stringify(tree)).not.toContain('/api/rest')
  })
})
