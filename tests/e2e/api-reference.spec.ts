import { ENGINE_LOAD, expect, test, type Page } from './fixtures'

// The REST reference rendered from openapi/openapi.yaml (lib/openapi/remark-api.mjs): what an
// integrating engineer sees and does on an API page, in both languages, on a desktop and a phone.

const locales = [
  { prefix: '', scope: 'Область ключа', reference: 'Справочник', create: 'Создать сервис' },
  { prefix: '/en', scope: 'Key scope', reference: 'Reference', create: 'Create a service' },
] as const

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)

for (const t of locales) {
  test(`an operation is in the TOC, and its section shows method, path, scope and examples (${t.prefix || 'ru'})`, async ({ page }) => {
    await page.goto(`${t.prefix}/api/rest/services`)
    const tocLink = page.locator('nav.nextra-toc a[href="#create-service"]')
    await expect(tocLink).toHaveText(t.create)
    await tocLink.click()
    await expect(page).toHaveURL(/#create-service$/)
    const heading = page.locator('h3#create-service')
    await expect(heading).toBeInViewport()
    const operation = heading.locator('xpath=following-sibling::div[contains(@class, "api-operation")][1]')
    await expect(operation.locator('.api-operation-method')).toHaveText('POST')
    await expect(operation.locator('.api-operation-endpoint code')).toHaveText('/accounts/{account}/services')
    await expect(operation.locator('.api-operation-id')).toHaveText('createService')
    await expect(operation.getByText(t.scope)).toBeVisible()
    await expect(operation.locator('code', { hasText: /^deploy$/ }).first()).toBeVisible()
    // The generated curl example is a code block the reader can copy.
    await expect(operation.locator('pre code').first()).toContainText('curl -X POST "https://api.ml.orbita.example/api/v1/accounts/acme/services"')
    await expect(operation.locator('table').first()).toBeVisible()
  })

  test(`the method table links to each operation's section (${t.prefix || 'ru'})`, async ({ page }) => {
    await page.goto(`${t.prefix}/api/rest/deployments`)
    const link = page.locator('table a[href="#rollback-service"]').first()
    await link.click()
    await expect(page.locator('h3#rollback-service')).toBeInViewport()
  })
}

test('a returned object links to its fields documented on the same page', async ({ page }) => {
  await page.goto('/en/api/rest/services')
  const link = page.locator('.api-operation a[href="#schema-service"]').first()
  await expect(link).toHaveText('Service object')
  await link.click()
  await expect(page.locator('#schema-service')).toBeInViewport()
})

test('the REST overview links the OpenAPI document, and it downloads as JSON and YAML', async ({ page, request }) => {
  await page.goto('/en/api/rest')
  await expect(page.locator('a[href="/api/openapi.json"]')).toBeVisible()
  const json = await request.get('/api/openapi.json')
  expect(json.ok()).toBe(true)
  const document = await json.json()
  expect(document.openapi).toBe('3.1.0')
  expect(document.paths['/accounts/{account}/services'].post.operationId).toBe('createService')
  const yaml = await request.get('/api/openapi.yaml')
  expect(await yaml.text()).toMatch(/^openapi: 3\.1\.0$/m)
})

test('search finds an operation by its id and by its method and path, and lands on its section', async ({ page }) => {
  await page.goto('/en/api/rest')
  for (const query of ['createService', 'POST /services']) {
    await page.keyboard.press('Control+k')
    const input = page.locator('.DocSearch-Input')
    await expect(input).toBeFocused()
    await input.fill(query)
    const hit = page.locator('.DocSearch-Hit a[href$="/en/api/rest/services#create-service"]').first()
    await expect(hit, query).toBeVisible(ENGINE_LOAD)
    await page.keyboard.press('Escape')
  }
  await page.keyboard.press('Control+k')
  await page.locator('.DocSearch-Input').fill('createService')
  await page.locator('.DocSearch-Hit a[href$="/en/api/rest/services#create-service"]').first().click()
  await expect(page).toHaveURL(/\/en\/api\/rest\/services#create-service$/)
  await expect(page.locator('h3#create-service')).toBeInViewport()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const route of ['/api/rest/services', '/en/api/rest/openai-api', '/api/task-types/gpt', '/blog/2025/06/03/autoscaling', '/en/blog/2025/06/03/autoscaling']) {
    test(`${route} is no wider than the window`, async ({ page }) => {
      await page.goto(route)
      // Every section laid out (off-screen ones are skipped until then): the widest content counts.
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('.doc-section').forEach((section) => (section.style.contentVisibility = 'visible')))
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      const title = page.locator('h1').first()
      const box = (await title.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    })
  }
})
