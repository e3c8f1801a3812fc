import { site } from '@/site.config.mjs'
import { expect, hydrated, test, type Page } from './fixtures'
import { locales } from '@/lib/i18n/locales'

// Every page type at every width, in both locales: no sideways scrolling, the header's controls on
// screen, the phone drawer with the navbar's items in the navbar's order (and the section's
// sidebar), the drawer locking the page and letting go, and the footer at the bottom of short
// pages. One page load per page and locale; the widths are checked by resizing.

// Phones, a tablet, either side of the site's breakpoint (996 px), a laptop.
const BREAKPOINT = site.breakpoint
const WIDTHS = [360, 390, 768, BREAKPOINT - 1, BREAKPOINT, 1280]

type PageCase = { name: string; path: string; sidebar?: boolean }
const pages: PageCase[] = [
  { name: 'home', path: '/' },
  { name: 'docs', path: '/docs/client', sidebar: true },
  { name: 'API', path: '/api/task-types/gpt', sidebar: true },
  { name: 'versioned docs', path: '/versions/1.4/docs/client', sidebar: true },
  { name: 'blog list', path: '/blog' },
  { name: 'blog post', path: '/blog/2025/10/15/release' },
  { name: 'archive', path: '/blog/archive' },
  { name: 'tag', path: '/blog/tags/releases' },
  { name: 'versions', path: '/versions' },
  { name: 'search', path: '/search' },
  { name: '404', path: '/no-such-page' },
]

const localized = (locale: 'ru' | 'en', path: string) => (locale === 'ru' ? path : path === '/' ? '/en' : `/en${path}`)

/** The navbar's items in order, as a wide screen shows them: the section links, then the product link. */
const desktopNav = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.site-header__nav a, .site-header__external')].map((el) => el.textContent!.trim()))

const drawer = (page: Page) => page.locator('.nextra-mobile-nav, #site-drawer').filter({ visible: true })

/** Where the drawer's items start and where the drawer ends, or null when no drawer is on screen. */
const drawerBox = (page: Page) =>
  page.evaluate(() => {
    const docs = document.querySelector('.nextra-mobile-nav')
    const blog = document.querySelector<HTMLElement>('#site-drawer')
    const frame = blog && !blog.hidden ? blog : docs
    const list = frame === docs ? docs?.querySelector('ul') : blog
    if (!frame || !list) return null
    const [outer, inner] = [frame.getBoundingClientRect(), list.getBoundingClientRect()]
    // The docs theme slides its drawer out of view upwards when it closes.
    if (outer.bottom <= 1 || outer.height === 0) return null
    return { top: inner.top, bottom: outer.bottom }
  })

/** The drawer's top-level items in order: the docs theme's list items, or the blog drawer's links. */
const drawerItems = (page: Page) =>
  page.evaluate(() => {
    const docs = document.querySelector('.nextra-mobile-nav > ul')
    if (docs) return [...docs.children].map((li) => (li.querySelector('a, button')?.textContent ?? '').trim())
    return [...document.querySelectorAll('#site-drawer a')].map((a) => a.textContent!.replace('↗', '').trim())
  })

async function checkLayout(page: Page, width: number) {
  const layout = await page.evaluate(() => {
    const inViewport = [...document.querySelectorAll<HTMLElement>('header.site-header a, header.site-header button')]
      .filter((el) => el.offsetWidth > 0 && el.offsetHeight > 0)
      .filter((el) => {
        const rect = el.getBoundingClientRect()
        return rect.left < -0.5 || rect.right > innerWidth + 0.5
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim())
    const footer = document.querySelector('footer.site-footer')!.getBoundingClientRect()
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offscreen: inViewport, footerBottom: footer.bottom + scrollY, innerHeight }
  })
  expect(layout.scrollWidth, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(layout.innerWidth)
  expect(layout.offscreen, `header controls off screen at ${width} px`).toEqual([])
  expect(layout.footerBottom, `the footer ends above the bottom of the window at ${width} px`).toBeGreaterThanOrEqual(layout.innerHeight - 1)
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

async function checkDrawer(page: Page, nav: string[], sidebar: boolean, width: number) {
  const menu = page.locator('header.site-header .menu-button')
  await expect(menu, `menu button at ${width} px`).toBeVisible()
  const open = async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer(page)).toBeInViewport()
  }
  await open()
  expect(await drawerItems(page), `drawer order at ${width} px`).toEqual(nav)
  // The drawer fills the window below the header, and the page behind it stays put.
  const header = (await page.locator('header.site-header').boundingBox())!
  const height = page.viewportSize()!.height
  const fits = async () => {
    const box = await drawerBox(page)
    return !!box && box.top >= header.y + header.height - 1 && box.bottom >= height - 1
  }
  await expect.poll(fits, `drawer under the header, down to the bottom, at ${width} px: ${JSON.stringify(await drawerBox(page))}`).toBe(true)
  expect(await bodyOverflow(page)).toBe('hidden')
  if (sidebar) await expect(drawer(page).locator('li.active a, a[aria-current="page"]').first()).toBeVisible()
  for (const close of [() => page.keyboard.press('Escape'), () => menu.click()]) {
    if ((await menu.getAttribute('aria-expanded')) === 'false') await open()
    await close()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await expect.poll(() => drawerBox(page), `drawer closed at ${width} px`).toBeNull()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  }
}

for (const locale of locales) {
  for (const { name, path, sidebar = false } of pages) {
    test(`${name} (${locale}) at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      const url = localized(locale, path)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(url)
      await hydrated(page) // the 404 page too
      const nav = await desktopNav(page)
      expect(nav).toHaveLength(4)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await checkLayout(page, width)
        if (width < BREAKPOINT) await checkDrawer(page, nav, sidebar, width)
        else await expect(page.locator('header.site-header .menu-button')).toBeHidden()
      }
      // Choosing a link in the drawer closes it on the page it leads to, with the menu button focused.
      await page.setViewportSize({ width: 390, height: 800 })
      const menu = page.locator('header.site-header .menu-button')
      await menu.click()
      const blog = drawer(page).getByRole('link', { name: nav[2], exact: true })
      await blog.click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}$`))
      await hydrated(page)
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect.poll(() => drawerBox(page)).toBeNull()
      expect(await bodyOverflow(page)).not.toBe('hidden')
    })
  }
}
