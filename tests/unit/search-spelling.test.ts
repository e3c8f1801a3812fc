import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  closestWord,
  createVocabulary,
  editDistance,
  matchWord,
  planQuery,
  queryWords,
  rankByTitle,
  suggestQuery,
  typoBudget,
  type VocabularyData,
} from '@/lib/search/spelling'
import { buildVocabularies, encodeVocabulary, textWords } from '@/lib/search/vocabulary.mjs'

// The corrector of the embedded search (lib/search/spelling.ts) and its vocabulary (lib/search/vocabulary.mjs).

const sample = buildVocabularies([
  { id: 'ru_1', fragment: { content: 'Глоссарий терминов платформы. Ключ доступа, ключи доступа и ключа.', meta: { title: 'Глоссарий' }, filters: { language: ['ru'] } } },
  { id: 'ru_2', fragment: { content: 'Автомасштабирование сервиса: число экземпляров растёт с нагрузкой. Модели и модель.', meta: { title: 'Автомасштабирование' }, filters: { language: ['ru'] } } },
  { id: 'en_1', fragment: { content: 'Glossary of platform terms. Access keys and the X-Request-Id header; error 429.', meta: { title: 'Glossary' }, filters: { language: ['en'] } } },
  { id: 'en_2', fragment: { content: 'Autoscaling adds service instances under load. The q: tag of sc scripts. Model and models, mode.', meta: { title: 'Autoscaling' }, filters: { language: ['en'] } } },
  { id: 'en_3', fragment: { content: 'Service settings: autoscaling limits, model, quota.', meta: { title: 'Service settings' }, filters: { language: ['en'] } } },
])
const ru = createVocabulary(encodeVocabulary(sample.ru) as VocabularyData)
const en = createVocabulary(encodeVocabulary(sample.en) as VocabularyData)

describe('edit distance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one typo each', () => {
    expect(editDistance('glossary', 'glossary', 2)).toBe(0)
    expect(editDistance('glosary', 'glossary', 2)).toBe(1)
    expect(editDistance('glossaryy', 'glossary', 2)).toBe(1)
    expect(editDistance('glossery', 'glossary', 2)).toBe(1)
    expect(editDistance('glsosary', 'glossary', 2)).toBe(1)
    expect(editDistance('глосарий', 'глоссарий', 2)).toBe(1)
    expect(editDistance('autoscalling', 'autoscaling', 2)).toBe(1)
  })

  it('stops at the bound and reports bound + 1', () => {
    expect(editDistance('qwerty', 'query', 1)).toBe(2)
    expect(editDistance('qwerty', 'query', 2)).toBe(2)
    expect(editDistance('flibbertigibbet', 'environment', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })

  it('measures against the closest start of a word when asked', () => {
    expect(editDistance('glosa', 'glossary', 1, true)).toBe(1)
    expect(editDistance('autosc', 'autoscaling', 1, true)).toBe(0)
    expect(editDistance('qzx', 'quota', 1, true)).toBe(2)
  })
})

describe('typo budget and minimum lengths', () => {
  it('allows 1 typo from 4 letters and 2 from 8, none in shorter words or words with digits', () => {
    expect(['key', 'keys', 'glosary', 'glossary', 'автомасштабированию'].map(typoBudget)).toEqual([0, 1, 1, 2, 2])
    expect(typoBudget('text2vek')).toBe(0)
    expect(typoBudget('428')).toBe(0)
  })

  it('does not correct words below the budget', () => {
    expect(matchWord(en, 'kez').kind).toBe('unknown')
    expect(matchWord(en, 'qzx').kind).toBe('unknown')
    expect(matchWord(en, '428').kind).toBe('unknown')
  })

  it('counts a shortened word only when the shared start has 4 letters and most of the word', () => {
    // "qwerty" shares only "q" with the sc tag: nonsense, not a prefix match.
    expect(matchWord(en, 'qwerty')).toEqual({ kind: 'unknown', word: 'qwerty' })
    expect(matchWord(en, 'qzxqzxqzxv').kind).toBe('unknown')
    expect(matchWord(en, 'flibbertigibbet').kind).toBe('unknown')
    expect(matchWord(en, 'glosxyzw').kind).toBe('unknown')
  })
})

describe('word matching', () => {
  it('takes indexed words and starts of words as they are', () => {
    expect(matchWord(en, 'glossary')).toEqual({ kind: 'exact', word: 'glossary' })
    expect(matchWord(en, 'autosc', true)).toEqual({ kind: 'exact', word: 'autosc' })
    expect(matchWord(en, 'q')).toEqual({ kind: 'exact', word: 'q' })
  })

  it('corrects typos to the closest indexed word', () => {
    expect(matchWord(en, 'glosary')).toEqual({ kind: 'typo', word: 'glosary', correction: 'glossary' })
    expect(matchWord(en, 'autoscalling')).toEqual({ kind: 'typo', word: 'autoscalling', correction: 'autoscaling' })
    expect(matchWord(ru, 'глосарий')).toEqual({ kind: 'typo', word: 'глосарий', correction: 'глоссарий' })
  })

  it('corrects the word being typed to the start of an indexed word', () => {
    expect(matchWord(en, 'glosa', true)).toEqual({ kind: 'typo', word: 'glosa', correction: 'gloss' })
    expect(matchWord(en, 'glosa', false).kind).toBe('unknown')
  })

  it('keeps Russian word forms for Pagefind to stem, rather than rewriting them', () => {
    expect(matchWord(ru, 'ключами').kind).toBe('form')
    expect(matchWord(ru, 'автомасштабированию').kind).toBe('form')
    expect(matchWord(ru, 'моделям').kind).toBe('form')
    expect(planQuery(ru, 'ключами доступа')).toMatchObject({ exact: null, forms: 'ключами доступа' })
  })

  it('prefers the word on more pages among equally close ones', () => {
    // "mdel" is one typo from "model" (2 pages) and "mode" (1 page).
    expect(closestWord(en, 'mdel', 1)).toBe('model')
  })
})

describe('query plans', () => {
  it('sends exact queries as typed and typos corrected', () => {
    expect(planQuery(en, 'access keys')).toEqual({ words: ['access', 'keys'], exact: 'access keys', corrected: null, forms: null })
    expect(planQuery(en, 'glosary ')).toEqual({ words: ['glosary'], exact: null, corrected: 'glossary', forms: null })
    expect(planQuery(en, 'acess keys ')).toMatchObject({ exact: null, corrected: 'access keys', forms: null })
  })

  it('corrects a typo near the end of a word before trying it as a word form', () => {
    // "glossray" shares "gloss" with "glossary" (a form, by its start) but is one transposition from it.
    expect(planQuery(en, 'glossray ')).toEqual({ words: ['glossray'], exact: null, corrected: 'glossary', forms: 'glossray' })
    // A real form with no indexed word one typo away goes as typed.
    expect(planQuery(ru, 'ключами ')).toEqual({ words: ['ключами'], exact: null, corrected: null, forms: 'ключами' })
  })

  it('joins identifiers as the index does', () => {
    expect(queryWords('X-Request-Id', en)).toEqual(['xrequestid'])
    expect(planQuery(en, 'X-Request-Id')).toMatchObject({ exact: 'xrequestid' })
    expect(planQuery(en, '429')).toMatchObject({ exact: '429' })
    // Parts when the joined word is not indexed.
    expect(queryWords('access/keys', en)).toEqual(['access', 'keys'])
  })

  it('gives nothing to search for nonsense, alone or among real words', () => {
    for (const query of ['qwerty', 'qzxqzxqzxv', 'flibbertigibbet', 'glossary qzxqzxqzxv']) expect(planQuery(en, query)).toMatchObject({ exact: null, corrected: null, forms: null })
  })

  it('survives hostile input: 1,000 characters, RTL text, markup, control characters', () => {
    const long = 'a'.repeat(1000)
    const started = performance.now()
    expect(planQuery(en, long)).toMatchObject({ exact: null, corrected: null })
    expect(planQuery(en, 'glossary '.repeat(120))).toMatchObject({ exact: null, corrected: null })
    expect(planQuery(en, 'qwertyuiop '.repeat(12).trim())).toMatchObject({ exact: null, corrected: null })
    expect(performance.now() - started).toBeLessThan(500)
    expect(planQuery(en, 'مرحبا بالعالم')).toMatchObject({ exact: null, corrected: null })
    expect(planQuery(en, 'שלום')).toMatchObject({ exact: null, corrected: null })
    expect(planQuery(en, '<script>alert(1)</script>')).toMatchObject({ exact: null })
    expect(queryWords('<b>glossary</b>', en)).toEqual(['b', 'glossary', 'b'])
    expect(planQuery(en, '\u202eglossary\u0000')).toMatchObject({ exact: 'glossary' })
    expect(planQuery(en, '   ')).toEqual({ words: [], exact: null, corrected: null, forms: null })
    expect(suggestQuery(en, long)).toBeNull()
  })
})

describe('"Did you mean"', () => {
  it('suggests the closest words within a looser budget and drops words without one', () => {
    expect(suggestQuery(en, 'glosarry')).toBe('glossary')
    expect(suggestQuery(en, 'mdoell')).toBe('model')
    expect(suggestQuery(en, 'glossary qzxqzxqzxv')).toBe('glossary')
    expect(suggestQuery(en, 'glossary')).toBeNull()
    expect(suggestQuery(en, 'qzxqzxqzxv')).toBeNull()
  })
})

describe('ranking', () => {
  it('puts pages whose title holds the query words first, keeping the index order otherwise', () => {
    const pages = [
      { id: 'en_3', title: ['service', 'settings'] },
      { id: 'en_2', title: ['autoscaling'] },
      { id: 'en_1', title: ['glossary'] },
    ]
    expect(rankByTitle(pages, ['autoscaling'], (p) => p.title).map((p) => p.id)).toEqual(['en_2', 'en_3', 'en_1'])
    expect(rankByTitle(pages, ['settings'], (p) => p.title).map((p) => p.id)).toEqual(['en_3', 'en_2', 'en_1'])
    expect(rankByTitle(pages, ['nothing'], (p) => p.title).map((p) => p.id)).toEqual(['en_3', 'en_2', 'en_1'])
  })

  it('counts a title only when it holds every query word, and prefers a title that is just the query', () => {
    const pages = [
      { id: 'gpt', title: ['text', 'generation', 'and', 'chat', 'gpt'] },
      { id: 'openai', title: ['openaicompatible', 'api'] },
      { id: 'post', title: ['autoscaling', 'in', 'practice'] },
      { id: 'docs', title: ['autoscaling'] },
    ]
    expect(rankByTitle(pages, ['chat', 'completions'], (p) => p.title).map((p) => p.id)).toEqual(['gpt', 'openai', 'post', 'docs'])
    expect(rankByTitle(pages, ['autoscaling'], (p) => p.title).map((p) => p.id)).toEqual(['docs', 'post', 'gpt', 'openai'])
    // Russian forms of a title word count («настройками» ~ «настройки»).
    expect(rankByTitle([{ t: ['типы'] }, { t: ['настройки', 'сервиса'] }], ['настройками', 'сервиса'], (p) => p.t)[0].t[0]).toBe('настройки')
  })
})

describe('vocabulary', () => {
  it('holds joined identifiers and their parts, lower case, and pages per word', () => {
    expect(textWords('The X-Request-Id header, «Ключи»!')).toEqual(['the', 'xrequestid', 'x', 'request', 'id', 'header', 'ключи'])
    expect(sample.en.words).toEqual([...sample.en.words].sort())
    expect(sample.en.counts[sample.en.words.indexOf('model')]).toBe(2)
    expect(sample.en.titles).toEqual({ en_1: 'Glossary', en_2: 'Autoscaling', en_3: 'Service settings' })
  })

  it('front-codes the words in its file and decodes them back', () => {
    const encoded = encodeVocabulary({ words: ['glossary', 'glossy', 'go', 'x'.repeat(50), 'x'.repeat(51)], counts: [3, 1, 40, 1, 1], titles: {}, urls: {} })
    expect(encoded.words).toBe(`0glossary 5y 1o 0${'x'.repeat(50)} z${'x'.repeat(16)}`)
    // Page counts by their order: 3 → 2, 1 → 1, 40 → 6.
    expect(encoded.counts).toBe('21611')
    const decoded = createVocabulary(encoded as VocabularyData)
    expect(decoded.words).toEqual(['glossary', 'glossy', 'go', 'x'.repeat(50), 'x'.repeat(51)])
    expect(decoded.counts).toEqual([2, 1, 6, 1, 1])
  })

  const built = (language: string) => path.resolve('out/pagefind', `vocabulary.${language}.json`)
  it.runIf(existsSync(built('ru')) && existsSync(built('en')))('is written per language beside the built index, and corrects against it', () => {
    const load = (language: string) => createVocabulary(JSON.parse(readFileSync(built(language), 'utf8')))
    const [ruBuilt, enBuilt] = [load('ru'), load('en')]
    expect(planQuery(enBuilt, 'glosary ').corrected).toBe('glossary')
    expect(planQuery(ruBuilt, 'глосарий ').corrected).toBe('глоссарий')
    expect(planQuery(ruBuilt, 'автомасштабированию ')).toMatchObject({ corrected: 'автомасштабирование', forms: 'автомасштабированию' })
    expect(planQuery(ruBuilt, 'пользоватли ').corrected).toBe('пользователи')
    expect(planQuery(enBuilt, 'qwerty')).toMatchObject({ exact: null, corrected: null })
    expect(planQuery(ruBuilt, 'qzxqzxqzxv')).toMatchObject({ exact: null, corrected: null })
    expect(planQuery(enBuilt, 'X-Request-Id').exact).toBe('xrequestid')
  })
})
