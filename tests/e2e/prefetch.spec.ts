import { expect, test, type Page } from './fixtures'

const slowConnection = (page: Page, connection: { saveData: boolean; effectiveType: string }) =>
  page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection)

const prefetchRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (request) => {
    // The router's prefetches: its payload requests, and the HEAD request that first checks the page exists.
    if (request.headers()['next-router-prefetch'] || request.method() === 'HEAD') urls.push(`${request.method()} ${request.url()}`)
  })
  return urls
}

test('routes are prefetched on a normal connection, from the first interaction on', async ({ page }) => {
  const urls = prefetchRequests(page)
  await slowConnection(page, { saveData: false, effectiveType: '4g' })
  await page.goto('/docs')
  await page.waitForLoadState('networkidle')
  // Nothing competes with the page's own load: the visible links wait for the reader.
  expect(urls).toEqual([])
  await page.mouse.move(200, 300)
  await expect.poll(() => urls.length).toBeGreaterThan(0)
})

for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }, { saveData: false, effectiveType: 'slow-2g' }]) {
  test(`prefetching is skipped with save-data=${connection.saveData} on ${connection.effectiveType}`, async ({ page }) => {
    const urls = prefetchRequests(page)
    await slowConnection(page, connection)
    await page.goto('/docs')
    await page.mouse.move(200, 300)
    await page.waitForLoadState('networkidle')
    expect(urls).toEqual([])
    // Navigation still works: the route is fetched when the reader clicks.
    await page.locator('.nextra-sidebar a[href="/docs/client"]').click()
    await expect(page).toHaveURL(/\/docs\/client$/)
    await expect(page.locator('article h1')).toBeVisible()
  })
}

test('a route whose payload cannot be fetched is loaded with a full page load', async ({ page }) => {
  await page.goto('/docs')
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
  await page.route('**/*.txt*', (route) => route.abort())
  await page.locator('.nextra-sidebar a[href="/docs/client"]').click()
  await expect(page).toHaveURL(/\/docs\/client$/)
  await expect(page.locator('article h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined()
})
