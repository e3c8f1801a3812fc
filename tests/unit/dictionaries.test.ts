import { describe, expect, it } from 'vitest'
import { BLOG_TAGS } from '@/lib/blog/tags.mjs'
import { channels } from '@/lib/channels/channels'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'
import ru from '@/lib/i18n/dictionaries/ru/index.mjs'
import { locales } from '@/lib/i18n/locales'

/**
 * Every key path of a nested object, in order ("nav.docs", "home.products.dialogs", …). Word forms
 * (the `words` section, and any `{ one, …, other }` elsewhere) stop at the word: each language has
 * its own plural categories (one/few/many in Russian).
 */
const isWordForms = (value: object) => 'one' in value && 'other' in value
const keyPaths = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) && !prefix.startsWith('words.') && !isWordForms(value)
    ? Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...keyPaths(inner, `${prefix}${key}.`)])
    : []

// The type check is what stops a missing key: `tsc --noEmit` (npm test, next build) compiles these
// lines, and each @ts-expect-error fails the check if its line stops being an error.
type Nav = Dictionary['nav']
// @ts-expect-error a locale without a key is not a Dictionary
export const missingKey: Dictionary = { ...ru, nav: { ...ru.nav, docs: undefined as never } as Omit<Nav, 'docs'> }
// @ts-expect-error a key Russian does not have is not allowed either
export const extraKey: Dictionary['feedback'] = { ...ru.feedback, extra: 'x' }

describe('the dictionaries', () => {
  it('have the same keys in both locales, in the same order', () => {
    expect(keyPaths(dictionaries.en)).toEqual(keyPaths(dictionaries.ru))
    expect(keyPaths(dictionaries.en).length).toBeGreaterThan(200)
  })

  it('have a string for every key, and the same placeholders in both locales', () => {
    const leaves = (d: unknown): Record<string, string> => Object.fromEntries(keyPaths(d).map((key) => [key, key.split('.').reduce<any>((o, k) => o[k], d)]).filter(([, v]) => typeof v === 'string'))
    const ru = leaves(dictionaries.ru)
    const en = leaves(dictionaries.en)
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()
    for (const [key, text] of Object.entries(ru)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(en[key]), key).toEqual(placeholders(text))
    }
  })

  it('label every channel identifier and every blog tag', () => {
    for (const locale of locales) {
      expect(Object.keys(dictionaries[locale].channels.names)).toEqual(channels.map((c) => c.id))
      expect(Object.keys(dictionaries[locale].tags)).toEqual([...BLOG_TAGS])
    }
  })
})
