import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'

// Versioned documentation: the switcher, badges, notices, the preferred version per set and the
// versions table.
type Row = { version: string; latestPatch: string; status: string; releaseDate: string; endOfLife: string | null }
const rows: Row[] = JSON.parse(readFileSync('versions/versions.json', 'utf8'))

const badge = (page: Page) => page.locator('.version-badge')
const switcher = (page: Page) => page.locator('.version-switcher')

async function chooseVersion(page: Page, label: RegExp) {
  const button = switcher(page).getByRole('button')
  // Until the page has hydrated the button cannot respond; a reader would click again.
  await expect(async () => {
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  await switcher(page).getByRole('link', { name: label }).click()
}

test('switches 1.5 → 1.4 → 1.3 on the same page, with badges and the unmaintained notice', async ({ page }) => {
  await page.goto('/docs/client')
  await expect(badge(page)).toHaveText('Версия 1.5 · текущая')
  await expect(page.locator('.version-notice')).toHaveCount(0)
  const title = await page.locator('h1').textContent()

  await chooseVersion(page, /^1\.4 · LTS/)
  await expect(page).toHaveURL(/\/versions\/1\.4\/docs\/client$/)
  await expect(badge(page)).toHaveText('Версия 1.4 · LTS')
  await expect(page.locator('h1')).toHaveText(title!)
  // An LTS page's only notice: what the next version changed (tests/e2e/upkeep.spec.ts follows it).
  await expect(page.locator('.version-notice')).toHaveText('Что изменилось в 1.5 по сравнению с 1.4 →')

  await chooseVersion(page, /^1\.3 · не поддерживается/)
  await expect(page).toHaveURL(/\/versions\/1\.3\/docs\/client$/)
  await expect(badge(page)).toHaveText('Версия 1.3 · не поддерживается')
  const notice = page.getByRole('note')
  await expect(notice).toContainText('Версия 1.3 больше не поддерживается (поддержка закончилась 31 октября 2025 г.)')
  const toCurrent = notice.getByRole('link', { name: 'Эта страница в текущей версии 1.5 →' })
  await expect(toCurrent).toHaveAttribute('href', '/docs/client')
  await toCurrent.click()
  await expect(page).toHaveURL(/\/docs\/client$/)
  await expect(badge(page)).toHaveText('Версия 1.5 · текущая')
})

test('the sidebar shows the tree of the page’s version and set', async ({ page }) => {
  await page.goto('/versions/1.4/docs/administer/upgrade')
  const sidebar = page.locator('aside.nextra-sidebar')
  await expect(sidebar.getByRole('link', { name: 'Обновление с 1.3 до 1.4' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Путь запроса' })).toHaveAttribute('href', '/versions/1.4/docs/administer/request-flow')
  // The catalog folder of 1.4 has no multi-chat page (it came in 1.5).
  await sidebar.getByRole('button', { name: 'Каталог моделей' }).click()
  await expect(sidebar.getByRole('link', { name: 'Большие языковые модели' })).toHaveAttribute('href', '/versions/1.4/docs/catalog/llm')
  await expect(sidebar.getByRole('link', { name: 'Мультичат' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Прямой API' })).toHaveCount(0)

  await page.goto('/en/versions/1.3/api/rest')
  await expect(page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Direct API' })).toBeVisible()
  await expect(page.locator('aside.nextra-sidebar').getByText('Introduction', { exact: true })).toHaveCount(0)
})

test('a page missing in a version leads to that version’s first page', async ({ page }) => {
  await page.goto('/en/docs/catalog/multi-chat')
  await expect(badge(page)).toHaveText('Version 1.5 · current')
  await chooseVersion(page, /^1\.4 · LTS/)
  await expect(page).toHaveURL(/\/en\/versions\/1\.4\/docs$/)
  await expect(badge(page)).toHaveText('Version 1.4 · LTS')
})

test('the switcher works from the keyboard and closes on Escape', async ({ page }) => {
  await page.goto('/api/grpc')
  const button = switcher(page).getByRole('button')
  await expect(button).toHaveAccessibleName('Версия справочника API: Другие версии')
  await button.focus()
  await expect(async () => {
    await page.keyboard.press('ArrowDown')
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  const links = switcher(page).getByRole('link')
  await expect(links.first()).toBeFocused()
  await expect(links.first()).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
  await expect(switcher(page).getByRole('list')).toBeHidden()

  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/versions\/1\.4\/api\/grpc$/)
})

test('the preferred version survives a reload and steers the navbar, separately for docs and API', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const nav = page.locator('header.site-header .site-header__nav')
  const docsLink = nav.getByRole('link', { name: 'Документация' })
  const apiLink = nav.getByRole('link', { name: 'API' })

  await page.goto('/docs/client')
  await expect(docsLink).toHaveAttribute('href', '/docs')
  await chooseVersion(page, /^1\.4 · LTS/)
  await expect(page).toHaveURL(/\/versions\/1\.4\/docs\/client$/)
  await expect(badge(page)).toHaveText('Версия 1.4 · LTS')
  expect(await page.evaluate(() => [localStorage.getItem('preferred-version:docs'), localStorage.getItem('preferred-version:api')])).toEqual(['1.4', null])

  await page.reload()
  await expect(docsLink).toHaveAttribute('href', '/versions/1.4/docs')
  await expect(apiLink).toHaveAttribute('href', '/api')

  // The API set keeps its own choice.
  await page.goto('/api/grpc')
  await expect(docsLink).toHaveAttribute('href', '/versions/1.4/docs')
  await chooseVersion(page, /^1\.3 · не поддерживается/)
  await expect(page).toHaveURL(/\/versions\/1\.3\/api\/grpc$/)
  await page.goto('/blog')
  await expect(docsLink).toHaveAttribute('href', '/versions/1.4/docs')
  await expect(apiLink).toHaveAttribute('href', '/versions/1.3/api')
  await docsLink.click()
  await expect(page).toHaveURL(/\/versions\/1\.4\/docs$/)
  await expect(badge(page)).toHaveText('Версия 1.4 · LTS')
  await expect(docsLink).toHaveAttribute('aria-current', 'page')

  // Choosing the current version again removes the preference: absent means current.
  await chooseVersion(page, /^1\.5 · текущая/)
  await expect(page).toHaveURL(/\/docs$/)
  await expect(badge(page)).toHaveText('Версия 1.5 · текущая')
  await page.reload()
  await expect(docsLink).toHaveAttribute('href', '/docs')
  await expect(apiLink).toHaveAttribute('href', '/versions/1.3/api')
  expect(await page.evaluate(() => [localStorage.getItem('preferred-version:docs'), localStorage.getItem('preferred-version:api')])).toEqual([null, '1.3'])
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test('a stored preference for an unknown version is ignored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred-version:docs', '0.9'))
  await page.goto('/en/blog')
  await expect(page.locator('header.site-header .site-header__nav').getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/en/docs')
})

test('English versioned pages: badge, language switch to the Russian twin', async ({ page }) => {
  await page.goto('/en/versions/1.4/api/grpc')
  await expect(badge(page)).toHaveText('Version 1.4 · LTS')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('header.site-header .language-switch')).toHaveAttribute('href', '/versions/1.4/api/grpc')
})

test('the switcher fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/versions/1.3/docs')
  await expect(badge(page)).toBeVisible()
  await expect(page.getByRole('note')).toBeVisible()
  await chooseVersion(page, /^1\.5 · текущая/)
  await expect(page).toHaveURL(/\/docs$/)
  await expect(badge(page)).toHaveText('Версия 1.5 · текущая')
  await page.goto('/versions/1.3/docs')
  const button = switcher(page).getByRole('button')
  await expect(async () => {
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  const list = await switcher(page).getByRole('list').boundingBox()
  expect(list!.x).toBeGreaterThanOrEqual(0)
  expect(list!.x + list!.width).toBeLessThanOrEqual(390)
})

for (const [locale, path] of [['ru', '/versions'], ['en', '/en/versions']] as const) {
  test(`the versions table (${locale}) matches versions.json and links each version`, async ({ page }) => {
    await page.goto(path)
    const body = page.locator('table.versions-table tbody tr')
    await expect(body).toHaveCount(rows.length)
    const format = (date: string) =>
      new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    const prefix = locale === 'ru' ? '' : '/en'
    for (const [index, row] of rows.entries()) {
      const tr = body.nth(index)
      await expect(tr).toHaveAttribute('data-status', row.status)
      await expect(tr.locator('th')).toContainText(row.version)
      await expect(tr.locator('td').nth(0)).toHaveText(row.latestPatch)
      await expect(tr.locator('td').nth(1)).toHaveText(format(row.releaseDate))
      await expect(tr.locator('td').nth(2)).toHaveText(row.endOfLife ? format(row.endOfLife) : '—')
      const base = row.status === 'current' ? prefix : `${prefix}/versions/${row.version}`
      await expect(tr.getByRole('link', { name: locale === 'ru' ? 'Документация' : 'Documentation' })).toHaveAttribute('href', `${base}/docs`)
      await expect(tr.getByRole('link', { name: 'API' })).toHaveAttribute('href', `${base}/api`)
    }
    await body.nth(1).getByRole('link', { name: 'API' }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/versions/1\\.4/api$`))
    await expect(badge(page)).toHaveText(locale === 'ru' ? 'Версия 1.4 · LTS' : 'Version 1.4 · LTS')
  })
}

for (const locale of ['ru', 'en'] as const) {
  const t =
    locale === 'ru'
      ? { path: '/versions/changes/1.5', breaking: 'Несовместимые изменения', mark: 'несовместимо', scope: 'ключу нужна область действия deploy (была manage)', added: 'Добавлен метод', openai: 'новые разделы: «Изображения и рассуждения»' }
      : { path: '/en/versions/changes/1.5', breaking: 'Breaking changes', mark: 'breaking', scope: 'the key needs the scope deploy (was manage)', added: 'Added operation', openai: 'new sections: “Images and reasoning”' }
  test(`what changed in 1.5 (${locale}) lists manage → deploy as breaking, and what changed inside each page`, async ({ page }) => {
    await page.goto(t.path)
    const breaking = page.locator('section', { has: page.getByRole('heading', { name: t.breaking }) }).locator('li')
    // The change that makes an on-prem CI key answer 403 after the upgrade.
    const create = breaking.filter({ hasText: /^POST \/accounts\/\{account\}\/services: / }).filter({ hasText: t.scope })
    await expect(create).toHaveCount(1)
    await expect(create.locator('.change-breaking')).toHaveText(t.mark)
    // Deploying a model version in one call came with 1.5 (the 1.5.2 post): added, not changed.
    await expect(page.locator('li', { hasText: t.added }).filter({ hasText: 'POST /training/{account}/model-versions/{versionId}/deploy' })).toHaveCount(1)
    // A changed page says which sections changed, not only that both versions exist.
    await expect(page.locator('li', { hasText: '/api/rest/openai-api' }).locator('.change-sections')).toContainText(t.openai)
  })
}
