import { expect, test, type Page } from './fixtures'

// Code blocks: the "sc" grammar's colours in both modes, highlight markers and the copy button.
// The gpt task-type page's dialog script starts with `theme: /Support`.
const scBlock = (page: Page) => page.locator('pre', { hasText: 'theme: /Support' }).first()

const colourOf = (page: Page, text: string) =>
  scBlock(page)
    // A tag and its colon share a colour, so shiki draws them as one span ("state:").
    .locator('span span', { hasText: new RegExp(`^\\s*${text.replace(/[$()]/g, '\\$&')}:?\\s*$`) })
    .first()
    .evaluate((el) => getComputedStyle(el).color)

async function scColours(page: Page) {
  return {
    tag: await colourOf(page, 'state'),
    path: await colourOf(page, 'Ask'),
    jsKeyword: await colourOf(page, 'var'),
    text: await scBlock(page).evaluate((el) => getComputedStyle(el).color),
  }
}

test('sc blocks show tags, paths and JavaScript in distinct colours, in light and dark mode', async ({ page }) => {
  await page.goto('/en/api/task-types/gpt')
  const light = await scColours(page)
  expect(new Set(Object.values(light)).size).toBe(4)
  await page.locator('.theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  const dark = await scColours(page)
  expect(new Set(Object.values(dark)).size).toBe(4)
  expect(dark.tag).not.toBe(light.tag)
})

test('highlight markers highlight their lines and are neither shown nor copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/en/api/rest/openai-api')
  const block = page.locator('pre', { hasText: 'client = OpenAI(' }).first()
  await expect(block).not.toContainText('highlight-start')
  await expect(block).not.toContainText('highlight-end')
  const highlighted = block.locator('[data-highlighted-line]')
  await expect(highlighted).toHaveCount(4)
  await expect(highlighted.first()).toContainText('client = OpenAI(')
  await block.hover()
  await block.locator('xpath=..').getByRole('button', { name: 'Copy code' }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('client = OpenAI(')
  expect(copied).not.toContain('highlight-')
})

test('sc comments are coloured apart from tags and JavaScript, in both modes', async ({ page }) => {
  await page.goto('/en/docs/reference/dialog-scripts')
  const block = page.locator('pre', { hasText: '# Doctor appointment bot' }).first()
  const colour = (pattern: RegExp) => block.locator('span span', { hasText: pattern }).first().evaluate((el) => getComputedStyle(el).color)
  const read = async () => ({ comment: await colour(/^\s*# Doctor appointment bot/), tag: await colour(/^\s*state:?\s*$/) })
  const light = await read()
  expect(light.comment).not.toBe(light.tag)
  await page.locator('.theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  const dark = await read()
  expect(dark.comment).not.toBe(dark.tag)
  expect(dark.tag).not.toBe(light.tag)
})

test('a named-pattern library shows its tag, names, words, operators and lemmas in distinct colours, in both modes', async ({ page }) => {
  await page.goto('/en/docs/reference/dialog-scripts')
  const block = page.locator('pre', { hasText: 'patterns shared by the support bots' }).first()
  const colour = (text: string) =>
    block
      .locator('span span', { hasText: new RegExp(`^\\s*${text.replace(/[$()|[\]]/g, '\\$&')}:?\\s*$`) })
      .first()
      .evaluate((el) => getComputedStyle(el).color)
  const read = async () => ({
    tag: await colour('patterns'),
    name: await colour('$agent'),
    word: await colour('operator'),
    operator: await colour('|'),
    lemma: await colour('agree'),
    comment: await colour('# patterns/common.sc: patterns shared by the support bots'),
  })
  const light = await read()
  expect(new Set(Object.values(light)).size).toBe(6)
  await page.locator('.theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  const dark = await read()
  expect(new Set(Object.values(dark)).size).toBe(6)
  expect(dark.name).not.toBe(light.name)
})
