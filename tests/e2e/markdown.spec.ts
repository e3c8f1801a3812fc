import { expect, test, throughNginx } from './fixtures'

// A page's Markdown twin for readers who work with an assistant (lib/markdown/, components/docs/page-menu/):
// the menu, the <link rel="alternate">, copying, and the twin served by nginx to Accept: text/markdown.

const locales = [
  { prefix: '', summary: 'Markdown', copy: 'Скопировать страницу в Markdown', copied: 'Скопировано в Markdown', view: 'Открыть в Markdown', chatgpt: 'Открыть в ChatGPT', claude: 'Открыть в Claude' },
  { prefix: '/en', summary: 'Markdown', copy: 'Copy page as Markdown', copied: 'Copied as Markdown', view: 'View as Markdown', chatgpt: 'Open in ChatGPT', claude: 'Open in Claude' },
] as const

for (const t of locales) {
  test(`the page menu leads to the twin, by keyboard, and names it to the assistants (${t.prefix || 'ru'})`, async ({ page }) => {
    await page.goto(`${t.prefix}/docs/client`)
    const twin = `${t.prefix}/docs/client.md`
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `https://docs.ml.orbita.example${twin}`)
    const summary = page.locator('.page-menu summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    const view = page.getByRole('link', { name: t.view })
    await expect(view).toBeVisible()
    await expect(view).toHaveAttribute('href', twin)
    for (const [name, host] of [[t.chatgpt, 'https://chatgpt.com/?q='], [t.claude, 'https://claude.ai/new?q=']] as const) {
      const href = (await page.getByRole('link', { name }).getAttribute('href'))!
      expect(href.startsWith(host)).toBe(true)
      expect(decodeURIComponent(href.slice(host.length))).toContain(`https://docs.ml.orbita.example${twin}`)
    }
    await view.click()
    await expect(page).toHaveURL(twin)
    expect(await page.locator('body').textContent()).toMatch(/^---\ntitle: /)
  })
}

test('copying puts the page’s Markdown on the clipboard and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/en/api/rest/services')
  await page.locator('.page-menu summary').click()
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied as Markdown' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await (await request.get('/en/api/rest/services.md')).text())
  expect(copied).toContain('### Create a service')
})

test('the menu fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/api/rest/services')
  await page.locator('.page-menu summary').click()
  const list = (await page.locator('.page-menu__list').boundingBox())!
  expect(list.x).toBeGreaterThanOrEqual(0)
  expect(list.x + list.width).toBeLessThanOrEqual(360)
})

test('npm start answers Accept: text/markdown with the twin as well', async ({ request }) => {
  const markdown = await request.get('/en/api/rest/services/', { headers: { Accept: 'text/markdown' } })
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(markdown.headers()['vary']).toMatch(/\bAccept\b/)
  expect(await markdown.text()).toContain('# Services API')
  const html = await request.get('/en/api/rest/services', { headers: { Accept: 'text/html, text/markdown' } })
  expect(html.headers()['content-type']).toMatch(/^text\/html/)
})

test.describe('through nginx', () => {
  const nginx = throughNginx()

  test('answers Accept: text/markdown with the twin, a browser with the page, both with Vary: Accept', async ({ request }) => {
    const markdown = await request.get(`${nginx.base}/en/docs/client`, { headers: { Accept: 'text/markdown' } })
    expect(markdown.status()).toBe(200)
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    expect(markdown.headers()['vary']).toMatch(/\bAccept\b/)
    expect(await markdown.text()).toBe(await (await request.get(`${nginx.base}/en/docs/client.md`)).text())

    const html = await request.get(`${nginx.base}/en/docs/client/`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
    expect(html.headers()['content-type']).toMatch(/^text\/html/)
    expect(html.headers()['vary']).toMatch(/\bAccept\b/)

    const preferred = await request.get(`${nginx.base}/docs/client/`, { headers: { Accept: 'text/markdown, text/html;q=0.5' } })
    expect(preferred.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    expect(await preferred.text()).toMatch(/^---\ntitle: Клиент/)
  })

  test('sends the twin precompressed, like the pages', async ({ request }) => {
    const response = await request.get(`${nginx.base}/en/api/rest/services.md`, { headers: { 'Accept-Encoding': 'br' } })
    expect(response.headers()['content-encoding']).toBe('br')
    expect(await response.text()).toContain('# Services API')
  })
})
