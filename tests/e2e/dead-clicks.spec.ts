import type { Locator } from '@playwright/test'
import { expect, hydrated, test, type Page } from './fixtures'

// No dead clicks between the first paint and hydration (issue "Fast on a real phone network"):
// a click on the search button or on a zoomable image, and the search shortcuts, made while the
// page is still plain HTML, take effect once React has hydrated (lib/site/early-input.ts), once.
// Next's scripts are held back until the input is made, so it lands before hydration for certain;
// the CPU runs 6× slower, as on a phone.

const searchButton = (page: Page) => page.locator('header.site-header .search-button')
const searchModal = (page: Page) => page.getByRole('dialog').and(page.locator('.DocSearch-Modal'))
const searchInput = (page: Page) => page.locator('.DocSearch-Input')
const figure = (page: Page) => page.locator('article .markdown img:not([data-no-zoom])').first()
const zoomDialog = (page: Page) => page.locator('dialog[data-rmiz-modal][open]')

/** Whether React has hydrated this element (it then carries React's props). */
const isHydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))

/** Slows the CPU and holds every script chunk requested from now on until release() is called. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    // Scripts only: Turbopack writes the stylesheets into chunks/ too.
    if (route.request().resourceType() === 'script') await released
    await route.continue()
  })
  return release
}

/** Counts the search modal's openings (a modal inserted into the page), from the first script on. */
const countSearchOpenings = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { searchOpenings: number }
    w.searchOpenings = 0
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && node.querySelector('.DocSearch-Modal')) w.searchOpenings++
    }).observe(document, { childList: true, subtree: true })
  })
const searchOpenings = (page: Page) => page.evaluate(() => (window as unknown as { searchOpenings: number }).searchOpenings)

/** How long the page may take to be parsed down to the element at a CPU six times slower: on a busy
 * machine (load average 10 on 2 cores) CI once saw the parser still in the header after 7 s. */
const PARSED = { timeout: 20_000 }

/** Opens a page as plain HTML: its scripts held back, the element visible and not yet hydrated. */
async function beforeHydration(page: Page, url: string, element: (page: Page) => Locator) {
  const release = await slowPhone(page)
  await page.goto(url, { waitUntil: 'commit' })
  await expect(element(page)).toBeVisible(PARSED)
  expect(await isHydrated(element(page)), 'the page must not have hydrated yet').toBe(false)
  return release
}

/** How long the kept input may take to show its effect once the scripts run: the modal's or the
 * zoom's chunk loads and renders on a CPU six times slower (on a busy machine, slower still). */
const AFTER_HYDRATION = { timeout: 20_000 }

test.describe('input before hydration', () => {
  // Each test loads, hydrates and uses a page at a CPU six times slower: 10–30 s on a quiet machine,
  // over 60 s at load average 19 (4 workers on 2 cores).
  test.describe.configure({ timeout: 120_000 })
  test.beforeEach(({ page }) => page.setViewportSize({ width: 1280, height: 900 }))

  test('a click on the search button opens the search once, after hydration; then the button works as usual', async ({ page }) => {
    await countSearchOpenings(page)
    const release = await beforeHydration(page, '/docs/client', searchButton)
    await searchButton(page).click()
    expect(await isHydrated(searchButton(page)), 'the click landed before hydration').toBe(false)
    release()
    await hydrated(page)
    await expect(searchModal(page)).toBeVisible(AFTER_HYDRATION)
    await expect(searchInput(page)).toBeFocused()
    expect(await searchOpenings(page)).toBe(1)

    await page.keyboard.press('Escape')
    await expect(searchModal(page)).toBeHidden()
    await expect(searchButton(page)).toBeFocused()
    // Hydrated now: the button opens the modal itself, and the kept click is not replayed again.
    await searchButton(page).click()
    await expect(searchInput(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(searchModal(page)).toBeHidden()
    expect(await searchOpenings(page)).toBe(2)
    await page.keyboard.press('Control+K')
    await expect(searchModal(page)).toBeVisible()
    await page.keyboard.press('Control+K')
    await expect(searchModal(page)).toBeHidden()
    expect(await searchOpenings(page)).toBe(3)
    await expect(page.locator('html')).not.toHaveAttribute('data-early-wait')
  })

  for (const key of ['Control+K', '/']) {
    test(`${key} opens the search after hydration`, async ({ page }) => {
      await countSearchOpenings(page)
      const release = await beforeHydration(page, '/en/docs/client', searchButton)
      await page.keyboard.press(key)
      expect(await isHydrated(searchButton(page)), 'the key landed before hydration').toBe(false)
      release()
      await hydrated(page)
      await expect(searchModal(page)).toBeVisible(AFTER_HYDRATION)
      await expect(searchInput(page)).toBeFocused()
      await expect(searchInput(page)).toHaveValue('')
      await page.keyboard.press('Escape')
      await expect(searchModal(page)).toBeHidden()
      expect(await searchOpenings(page)).toBe(1)
    })
  }

  test('a click on an article image shows it zoomed after hydration, once', async ({ page }) => {
    const release = await beforeHydration(page, '/docs/resources/autoscaling', figure)
    await figure(page).scrollIntoViewIfNeeded()
    await figure(page).click()
    expect(await isHydrated(figure(page)), 'the click landed before hydration').toBe(false)
    release()
    await hydrated(page)
    await expect(zoomDialog(page)).toBeVisible(AFTER_HYDRATION)
    await expect(page.locator('[data-rmiz-modal-overlay="visible"]')).toBeVisible()
    // Zoomed to the viewport's edge (margin 0), once the zoom's transition has run.
    const zoomedImage = zoomDialog(page).locator('img').first()
    await expect.poll(async () => {
      const box = (await zoomedImage.boundingBox())!
      return Math.max(box.width / 1280, box.height / 900)
    }).toBeGreaterThan(0.98)
    await page.keyboard.press('Escape')
    await expect(zoomDialog(page)).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-early-wait')
  })

  test('a click on a link still navigates, and other clicks are not kept', async ({ page }) => {
    await countSearchOpenings(page)
    await beforeHydration(page, '/docs/client', searchButton)
    const link = page.locator('.nextra-sidebar a[href="/docs/create-service"]')
    await page.locator('article p').first().click()
    expect(await page.evaluate(() => window.__earlyInput?.q ?? null)).toBeNull()
    await link.click()
    await expect(page).toHaveURL(/\/docs\/create-service$/)
    await expect(page.locator('article h1')).toBeVisible()
  })
})

test('a click on an image after hydration, before the zoom has attached, opens it', async ({ page }) => {
  // The zoom attaches a second after the page hydrates; the zoom library's chunk is held back until after the click.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch()
    const body = await response.body()
    // (A script: the page's stylesheet, in chunks/ too with Turbopack, has the zoom's rules.)
    if (route.request().resourceType() === 'script' && body.includes('data-rmiz-modal')) await released
    await route.fulfill({ response, body })
  })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/docs/resources/autoscaling')
  await figure(page).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-rmiz]')).toHaveCount(0)
  await figure(page).click()
  release()
  await expect(zoomDialog(page)).toBeVisible()
  // Chunks still in the handler when the test ends are let go quietly.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
