import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const focusScrollPadding = require('../../lib/seams/theme-scroll-padding.cjs')
const themeCss = require.resolve('nextra-theme-docs/style.css')
const themeFile = /nextra-theme-docs[\\/]dist[\\/]style\.css$/

describe("the docs theme's scroll padding (lib/seams/theme-scroll-padding.cjs)", () => {
  it('applies always: the :has(*:focus) that restyled the whole page on each focus change is gone', async () => {
    const { css } = await postcss([focusScrollPadding({ files: themeFile })]).process(readFileSync(themeCss, 'utf8'), { from: themeCss })
    expect(css).not.toContain(':has(*:focus)')
    let padding = ''
    postcss.parse(css).walkRules('html', (rule) => rule.each((node) => {
      if (node.type === 'decl' && node.prop === 'scroll-padding-top') padding = node.value
    }))
    expect(padding).toBe('var(--nextra-navbar-height)')
  })

  it('stops the build, naming the file, when a theme upgrade moved the rule', async () => {
    const process = postcss([focusScrollPadding()]).process('html { scroll-padding-top: 4rem }', { from: 'styles/docs-theme.css' })
    await expect(process).rejects.toThrow(/^seam "theme-scroll-padding": \S*styles\/docs-theme\.css: expected the docs theme's one .* found 0\. A theme upgrade moved it/)
  })

  it('leaves every other stylesheet alone', async () => {
    const css = 'html { &:not(:has(*:focus)) { scroll-padding-top: 1px } }'
    const { css: out } = await postcss([focusScrollPadding()]).process(css, { from: 'styles/blog-theme.css' })
    expect(out).toBe(css)
  })
})
