import { existsSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { english, pageTypes as gatePageTypes } from '../helpers/gate-pages'
import { expect, test, type Page } from './fixtures'

// Accessibility gate: axe-core (all its default rules: WCAG 2.x A/AA plus best practices) finds
// no violation on any page type, in both locales, both colour modes, at desktop and phone widths.
// Then keyboard-only use of the shell: navbar, drawer, sidebar, code copy button.

// The gates' page types (tests/helpers/gate-pages.ts), read the way a visitor meets them: the 404
// screen at a missing URL, the search page with results.
const visited: Record<string, { ru: string; en: string }> = {
  '404': { ru: '/docs/no-such-page', en: '/en/no-such-page' },
  search: { ru: '/search?q=api', en: '/en/search?q=api' },
}
const pageTypes = gatePageTypes
  .filter(({ type }) => type !== 'search' || existsSync('out/search.html'))
  .map(({ type, route }) => ({ name: type, ...(visited[type] ?? { ru: route, en: english(route) }) }))

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

/** Opens a page in the given colour mode, as the toggle would have stored it. */
async function open(page: Page, path: string, mode: 'light' | 'dark') {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
  const response = await page.goto(path)
  if (!response?.ok()) await page.waitForLoadState('load')
  await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
}

const describe = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`)

for (const { name, ru, en } of pageTypes) {
  for (const [locale, path] of [['ru', ru], ['en', en]] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`axe: ${name} (${locale}, ${mode}) at desktop and phone widths`, async ({ page }) => {
        // Two loads and two full axe runs: 10–20 s on a quiet 2-core machine, over 30 s on a busy one.
        test.slow()
        const found: string[] = []
        for (const { name: size, width, height } of widths) {
          await page.setViewportSize({ width, height })
          await open(page, path, mode)
          const { violations } = await new AxeBuilder({ page }).analyze()
          found.push(...describe(violations).map((text) => `[${size}] ${text}`))
        }
        expect(found, `${path} in ${mode} mode`).toEqual([])
      })
    }
  }
}

test('axe: the open drawer at phone width (docs and blog)', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/docs/client', '/en/blog']) {
    await page.goto(path)
    const menu = page.locator('.menu-button')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(describe(violations), path).toEqual([])
  }
})

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Tab did not reach ${target}`)
}

/**
 * Tabs to a sidebar folder's button, opens it with Enter and waits for its pages to show: a folder
 * the page does not carry gets them from its set's file, and a Tab pressed before they arrive
 * rightly moves on past the folder.
 */
async function openFolderByKeyboard(page: Page, sidebar: ReturnType<Page['locator']>, name: string) {
  const folder = sidebar.getByRole('button', { name, exact: true })
  await tabTo(page, folder)
  await page.keyboard.press('Enter')
  await expect(folder).toHaveAttribute('aria-expanded', 'true')
  await expect(folder.locator('xpath=ancestor::li[1]').locator('ul a').first()).toBeVisible()
}

test.describe('keyboard only', () => {
  test('Tab reaches the navbar links, the sidebar links and the copy button; Enter follows a link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/docs/client')
    const navLink = page.locator('.site-header__nav').getByRole('link', { name: 'API', exact: true })
    await tabTo(page, navLink)
    await expect(navLink).toBeFocused()
    // A collapsed folder's pages are not in the tab order until Enter opens the folder.
    await openFolderByKeyboard(page, page.locator('.nextra-sidebar'), 'Аккаунт')
    const sidebarLink = page.locator('.nextra-sidebar a[href="/docs/account/users"]')
    await tabTo(page, sidebarLink)
    await expect(sidebarLink).toBeFocused()
    const copy = page.locator('article pre').first().locator('xpath=..').getByRole('button', { name: dictionaries.ru.docs.copyCode }).first()
    await tabTo(page, copy, 200)
    await expect(copy).toBeFocused()
    // Back to the sidebar link with Shift+Tab is not needed: Enter on a focused link navigates.
    await page.goto('/docs/client')
    await openFolderByKeyboard(page, page.locator('.nextra-sidebar'), 'Аккаунт')
    await tabTo(page, page.locator('.nextra-sidebar a[href="/docs/account/users"]'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/docs\/account\/users$/)
  })

  // The sidebar's own components (components/docs-theme/sidebar.tsx): hidden links are never a Tab stop.
  test("Tab skips a collapsed folder's pages, also once it was opened and closed again", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/docs/client')
    const sidebar = page.locator('.nextra-sidebar')
    const folder = sidebar.getByRole('button', { name: 'Аккаунт', exact: true })
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')
    await expect(folder).toHaveAttribute('aria-expanded', 'false')
    await expect(sidebar.locator('a[href^="/docs/account/"]')).toHaveCount(0)
    await tabTo(page, folder)
    await page.keyboard.press('Tab')
    expect(await focusedHref()).not.toMatch(/^\/docs\/account\//)

    await folder.focus()
    await page.keyboard.press('Enter')
    await expect(folder).toHaveAttribute('aria-expanded', 'true')
    await expect(sidebar.locator('a[href="/docs/account/users"]')).toBeVisible()
    await page.keyboard.press('Tab')
    expect(await focusedHref()).toMatch(/^\/docs\/account\//)

    await folder.focus()
    await page.keyboard.press('Enter')
    await expect(folder).toHaveAttribute('aria-expanded', 'false')
    // Still in the DOM (closing animates), but inert.
    await expect(sidebar.locator('a[href="/docs/account/users"]')).toHaveCount(1)
    await page.keyboard.press('Tab')
    expect(await focusedHref()).not.toMatch(/^\/docs\/account\//)
  })

  test('the phone drawer draws its menu when it first opens; closed, its links take no focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/docs/client')
    const drawer = page.locator('.nextra-mobile-nav')
    const link = drawer.locator('a[href="/docs/client"]')
    await expect(drawer.locator('li')).toHaveCount(0)
    const menu = page.locator('.menu-button')
    await menu.click()
    await expect(link).toBeVisible()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(link).not.toBeInViewport()
    expect(await link.evaluate((el: HTMLElement) => (el.focus(), document.activeElement === el))).toBe(false)
  })

  for (const [path, label] of [['/en/docs/client', 'Skip to content'], ['/blog', 'Перейти к содержимому']]) {
    test(`the first Tab offers the skip link, which moves focus to the content (${path})`, async ({ page }) => {
      await page.goto(path)
      await page.keyboard.press('Tab')
      const skip = page.locator(':focus')
      await expect(skip).toHaveText(label)
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      // The next stop is inside the page's content, past the header and its navigation.
      const next = page.locator(':focus')
      await expect(next).not.toHaveClass(/nav-links__link/)
      expect(await next.evaluate((el) => !!el.closest('article, main') && !el.closest('header'))).toBe(true)
    })
  }

  for (const path of ['/docs/client', '/en/blog']) {
    test(`at phone width Enter on the menu button opens the drawer and Tab reaches its links (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      const menu = page.locator('.menu-button')
      await tabTo(page, menu)
      await page.keyboard.press('Enter')
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      const drawer = page.locator('.nextra-mobile-nav, #site-drawer').filter({ visible: true })
      if (path.startsWith('/docs')) {
        // The docs drawer lists the documentation sidebar first, then the other sections.
        await openFolderByKeyboard(page, drawer, 'Аккаунт')
        const sidebarLink = drawer.locator('a[href="/docs/account/users"]')
        await tabTo(page, sidebarLink)
        await expect(sidebarLink).toBeFocused()
      }
      const blogLink = drawer.getByRole('link', { name: path.startsWith('/en') ? 'Blog' : 'Блог', exact: true })
      await tabTo(page, blogLink)
      await expect(blogLink).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/blog$/)
    })
  }

  test('the colour-mode toggle works from the keyboard', async ({ page }) => {
    await page.goto('/en')
    const toggle = page.locator('.theme-toggle')
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.keyboard.press(' ')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })
})
