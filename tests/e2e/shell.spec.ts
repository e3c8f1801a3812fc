import { expect, test } from './fixtures'

// The site shell on every kind of page: navbar, drawer, footer, titles.
const pages = [
  { name: 'home', ru: '/', en: '/en' },
  { name: 'docs', ru: '/docs/client', en: '/en/docs/client' },
  { name: 'api', ru: '/api/grpc', en: '/en/api/grpc' },
  { name: 'blog', ru: '/blog', en: '/en/blog' },
  { name: 'versions', ru: '/versions', en: '/en/versions' },
]

const nav = {
  ru: ['Документация', 'API', 'Блог'],
  en: ['Documentation', 'API', 'Blog'],
}

for (const { name, ru, en } of pages) {
  for (const [locale, path] of [['ru', ru], ['en', en]] as const) {
    test(`${name} (${locale}): navbar and footer at desktop width`, async ({ page }) => {
      await page.setViewportSize({ width: 1000, height: 800 })
      await page.goto(path)
      const header = page.locator('header.site-header')
      const desktopNav = header.locator('.site-header__nav')
      await expect(desktopNav).toBeVisible()
      await expect(desktopNav.getByRole('link')).toHaveText(nav[locale])
      const external = header.getByRole('link', { name: locale === 'ru' ? /Перейти в Orbita ML/ : /Go to Orbita ML/ })
      await expect(external).toBeVisible()
      await expect(external).toHaveAttribute('href', 'https://ml.orbita.example')
      await expect(header.locator('.menu-button')).toBeHidden()
      const footer = page.locator('footer.site-footer')
      await expect(footer).toContainText('© 2025 Orbita Labs')
      // The footer is dark in light mode too.
      const background = await footer.evaluate((el) => getComputedStyle(el).backgroundColor)
      const [r, g, b] = background.match(/\d+/g)!.map(Number)
      expect(r + g + b).toBeLessThan(150)
    })

    test(`${name} (${locale}): drawer below 996 px`, async ({ page }) => {
      await page.setViewportSize({ width: 990, height: 800 })
      await page.goto(path)
      const header = page.locator('header.site-header')
      await expect(header.locator('.site-header__nav')).toBeHidden()
      const menu = header.locator('.menu-button')
      await expect(menu).toBeVisible()
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      // Until the page has hydrated the button cannot respond; a reader would click again.
      await expect(async () => {
        await menu.click()
        await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
      }).toPass()
      const drawer = page.locator('.nextra-mobile-nav, #site-drawer').filter({ visible: true })
      await expect(drawer.getByRole('link', { name: nav[locale][2], exact: true })).toBeVisible()
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('#site-drawer')).toBeHidden()
      await expect(page.locator('.nextra-mobile-nav')).not.toBeInViewport()
    })
  }
}

test('page titles are "{page} | {site title}"', async ({ page }) => {
  await page.goto('/docs/client')
  const h1 = (await page.locator('main h1, article h1').first().textContent())!.trim()
  await expect(page).toHaveTitle(`${h1} | Документация платформы Orbita ML`)
  await page.goto('/en/api/grpc')
  await expect(page).toHaveTitle(/ \| Orbita ML platform documentation$/)
  await page.goto('/en/versions')
  await expect(page).toHaveTitle('Documentation versions | Orbita ML platform documentation')
  await page.goto('/blog')
  await expect(page).toHaveTitle('Обновления Orbita ML | Документация платформы Orbita ML')
})

test('the drawer navigates and closes on the docs pages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/docs')
  const drawer = page.locator('.nextra-mobile-nav')
  await expect(async () => {
    await page.locator('.menu-button').click()
    await expect(drawer).toBeInViewport({ timeout: 1000 })
  }).toPass()
  await drawer.getByRole('link', { name: 'Блог', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обновления Orbita ML')
})

test('the language switch on the search page keeps the query, opened with it or typed', async ({ page }) => {
  await page.goto('/search?q=%D0%B0%D0%B2%D1%82%D0%BE%D0%BC%D0%B0%D1%81%D1%88%D1%82%D0%B0%D0%B1')
  await page.locator('header.site-header .language-switch').click()
  await expect(page).toHaveURL(/\/en\/search\?q=%D0%B0%D0%B2%D1%82%D0%BE%D0%BC%D0%B0%D1%81%D1%88%D1%82%D0%B0%D0%B1$/)
  await expect(page.locator('.search-page__input')).toHaveValue('автомасштаб')
  // A query typed on the page is in its URL by the time the reader switches language.
  await page.locator('.search-page__input').fill('access keys')
  await expect(page).toHaveURL(/q=access(\+|%20)keys/)
  await page.locator('header.site-header .language-switch').click()
  await expect(page).toHaveURL(/^[^?]*\/search\?q=access(\+|%20)keys$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
})
