import { expect, test } from './fixtures'

// The self-hosted math and icon stylesheets (SPEC §9), and that the site loads nothing from CDNs.
test('a formula in MDX is typeset by KaTeX with its own fonts', async ({ page }) => {
  const external: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url())
  })
  await page.goto('/docs/resources/autoscaling')
  const formula = page.locator('article .katex').first()
  await expect(formula).toBeVisible()
  expect(await formula.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('KaTeX_Main')
  await expect(page.locator('article .katex-mathml math').first()).toBeAttached()
  expect(external).toEqual([])
})

test('icons come from the self-hosted icon font', async ({ page }) => {
  await page.goto('/en')
  const icon = page.locator('.home-card i').first()
  await expect(icon).toBeVisible()
  const { family, content } = await icon.evaluate((el) => {
    const style = getComputedStyle(el, '::before')
    return { family: style.fontFamily, content: style.content }
  })
  expect(family).toContain('remixicon')
  expect(content).not.toBe('none')
  await page.waitForFunction(() => document.fonts.check('16px remixicon'))
  // The font is cut down to the icons in use (scripts/subset-icons.mjs): every icon on the page has
  // its glyph in it, so none falls back to another font (remixicon glyphs are 1em wide).
  const missing = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!
    const width = (text: string, font: string) => ((context.font = font), context.measureText(text).width)
    return [...document.querySelectorAll('i[class*="ri-"]')]
      .map((el) => JSON.parse(getComputedStyle(el, '::before').content) as string)
      .filter((glyph) => Math.abs(width(glyph, '100px remixicon, monospace') - 100) > 0.5)
  })
  expect(missing).toEqual([])
})
