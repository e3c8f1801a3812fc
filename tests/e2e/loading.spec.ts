import { expect, nextFrames, test, type Page } from './fixtures'

// Pages paint before Next's scripts and their RSC payload load (lib/export/scripts-after-paint.mjs);
// the scripts then hydrate the page, and a page whose scripts or payload never arrive is still read
// and navigated.
const pages = ['/', '/docs/client', '/en/api/task-types/asr', '/blog', '/en/search?q=quota']

for (const url of pages) {
  test(`${url}: the page paints first, then fetches its scripts and hydrates`, async ({ page }) => {
    await page.goto(url)
    const payload = `${new URL(page.url()).pathname.replace(/^\/$/, '/index')}.txt`
    await page.waitForFunction((name) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === name), payload)
    const timing = await page.evaluate((name) => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      payload: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === name)!.startTime,
      inlinePayload: [...document.scripts].some((script) => !script.src && script.text.startsWith('(self.__next_f')),
    }), payload)
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(3)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!)
    expect(timing.payload).toBeGreaterThanOrEqual(timing.paint!)
    expect(timing.inlinePayload).toBe(false)
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

test('without its payload file a docs page stays as it came: readable, no script run, its links plain links', async ({ page }) => {
  await page.route('**/docs/client.txt', (route) => route.abort())
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/docs/client', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText('mlp')
  // The scripts were preloaded, never run: no <script> of Next's added, no error screen.
  await expect.poll(() => page.locator('link[rel=preload][as=script]').count()).toBeGreaterThan(3)
  expect(await page.locator('script[src*="/_next/static/chunks/"]:not([nomodule])').count()).toBe(0)
  await page.locator('header.site-header').getByRole('link', { name: 'Блог' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test('a page opened in a background tab loads its scripts at once', async ({ page }) => {
  // A background tab runs no animation frames, so the loader must not wait for them there.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true })
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/docs/client', { waitUntil: 'domcontentloaded' })
  // Polled on a timer: the default polling runs on animation frames, which this page has none of.
  const scriptsFetched = () => performance.getEntriesByType('resource').some((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
  await page.waitForFunction(scriptsFetched, undefined, { polling: 100 })
})

// Hydration must not restyle what is already on screen: a changed class or style on <html>, or a
// stylesheet added at run time, makes the browser recompute the style of every element of the
// page (70–150 ms of main thread on a phone, measured in bench/RESULTS.md,
// "Lighthouse (no restyling after hydration, compile hints on the start-up scripts) — 2026-11-21, commit 31d497f"). The theme's
// inline script, the banner's and the static stylesheets have already done that work.
const modes = [
  { name: 'light', setup: async () => {} },
  { name: 'dark', setup: async (page: Page) => page.addInitScript(() => localStorage.setItem('theme', 'dark')) },
]
for (const url of ['/', '/docs/client', '/en/blog/2025/10/15/release']) {
  for (const mode of modes) {
    test(`${url}, ${mode.name}: hydration leaves the page's styling as it was`, async ({ page }) => {
      await mode.setup(page)
      await page.addInitScript(() => {
        // Mutations made once the HTML is parsed come from Next's scripts, never from the inline ones.
        // (The document has no <html> element yet when this runs, hence the observer on the document.)
        const changes: string[] = ((window as unknown as { styleChanges: string[] }).styleChanges = [])
        new MutationObserver((records) => {
          if (document.readyState === 'loading') return
          for (const record of records) {
            if (record.type === 'attributes' && record.target === document.documentElement) {
              changes.push(`<html ${record.attributeName}="${record.oldValue}"> became "${document.documentElement.getAttribute(record.attributeName!)}"`)
            }
            for (const node of record.addedNodes) {
              // The page's own stylesheet links at the end of <body> (lib/export/critical-css.mjs) are
              // parsed last; their records may be delivered just after parsing ends.
              let next = node instanceof HTMLLinkElement ? node.nextElementSibling : null
              while (next instanceof HTMLLinkElement) next = next.nextElementSibling
              if (node instanceof HTMLLinkElement && node.parentNode === document.body && !next) continue
              if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) {
                changes.push(`a stylesheet was added: ${node.outerHTML.slice(0, 120)}`)
              }
            }
          }
        }).observe(document, { attributes: true, attributeFilter: ['class', 'style'], attributeOldValue: true, childList: true, subtree: true })
      })
      await page.goto(url)
      // The progress bar's code arrives after hydration; the banner's size is observed on the next frame.
      await page.waitForLoadState('networkidle')
      await nextFrames(page)
      expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([])
      await expect(page.locator('html')).toHaveClass(mode.name)
    })
  }
}
