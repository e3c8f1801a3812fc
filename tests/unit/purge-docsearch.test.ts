import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const purgeDocSearch = require('../../lib/css/purge-docsearch.cjs')
const modalCss = require.resolve('@docsearch/css/dist/modal.css')

/** Every selector of a stylesheet's rules, one by one. */
const selectors = (css: string) => {
  const found: string[] = []
  postcss.parse(css).walkRules((rule) => void found.push(...rule.selectors))
  return found
}

describe('DocSearch\'s modal stylesheet, purged (lib/css/purge-docsearch.cjs)', () => {
  it('keeps the rules of the markup the modal renders and drops the screens it never shows', async () => {
    const css = readFileSync(modalCss, 'utf8')
    const { css: purged } = await postcss([purgeDocSearch()]).process(css, { from: modalCss })
    expect(purged.length).toBeLessThan(css.length / 2)
    const parts = selectors(purged)
    for (const selector of ['.DocSearch-Modal', '.DocSearch-Hit mark', '.DocSearch-Hit[aria-selected=true] a', '.DocSearch-Form', '.DocSearch--active', '.DocSearch-Hit-Tree']) {
      expect(parts.some((part) => part === selector || part.startsWith(`${selector} `)), selector).toBe(true)
    }
    expect(purged).not.toMatch(/AskAi|CodeSnippet|NewConversationScreen/)
    // Every class the modal's code names is still styled as DocSearch styles it.
    const source = new Set([...readFileSync(modalCss, 'utf8').matchAll(/\.(DocSearch-[\w-]+)/g)].map((match) => match[1]))
    const used = [...source].filter((name) => purged.includes(`.${name}`))
    expect(used).toEqual(expect.arrayContaining(['DocSearch-Hit', 'DocSearch-Dropdown', 'DocSearch-Input', 'DocSearch-Footer', 'DocSearch-NoResults', 'DocSearch-ErrorScreen']))
  })

  it('leaves every other stylesheet alone', async () => {
    const css = '.DocSearch-AskAiScreen{color:red}.x{color:blue}'
    const { css: out } = await postcss([purgeDocSearch()]).process(css, { from: 'styles/site.css' })
    expect(out).toBe(css)
  })
})
