import { expect, test } from './fixtures'

// Pages paint before Next's scripts load (lib/export/scripts-after-paint.mjs); the scripts then
// hydrate the page, and a page whose scripts never arrive is still read and navigated.
const pages = ['/', '/docs/client', '/en/api/task-types/asr', '/blog', '/en/search?q=quota']

for (const url of pages) {
  test(`${url}: the page paints first, then fetches its scripts and hydrates`, async ({ page }) => {
    await page.goto(url)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(3)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!)
  })
}

test('without its scripts a docs page still shows its content, and its links still go to other pages', async ({ page }) => {
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/docs/client', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText('mlp')
  await page.locator('header.site-header').getByRole('link', { name: 'Блог' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a page opened in a background tab loads its scripts at once', async ({ page }) => {
  // A background tab runs no animation frames, so the loader must not wait for them there.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true })
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/docs/client', { waitUntil: 'domcontentloaded' })
  // Polled on a timer: the default polling runs on animation frames, which this page has none of.
  const webpackRuntimeFetched = () => performance.getEntriesByType('resource').some((entry) => /\/webpack-[^/]+\.js$/.test(entry.name))
  await page.waitForFunction(webpackRuntimeFetched, undefined, { polling: 100 })
})
