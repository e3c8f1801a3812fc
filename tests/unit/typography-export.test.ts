import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NBSP } from '@/lib/page/russian-typography.mjs'

// The Russian typography plugin in the static export (run after `npm run build`): Russian pages get
// non-breaking spaces where the rules say, English twins get none, code and addresses none either.
const read = (file: string) => readFileSync(path.resolve('out', file), 'utf8')
const nbspCount = (text: string) => text.split(NBSP).length - 1
/**
 * The article of a page, the part the plugin typesets, without the one non-breaking space the docs
 * theme writes itself: between an external link's text and its arrow icon.
 */
const article = (html: string) => (/<article\b[\s\S]*<\/article>/.exec(html)?.[0] ?? '').replaceAll(`${NBSP}<svg`, '<svg')
const codes = (html: string) => [...html.matchAll(/<code\b[^>]*>[\s\S]*?<\/code>/g)].map(([code]) => code)
const attributes = (html: string) => [...html.matchAll(/\s[\w:-]+="[^"]*"/g)].map(([attribute]) => attribute)

const pages = [
  {
    ru: 'docs/administer/resource-limits.html',
    en: 'en/docs/administer/resource-limits.html',
    expected: [
      `ошибка в${NBSP}цикле повторов`,
      `автомасштабированием${NBSP}— забрать все GPU`,
      `Лимиты действуют на${NBSP}четырёх уровнях${NBSP}— ключ доступа`,
      `10${NBSP}МБ для любого способа вызова`,
    ],
  },
  { ru: 'api/task-types/asr.html', en: 'en/api/task-types/asr.html', expected: [`16${NBSP}000, 22${NBSP}050`, `48${NBSP}000${NBSP}Гц`, `до${NBSP}320${NBSP}кбит/с`] },
  { ru: 'blog/2024/08/19/llama-3-1.html', en: 'en/blog/2024/08/19/llama-3-1.html', expected: [`до${NBSP}32${NBSP}768 токенов`] },
  { ru: 'versions/1.4/docs/administer/resource-limits.html', en: 'en/versions/1.4/docs/administer/resource-limits.html', expected: [`в${NBSP}цикле`] },
]

describe('Russian typography in the export', () => {
  for (const { ru, en, expected } of pages) {
    it(`${ru} has non-breaking spaces where the rules put them`, () => {
      const html = read(ru)
      for (const text of expected) expect(html).toContain(text)
      expect(nbspCount(article(html))).toBeGreaterThan(expected.length)
    })

    it(`${ru} keeps code, inline code and attributes (link hrefs) as written`, () => {
      const html = read(ru)
      expect(codes(html).length).toBeGreaterThan(0)
      for (const code of codes(html)) expect(code).not.toContain(NBSP)
      for (const attribute of attributes(html)) expect(attribute).not.toContain(NBSP)
    })

    it(`${en} has no non-breaking space from the plugin`, () => {
      expect(nbspCount(article(read(en)))).toBe(0)
    })
  }
})
