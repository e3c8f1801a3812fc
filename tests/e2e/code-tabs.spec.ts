import { expect, test, type Page } from './fixtures'

// Code groups (components/docs/code-group.tsx, lib/site/code-language.ts): the REST reference shows
// each request in curl, Python and JavaScript; one choice switches every group of the page, is kept
// across pages and visits, works with the keyboard, and without JavaScript curl shows.
const groups = (page: Page) => page.locator('[data-code-group]')
const visiblePanels = (page: Page) => page.locator('[data-code-group] > [role=tabpanel]:visible')

async function shownLanguages(page: Page) {
  return visiblePanels(page).evaluateAll((panels) => panels.map((panel) => panel.getAttribute('data-language')))
}

test('choosing Python switches every group on the page, and the next page and a reload show Python', async ({ page }) => {
  await page.goto('/en/api/rest/services')
  const count = await groups(page).count()
  expect(count).toBeGreaterThan(3)
  expect(new Set(await shownLanguages(page))).toEqual(new Set(['curl']))

  const tab = groups(page).nth(2).getByRole('tab', { name: 'Python' })
  await tab.scrollIntoViewIfNeeded()
  const before = await tab.boundingBox()
  await tab.click()
  const shown = await shownLanguages(page)
  expect(shown).toHaveLength(count)
  expect(new Set(shown)).toEqual(new Set(['python']))
  // The chosen tab stays where it was on screen although the groups above it changed height.
  expect(Math.abs((await tab.boundingBox())!.y - before!.y)).toBeLessThan(2)
  for (const group of await groups(page).all()) await expect(group.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')

  await page.goto('/en/api/rest/training-api')
  expect(new Set(await shownLanguages(page))).toEqual(new Set(['python']))
  await expect(groups(page).first().getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  await expect(groups(page).first().getByRole('tab', { name: 'Python' })).toHaveAttribute('tabindex', '0')
  await page.reload()
  expect(new Set(await shownLanguages(page))).toEqual(new Set(['python']))
  // The Russian pages share the choice.
  await page.goto('/api/rest/services')
  expect(new Set(await shownLanguages(page))).toEqual(new Set(['python']))
})

test('the remembered language is on the page before its first paint', async ({ page }) => {
  await page.goto('/en/api/rest/services')
  await page.evaluate(() => localStorage.setItem('code-language', 'javascript'))
  // Before any script but the inline one in <head> has run: the HTML as parsed.
  await page.goto('/en/api/rest/deployments', { waitUntil: 'commit' })
  await page.waitForSelector('[data-code-group]', { state: 'attached' })
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-language'))).toBe('javascript')
  await page.waitForLoadState('load')
  expect(new Set(await shownLanguages(page))).toEqual(new Set(['javascript']))
})

test('the tabs work with the keyboard: arrows, Home and End, one tab stop per group', async ({ page }) => {
  await page.goto('/en/api/rest/services')
  const group = groups(page).first()
  const tabs = group.getByRole('tab')
  await expect(tabs).toHaveText(['curl', 'Python', 'JavaScript'])
  await expect(group.getByRole('tablist')).toHaveAccessibleName('Sample language')
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.first()).toHaveAttribute('tabindex', '-1')
  await expect(group.getByRole('tabpanel')).toHaveAttribute('data-language', 'python')
  await page.keyboard.press('End')
  await expect(tabs.nth(2)).toBeFocused()
  await expect(group.getByRole('tabpanel')).toHaveAttribute('data-language', 'javascript')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.first()).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(2)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tabs.first()).toBeFocused()
  await expect(group.getByRole('tabpanel')).toHaveAttribute('data-language', 'curl')
  // Tab leaves the tab list for the panel's content, not the next tab.
  await page.keyboard.press('Tab')
  await expect(tabs.nth(1)).not.toBeFocused()
  // The panel of a tab is the one it controls.
  const controls = await tabs.first().getAttribute('aria-controls')
  await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('role', 'tabpanel')
})

test('a Python sample of an operation the platform client covers links to the client', async ({ page }) => {
  await page.goto('/en/api/rest/predict-api')
  await page.locator('[data-code-group]').first().getByRole('tab', { name: 'Python' }).click()
  const note = page.locator('[data-code-group] [role=tabpanel][data-language=python]:visible a[href^="/en/api/python/python-client#"]').first()
  await expect(note).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the curl sample shows first, the others follow under their names, and there are no dead tabs', async ({ page }) => {
    // Nothing hydrates: the page as loaded.
    await page.goto('/en/api/rest/services', { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-code-language'))).toBe(false)
    const group = groups(page).first()
    await expect(group.getByRole('tablist')).toBeHidden()
    const panels = group.locator('[role=tabpanel]')
    await expect(panels).toHaveCount(3)
    await expect(panels.first()).toBeVisible()
    await expect(panels.first()).toHaveAttribute('data-language', 'curl')
    await expect(panels.first().locator('pre')).toContainText('curl ')
    await expect(panels.nth(1)).toBeVisible()
    await expect(panels.nth(1).locator('.code-group__label')).toHaveText('Python')
  })
})
