import { describe, expect, it } from 'vitest'
import { localize, splitLocale, twinHref } from '@/lib/i18n/locales'
import { plural, pluralForm, words } from '@/lib/i18n/plural'

describe('locale paths', () => {
  it('puts Russian at the root and English under /en', () => {
    expect(localize('ru', '/docs')).toBe('/docs')
    expect(localize('en', '/docs')).toBe('/en/docs')
    expect(localize('en', '/')).toBe('/en')
    expect(splitLocale('/en/api/grpc')).toEqual({ locale: 'en', route: '/api/grpc' })
    expect(splitLocale('/en')).toEqual({ locale: 'en', route: '/' })
    expect(splitLocale('/english-page')).toEqual({ locale: 'ru', route: '/english-page' })
  })

  it('switches to the twin page, or to the other home where there is none', () => {
    const untranslated = new Set(['/docs/only-in-russian', '/blog/2025/01/01/english-only'])
    expect(twinHref('/docs/client', 'en', untranslated)).toBe('/en/docs/client')
    expect(twinHref('/en/docs/client/', 'ru', untranslated)).toBe('/docs/client')
    expect(twinHref('/docs/only-in-russian', 'en', untranslated)).toBe('/en')
    expect(twinHref('/en/blog/2025/01/01/english-only', 'ru', untranslated)).toBe('/')
    expect(twinHref('/versions', 'en', untranslated)).toBe('/en/versions')
    expect(twinHref('/en', 'ru', untranslated)).toBe('/')
  })
})

describe('plural forms', () => {
  it('writes Russian counts with three forms', () => {
    const forms = [1, 2, 5, 11, 21, 22, 25].map((n) => plural('ru', n, words.ru.minutes))
    expect(forms).toEqual(['1 минута', '2 минуты', '5 минут', '11 минут', '21 минута', '22 минуты', '25 минут'])
    expect(plural('ru', 5, words.ru.documents)).toBe('5 документов')
    expect(plural('ru', 3, words.ru.posts)).toBe('3 поста')
    expect(pluralForm('ru', 1.5, words.ru.pages)).toBe('страницы')
  })

  it('writes English counts with two forms', () => {
    expect([1, 2, 5, 11, 21].map((n) => plural('en', n, words.en.posts))).toEqual(['1 post', '2 posts', '5 posts', '11 posts', '21 posts'])
  })
})
