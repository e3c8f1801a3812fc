import { expect, test } from './fixtures'

// Keeping the languages and versions in step (docs/UPKEEP.md): the freshness notice on a page that
// is behind its other language, none on a page in step, and "What changed in 1.5 since 1.4".
//
// Which pages are behind comes from the git history the build read, so the test takes them from the
// writers' table the same build exported (/versions/translations) rather than from a list written here: the
// table and the notices must agree, whatever the history is. CI's full clone has pairs behind.

const localize = (locale: string, route: string) => (locale === 'ru' ? route : `/en${route}`)

test('a page behind its other language says so in its own language and links to it; a page in step shows nothing', async ({ page }) => {
  await page.goto('/versions/translations')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Актуальность переводов')
  const behind = page.locator('tbody tr[data-state="behind"]')
  test.skip((await behind.count()) === 0, 'every pair is in step in this history: no page to show a notice on')
  const row = behind.first()
  const route = (await row.locator('th code').textContent())!
  const locale = (await row.getAttribute('data-behind'))!
  const other = locale === 'ru' ? 'en' : 'ru'

  await page.goto(localize(locale, route))
  const notice = page.locator('.version-notice--behind')
  await expect(notice).toHaveAttribute('role', 'note')
  if (locale === 'ru') await expect(notice).toContainText(/^Эта страница может отставать от английской версии, обновлённой \d{1,2} [а-я]+ \d{4} г\./)
  else await expect(notice).toContainText(/^This page may be behind the Russian version, updated on [A-Z][a-z]+ \d{1,2}, \d{4}\./)
  const link = notice.getByRole('link', { name: other === 'en' ? 'Английская версия →' : 'The Russian version →' })
  await expect(link).toHaveAttribute('href', localize(other, route))
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${localize(other, route).replace(/[/.]/g, '\\$&')}$`))
  // The side that is ahead shows no notice.
  await expect(page.locator('.version-notice--behind')).toHaveCount(0)

  await page.goto('/versions/translations')
  const inStep = (await page.locator('tbody tr[data-state="in-step"] th code').first().textContent())!
  for (const side of ['ru', 'en']) {
    await page.goto(localize(side, inStep))
    await expect(page.locator('article h1, main h1').first()).toBeVisible()
    await expect(page.locator('.version-notice--behind')).toHaveCount(0)
  }
})

for (const locale of ['ru', 'en'] as const) {
  const t =
    locale === 'ru'
      ? { link: 'Что изменилось в 1.5 по сравнению с 1.4', breaking: 'Несовместимые изменения', mark: 'несовместимо', response: 'ответ' }
      : { link: 'What changed in 1.5 since 1.4', breaking: 'Breaking changes', mark: 'breaking', response: 'response' }

  test(`the versions page (${locale}) leads to what changed in 1.5 since 1.4, with breaking API changes by operation`, async ({ page }) => {
    await page.goto(localize(locale, '/versions'))
    await page.getByRole('link', { name: t.link }).click()
    await expect(page).toHaveURL(new RegExp(`${localize(locale, '/versions/changes/1.5').replace(/[/.]/g, '\\$&')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.link)
    const breaking = page.locator('section', { has: page.getByRole('heading', { name: t.breaking }) }).locator('li')
    const toolCalls = breaking.filter({ hasText: 'choices[].finish_reason' })
    await expect(toolCalls).toContainText('POST /openai/chat/completions')
    await expect(toolCalls).toContainText('"tool_calls"')
    await expect(toolCalls).toContainText(`(${t.response})`)
    await expect(toolCalls.locator('.change-breaking')).toHaveText(t.mark)
    // The operation links to its section in the current reference.
    await expect(toolCalls.getByRole('link', { name: 'POST /openai/chat/completions' })).toHaveAttribute('href', `${localize(locale, '/api/rest/openai-api')}#create-chat-completion`)
    // The pages: the 1.4-only upgrade guide removed, with a link to it in 1.4.
    await expect(page.getByRole('link', { name: locale === 'ru' ? 'в 1.4' : 'in 1.4' }).first()).toBeVisible()
    await expect(page.locator('li', { hasText: '/docs/administer/upgrade' }).getByRole('link')).toHaveAttribute('href', localize(locale, '/versions/1.4/docs/administer/upgrade'))
  })

  test(`a 1.4 page's notice (${locale}) leads to the same changes`, async ({ page }) => {
    await page.goto(localize(locale, '/versions/1.4/docs/client'))
    await page.locator('.version-notice').getByRole('link', { name: `${t.link} →` }).click()
    await expect(page).toHaveURL(new RegExp(`${localize(locale, '/versions/changes/1.5').replace(/[/.]/g, '\\$&')}$`))
  })
}
