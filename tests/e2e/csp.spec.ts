import { ENGINE_LOAD, expect, hydrated, test, throughNginx, type Page } from './fixtures'

// The site runs under its Content-Security-Policy: the export served by the real nginx config
// (deploy/nginx.conf + security-headers.conf + the build's csp.conf), read through client-side
// navigation, a full load into the blog and the other locale, the colour-mode toggle, the
// announcement bar and a 404 page, with no `securitypolicyviolation` event and no CSP console error.
const nginx = throughNginx()

function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|CSP violation/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy/i.test(error.message)) violations.push(`page error: ${error.message}`)
  })
  return page
    .addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`)
      })
    })
    .then(() => violations)
}

/** Marks the document, clicks, and checks the marker survived (a client-side navigation). */
async function navigateInPage(page: Page, click: () => Promise<void>, url: RegExp) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await click()
  await expect(page).toHaveURL(url)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
}

test('no CSP violation while reading the site through nginx', async ({ page }) => {
  // A reader's whole session: eleven pages, two full loads, a reload and the search engine's first load.
  test.slow()
  const violations = await watchViolations(page)
  const response = await page.goto(`${nginx.base}/`)
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
  const nav = page.locator('.site-header__nav')

  await navigateInPage(page, () => nav.getByRole('link', { name: 'Документация' }).click(), /\/docs$/)
  await expect(page.locator('article h1')).toBeVisible()
  await navigateInPage(page, () => page.locator('.nextra-sidebar a[href="/docs/client"]').click(), /\/docs\/client$/)
  // A page with formulas (KaTeX's stylesheet and fonts), through its folder in the sidebar.
  await page.locator('.nextra-sidebar button', { hasText: 'Ресурсы' }).click()
  await navigateInPage(page, () => page.locator('.nextra-sidebar a[href="/docs/resources/autoscaling"]').click(), /\/docs\/resources\/autoscaling$/)
  await expect(page.locator('article .katex').first()).toBeVisible()
  await navigateInPage(page, () => nav.getByRole('link', { name: 'API', exact: true }).click(), /\/api$/)
  await navigateInPage(page, () => page.locator('.nextra-sidebar a[href="/api/grpc"]').click(), /\/api\/grpc$/)

  // The blog has its own root layout: a full page load.
  await nav.getByRole('link', { name: 'Блог' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await hydrated(page)
  await page.locator('.theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await navigateInPage(page, () => page.locator('.post-card h2 a').first().click(), /\/blog\/\d{4}\/\d{2}\/\d{2}\//)
  await page.locator('.theme-toggle').click()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)

  // The other locale, the announcement bar's close button, and a reload (the banner's inline script runs with the dismissal stored).
  await page.locator('.language-switch').click()
  await expect(page).toHaveURL(/\/en\//)
  await hydrated(page)
  await page.locator('.nextra-banner button').click()
  await page.reload()
  await expect(page.locator('.nextra-banner')).toBeHidden()

  // Search: the lazily loaded modal, Pagefind's WebAssembly and worker, and results.
  await page.keyboard.press('ControlOrMeta+k')
  await page.locator('.DocSearch-Input').fill('autoscaling')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)
  await page.keyboard.press('Escape')

  const notFound = await page.goto(`${nginx.base}/en/no-such-page`)
  expect(notFound?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.waitForLoadState('networkidle')

  expect(violations).toEqual([])
})

test('a script the policy does not list is blocked and reported (the watch works)', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto(`${nginx.base}/en`)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
})
