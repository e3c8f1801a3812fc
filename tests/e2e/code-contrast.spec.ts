import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { codeThemes } from '@/lib/highlight/themes.mjs'
import { contrast, hexToRgb, toHex, type Rgb } from '../helpers/contrast'
import { expect, test, type Page } from './fixtures'

// Every token colour of the site's code themes meets WCAG AA (4.5:1) on the code background and on
// the highlighted-line background, in both colour modes. The backgrounds are measured on a real
// page (the gpt task type's dialog script has highlighted lines); the colours are every foreground
// of the themes and every colour the export's code blocks use, whatever their language.
const AA = 4.5
const PAGE = '/en/api/task-types/gpt'

/** The opaque colour a reader sees behind `selector`: its own and its ancestors' backgrounds, composited by the browser. */
const backdrop = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const layers: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor)
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    for (const colour of ['#ffffff', ...layers]) {
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
    }
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3))
  }) as Promise<Rgb>

/** Foregrounds of a theme: default text and each rule's colour (a rule with its own background is checked against that). */
function themeColours(theme: (typeof codeThemes)['light']) {
  const plain = new Set<string>([theme.colors!['editor.foreground']!.toLowerCase()])
  const onOwnBackground: [string, string][] = []
  for (const rule of theme.tokenColors ?? []) {
    const { foreground, background } = rule.settings
    if (!foreground) continue
    if (background) onOwnBackground.push([foreground.toLowerCase(), background.toLowerCase()])
    else plain.add(foreground.toLowerCase())
  }
  return { plain, onOwnBackground }
}

/** Every `--shiki-light` / `--shiki-dark` colour the exported pages use. */
function exportedColours(mode: 'light' | 'dark') {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.html')) for (const m of readFileSync(file, 'utf8').matchAll(new RegExp(`--shiki-${mode}:(#[0-9a-fA-F]{3,8})`, 'g'))) found.add(m[1].toLowerCase())
    }
  }
  walk('out')
  return found
}

for (const mode of ['light', 'dark'] as const) {
  test(`every ${mode} token colour has AA contrast on the code and highlighted-line backgrounds`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    await page.goto(PAGE)
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    const block = 'pre:has([data-highlighted-line])'
    const backgrounds = {
      code: await backdrop(page, `${block} code > span:not([data-highlighted-line])`),
      highlighted: await backdrop(page, `${block} [data-highlighted-line]`),
    }
    expect(toHex(backgrounds.highlighted)).not.toBe(toHex(backgrounds.code))

    const { plain, onOwnBackground } = themeColours(codeThemes[mode])
    const exported = exportedColours(mode)
    expect(exported.size).toBeGreaterThan(5)
    const failures: string[] = []
    for (const colour of new Set([...plain, ...exported])) {
      for (const [name, background] of Object.entries(backgrounds)) {
        const ratio = contrast(hexToRgb(colour), background)
        if (ratio < AA) failures.push(`${colour} on ${name} ${toHex(background)}: ${ratio.toFixed(2)}`)
      }
    }
    for (const [colour, background] of onOwnBackground) {
      const ratio = contrast(hexToRgb(colour), hexToRgb(background))
      if (ratio < AA) failures.push(`${colour} on its rule's ${background}: ${ratio.toFixed(2)}`)
    }
    expect(failures).toEqual([])

    // The tokens as drawn: each highlighted-line token's computed colour against the measured background.
    const drawn = await page.locator(`${block} [data-highlighted-line] span`).evaluateAll((spans) =>
      spans.filter((span) => span.textContent!.trim()).map((span) => getComputedStyle(span).color),
    )
    expect(drawn.length).toBeGreaterThan(5)
    for (const colour of new Set(drawn)) {
      const rgb = colour.match(/\d+/g)!.slice(0, 3).map(Number) as Rgb
      expect(contrast(rgb, backgrounds.highlighted), colour).toBeGreaterThanOrEqual(AA)
    }
  })
}
