import { expect, test } from './fixtures'
import { specRoutes } from '@/tests/fixtures/spec-routes.mjs'
import { localePrefix, locales } from '@/lib/i18n/locales'

const posts = specRoutes.filter((route) => /^\/blog\/\d{4}\//.test(route))
const datesOnPage = (page: import('@playwright/test').Page) =>
  page.locator('.post-list .post-meta time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!))

for (const locale of locales) {
  const prefix = localePrefix(locale)

  test(`${locale}: the list pages hold 10, 10 and 3 posts, newest first, and link to each other`, async ({ page }) => {
    await page.goto(`${prefix}/blog`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ru' ? 'Обновления Orbita ML' : 'Orbita ML updates')
    const all: string[] = []
    for (const [index, count] of [10, 10, 3].entries()) {
      await expect(page.locator('.post-list > li')).toHaveCount(count)
      all.push(...(await datesOnPage(page)))
      if (index < 2) {
        await page.locator('.blog-pagination a[rel="next"]').click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/blog/page/${index + 2}$`))
      }
    }
    expect(all).toHaveLength(23)
    expect([...all].sort().reverse()).toEqual(all)
    await expect(page.locator('.blog-pagination a[rel="next"]')).toHaveCount(0)
    await page.locator('.blog-pagination a[rel="prev"]').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/page/2$`))
    await page.locator('.blog-pagination a[rel="prev"]').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`))
    await expect(page.locator('.blog-pagination a[rel="prev"]')).toHaveCount(0)
  })

  test(`${locale}: the sidebar lists every post and opens one`, async ({ page }) => {
    await page.goto(`${prefix}/blog/archive`)
    const sidebar = page.locator('.blog-sidebar')
    await expect(sidebar.getByRole('heading')).toHaveText(locale === 'ru' ? 'Все посты' : 'All posts')
    await expect(sidebar.locator('li')).toHaveCount(23)
    const hrefs = await sidebar.locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href')))
    expect([...hrefs].sort()).toEqual(posts.map((route) => prefix + route).sort())
    await sidebar.locator(`a[href="${prefix}/blog/2025/06/18/vllm"]`).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/2025/06/18/vllm$`))
    await expect(page.locator('article h1')).toContainText('vLLM')
    await expect(page.locator('article .post-meta time')).toHaveAttribute('datetime', '2025-06-18')
    await expect(page.locator('article .post-meta')).toContainText(locale === 'ru' ? '18 июня 2025' : 'June 18, 2025')
    await expect(page.locator('article .post-meta__reading-time')).toContainText(locale === 'ru' ? /\d+ минут[аы]? чтения/ : /\d+ minutes? read/)
  })

  test(`${locale}: the archive lists all 23 posts by year`, async ({ page }) => {
    await page.goto(`${prefix}/blog/archive`)
    await expect(page.locator('.archive-year h2')).toHaveText(['2025', '2024'])
    await expect(page.locator('.archive-year li')).toHaveCount(23)
    await expect(page.locator('article')).toContainText(locale === 'ru' ? '23 поста' : '23 posts')
  })

  test(`${locale}: every post route exists with its date`, async ({ page }) => {
    // 23 page loads.
    test.slow()
    for (const route of posts) {
      const response = await page.goto(prefix + route)
      expect(response?.status(), route).toBe(200)
      const [, yyyy, mm, dd] = /\/blog\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(route)!
      await expect(page.locator('article .post-meta time')).toHaveAttribute('datetime', `${yyyy}-${mm}-${dd}`)
    }
  })

  test(`${locale}: a tag page lists exactly the posts that carry the tag`, async ({ page }) => {
    await page.goto(`${prefix}/blog/2025/10/15/release`)
    await page.locator('article .tag-links a').first().click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/tags/releases$`))
    const listed = await page.locator('.post-list h2 a').evaluateAll((els) => els.map((el) => el.getAttribute('href')))
    expect([...listed].sort()).toEqual(posts.filter((route) => route.endsWith('/release')).map((route) => prefix + route).sort())
    await expect(page.locator('article')).toContainText(locale === 'ru' ? '11 постов' : '11 posts')
  })
}
