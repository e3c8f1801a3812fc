import { expect, test, type Page } from './fixtures'

test.describe('language switcher', () => {
  test('goes to the same page in English and back to Russian', async ({ page }) => {
    await page.goto('/docs/administer/diagnostics')
    await page.locator('.language-switch').click()
    await expect(page).toHaveURL(/\/en\/docs\/administer\/diagnostics$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.locator('.language-switch').click()
    await expect(page).toHaveURL(/\/docs\/administer\/diagnostics$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test('keeps the reader on blog posts and list pages', async ({ page }) => {
    await page.goto('/en/blog/2025/06/18/vllm')
    await page.locator('.language-switch').click()
    await expect(page).toHaveURL(/\/blog\/2025\/06\/18\/vllm$/)
    await page.goto('/blog/page/2')
    await page.locator('.language-switch').click()
    await expect(page).toHaveURL(/\/en\/blog\/page\/2$/)
  })
})

test.describe('colour mode', () => {
  test('is light by default even when the OS prefers dark, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/docs')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await page.locator('.theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    // No flash: the class is on <html> before any script of the page's bundle runs.
    await page.reload({ waitUntil: 'commit' })
    await page.waitForSelector('html.dark', { state: 'attached' })
    await page.goto('/en/blog')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.locator('.theme-toggle').click()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await page.reload()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })
})

test.describe('announcement bar', () => {
  test('stays dismissed until the announcement id changes', async ({ page }) => {
    await page.goto('/docs')
    const bar = page.locator('.nextra-banner')
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('1.5.4')
    await bar.getByRole('button').click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(page.locator('.nextra-banner')).toBeHidden()
    await page.goto('/en/blog')
    await expect(page.locator('.nextra-banner')).toBeHidden()
    // A reader who dismissed an older announcement sees the new one.
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('announcement:')))
    await page.evaluate((stored) => {
      for (const key of stored) localStorage.removeItem(key)
      localStorage.setItem('announcement:release-1.5.3', '1')
    }, keys)
    await page.reload()
    await expect(page.locator('.nextra-banner')).toBeVisible()
  })
})

test.describe('not found', () => {
  test('answers 404 in Russian at the root', async ({ page }) => {
    const response = await page.goto('/docs/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.locator('main')).toContainText('К сожалению, мы не смогли найти запрошенную страницу.')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test('answers 404 in English under /en/', async ({ page }) => {
    const response = await page.goto('/en/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.locator('main')).toContainText(
      'Sorry, we could not find the requested page. Please contact the owner of the site that linked you here to tell them the link is broken.',
    )
    await expect(page).toHaveTitle('Page not found | Orbita ML platform documentation')
  })
})

test.describe('errors', () => {
  test('a render crash shows "This page crashed." with "Try again"', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('crash-once')) {
        sessionStorage.setItem('crash-once', '1')
        sessionStorage.setItem('crash-test', '1')
      }
    })
    await page.goto('/en/docs/client')
    await expect(page.locator('.error-screen')).toContainText('This page crashed.')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('.error-screen')).toBeHidden()
    await expect(page.locator('article h1')).toBeVisible()
  })

  test('the Russian crash screen', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('crash-test', '1'))
    await page.goto('/')
    await expect(page.locator('.error-screen')).toContainText('Эта страница сломалась.')
    await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible()
  })
})

test.describe('route progress bar', () => {
  type Timing = { clickedAt?: number; barAt?: number }
  const watchBar = (page: Page) =>
    page.evaluate(() => {
      const timing: Timing = ((window as unknown as { timing: Timing }).timing = {})
      document.addEventListener('click', () => (timing.clickedAt ??= performance.now()), true)
      new MutationObserver(() => {
        if (document.querySelector('.bprogress')) timing.barAt ??= performance.now()
      }).observe(document.documentElement, { childList: true, subtree: true })
    })
  const timing = (page: Page) => page.evaluate(() => (window as unknown as { timing: Timing }).timing)
  // The bar's code arrives after hydration (components/layout/route-progress.tsx): on a busy machine
  // `networkidle` can come before it, and a click then starts no bar.
  const barListening = (page: Page) => page.locator('html[data-route-progress="ready"]').waitFor({ state: 'attached' })

  test('appears only when a transition takes longer than 200 ms', async ({ page }) => {
    // The next route's payload (its .txt, or the segment files under it that Next 16 fetches) is held
    // until the bar has been seen, so the transition is long however fast or busy the machine is: a
    // payload merely delayed could arrive, by prefetch, before a slow test's click.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => /\/docs\/client(\.txt|\/__next)/.test(url.pathname), async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/docs')
    await page.waitForLoadState('networkidle')
    // A reader's pointer reaches the page before the click, which lets prefetching start
    // (components/layout/prefetch-policy.tsx).
    await page.mouse.move(300, 300)
    await barListening(page)
    await watchBar(page)
    await page.locator('.nextra-sidebar a[href="/docs/client"]').click()
    await expect(page.locator('.bprogress .bar')).toBeAttached()
    // Its rules come from the site's stylesheet (styles/site.css), not from a <style> of its own.
    await expect(page.locator('.bprogress .bar')).toHaveCSS('height', '3px')
    await expect(page.locator('.bprogress .bar')).toHaveCSS('background-color', 'rgb(37, 99, 235)')
    const { clickedAt, barAt } = await timing(page)
    expect(barAt! - clickedAt!).toBeGreaterThanOrEqual(200)
    release()
    await expect(page).toHaveURL(/\/docs\/client$/)
    await expect(page.locator('.bprogress')).toHaveCount(0, { timeout: 10_000 })
  })

  // Whether a prefetched transition ends within 200 ms depends on the machine's CPU; what the bar
  // must do does not: it never shows in the first 200 ms, so a transition that fast never shows it.
  test('stays hidden for the first 200 ms of a transition, so a fast one never shows it', async ({ page }) => {
    await page.goto('/docs')
    await page.waitForLoadState('networkidle')
    await barListening(page)
    await watchBar(page)
    await page.locator('.nextra-sidebar a[href="/docs/client"]').click()
    await expect(page).toHaveURL(/\/docs\/client$/)
    await expect(page.locator('article h1')).toBeVisible()
    const { clickedAt, barAt } = await timing(page)
    expect(clickedAt).toBeDefined()
    if (barAt !== undefined) expect(barAt - clickedAt!).toBeGreaterThanOrEqual(200)
    await expect(page.locator('.bprogress')).toHaveCount(0, { timeout: 10_000 })
  })
})

test.describe('page chunks', () => {
  test('a failed page-chunk load shows the error with "Retry", and Retry loads the page again', async ({ page }) => {
    // Whether a real chunk failure surfaces as an error or is recovered by the router depends on
    // timing, so the probe throws Turbopack's ChunkLoadError on this page, once.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('chunk-once')) {
        sessionStorage.setItem('chunk-once', '1')
        sessionStorage.setItem('crash-test', 'chunk')
      }
    })
    await page.goto('/en/docs/client')
    const screen = page.locator('.error-screen')
    await expect(screen).toContainText('Part of this page failed to load.')
    await page.evaluate(() => ((window as unknown as { beforeRetry: boolean }).beforeRetry = true))
    await screen.getByRole('button', { name: 'Retry' }).click()
    await expect(page.locator('article h1')).toBeVisible()
    await expect(screen).toBeHidden()
    // Retry is a fresh load of the page, not a re-render.
    expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined()
  })

  test('a chunk that fails during navigation falls back to loading the page itself', async ({ page }) => {
    // No prefetch (save-data), so the chunks are fetched on click, and fail.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }))
    await page.goto('/en')
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    await page.locator('.home-card[href="/en/docs"]').click()
    await expect(page).toHaveURL(/\/en\/docs$/)
    await expect(page.locator('body')).not.toContainText('$Sreact')
  })
})

test.describe('baseUrl issue banner', () => {
  test('is hidden when the stylesheet loads', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#base-url-issue-banner')).toBeHidden()
  })

  test('tells the reader when the site is served under a wrong base path', async ({ page }) => {
    // Under a wrong base path every /_next/ asset 404s: simulate exactly that.
    await page.route('**/_next/static/**', (route) => route.fulfill({ status: 404, body: 'not found' }))
    await page.goto('/en/docs', { waitUntil: 'load' })
    await expect(page.locator('#base-url-issue-banner')).toBeVisible()
    await expect(page.locator('#base-url-issue-banner')).toContainText('wrong base path')
  })
})
