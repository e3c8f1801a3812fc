import { ENGINE_LOAD, expect, test, type Page } from './fixtures'

// The management API reference (issue 22): the services, deployments and resource-group pages exist
// in both locales, sit in the API sidebar and are found by the site search.

const pages = [
  { locale: 'ru', prefix: '', titles: ['API сервисов', 'API развёртываний', 'API групп ресурсов'], query: 'откат ревизии развёртывание', hit: /API развёртываний/ },
  { locale: 'en', prefix: '/en', titles: ['Services API', 'Deployments API', 'Resource groups API'], query: 'roll back revision deployment', hit: /Deployments API/ },
] as const
const slugs = ['services', 'deployments', 'resource-groups']
const sidebar = (page: Page) => page.locator('aside.nextra-sidebar')

for (const { locale, prefix, titles, query, hit } of pages) {
  test(`the management API pages are in the API sidebar and in search (${locale})`, async ({ page }) => {
    for (const [i, slug] of slugs.entries()) {
      await page.goto(`${prefix}/api/rest/${slug}`)
      await expect(page.locator('h1')).toHaveText(titles[i])
      await expect(sidebar(page).locator(`a[href="${prefix}/api/rest/${slug}"]`)).toHaveText(titles[i])
    }
    await page.locator('header.site-header .search-button').click()
    await page.locator('.DocSearch-Input').fill(query)
    const result = page.locator('.DocSearch-Hit a', { hasText: hit }).first()
    await expect(result).toHaveAttribute('href', new RegExp(`^${prefix}/api/rest/deployments`), ENGINE_LOAD)
  })
}
