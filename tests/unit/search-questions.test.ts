import { describe, expect, it, vi } from 'vitest'
import { createSearch, questionLanguage } from '@/mcp/search.mjs'
import { createPagefindBackend, type PagefindModule } from '@/lib/search/pagefind-backend'
import type { PagefindFragment } from '@/lib/search/pagefind-map'
import { meaningfulWords, planQuestion, rankByCoverage } from '@/lib/search/questions'
import { createVocabulary, type VocabularyData } from '@/lib/search/spelling'
import { buildVocabularies, encodeVocabulary } from '@/lib/search/vocabulary.mjs'
import { publishedSearchWords, searchWords } from '@/lib/search/words/index.mjs'

// Questions typed as sentences (issue 64): the site's planning and ranking (lib/search/questions.ts),
// the MCP server's (mcp/search.mjs), and the search words both read (lib/search/words/).

const words = publishedSearchWords()

/** A small site: each page's title and text, in both languages. */
const pages = [
  { id: 'en_key', url: '/en/api/access/key', title: 'Access keys', text: 'Creating a key. Rotating a key: issue a second key, switch the clients over, then revoke the old key. Storing keys safely.' },
  { id: 'en_users', url: '/en/docs/account/users', title: 'Users', text: 'Inviting users to the account. Roles. A key for CI. Removing users.' },
  { id: 'en_limits', url: '/en/docs/administer/resource-limits', title: 'Resource limits', text: 'Request rate of a key. Quotas. How 429 errors surface. Requesting higher quotas.' },
  { id: 'en_scaling', url: '/en/docs/administer/service-autoscaling', title: 'Service autoscaling', text: 'Instance bounds. Scale to zero and cold start: a service with no instances. Scheduled warm-up.' },
  { id: 'ru_key', url: '/api/access/key', title: 'Ключи доступа', text: 'Создание ключа. Ротация ключа: выпустите второй ключ, переключите клиентов и отзовите старый.' },
  { id: 'ru_scaling', url: '/docs/administer/service-autoscaling', title: 'Автомасштабирование сервиса', text: 'Масштабирование до нуля и холодный старт. Прогрев по расписанию.' },
  { id: 'ru_users', url: '/docs/account/users', title: 'Пользователи', text: 'Приглашение пользователей. Смена роли. Ключ для CI.' },
]
const language = (id: string) => id.split('_')[0]
const vocabularyOf = (lang: 'ru' | 'en') => {
  const built = buildVocabularies(pages.map((page) => ({ id: page.id, fragment: { url: page.url, content: page.text, meta: { title: page.title }, filters: { language: [language(page.id)] } } })))[lang]
  return createVocabulary(encodeVocabulary({ ...built, stopWords: words.stopWords, synonyms: words.synonyms[lang] }) as VocabularyData)
}

/** Pagefind as the browser module answers: pages holding every word of the query (by word start), in page order. */
function fakePagefind(): PagefindModule & { queries: string[] } {
  const queries: string[] = []
  const holds = (page: (typeof pages)[number], word: string) => `${page.title} ${page.text}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(word.slice(0, Math.max(4, word.length - 2))))
  return {
    queries,
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    filters: vi.fn(async () => ({})),
    search: vi.fn(async (query: string, options?: { filters?: { language?: string } }) => {
      queries.push(query)
      const found = pages.filter((page) => language(page.id) === options?.filters?.language && query.split(' ').every((word) => holds(page, word)))
      return { results: found.map((page) => ({ id: page.id, score: 1, data: async (): Promise<PagefindFragment> => ({ url: page.url, excerpt: page.text, meta: { title: page.title }, filters: { docs_tag: ['docs-current'] } }) })) }
    }),
  }
}
const labels = { docs: 'Documentation', api: 'API', blog: 'Blog', pages: 'Pages' }
const siteSearch = (query: string, lang: 'ru' | 'en') => {
  const backend = createPagefindBackend({ labels, importer: async () => fakePagefind(), vocabularyLoader: async () => JSON.parse(JSON.stringify(encodeVocabulary({ ...buildVocabularies(pages.map((page) => ({ id: page.id, fragment: { url: page.url, content: page.text, meta: { title: page.title }, filters: { language: [language(page.id)] } } })))[lang], stopWords: words.stopWords, synonyms: words.synonyms[lang] }))), indexWarmer: () => {} })
  return backend.search({ query, language: lang, tags: [], page: 0, hitsPerPage: 5 }).then((result) => [...new Set(result.hits.map((hit) => hit.url.replace(/#.*/, '')))])
}

/** The MCP index of the same pages (lib/markdown/mcp-index.mjs's shape). */
const mcpIndex = {
  site: { url: 'https://docs.example' },
  pages: pages.map((page, i) => ({ path: page.url, locale: language(page.id), set: page.url.includes('/api/') ? 'api' : 'docs', version: null, title: page.title, description: '', sections: [['', '', i]] })),
  texts: pages.map((page) => page.text),
  words,
}

describe('the search words (lib/search/words/)', () => {
  it('are small lists, lower case, one word an entry, published with «е» for «ё» and both languages\' stop words together', () => {
    for (const list of Object.values(searchWords)) {
      expect(list.stopWords.length).toBeLessThan(200)
      expect(list.synonyms.length).toBeLessThan(20)
      for (const word of [...list.stopWords, ...list.synonyms.flat()]) expect(word).toMatch(/^[\p{Ll}\p{N}]+$/u)
    }
    expect(words.stopWords).toEqual(expect.arrayContaining(['how', 'как', 'ещё', 'еще']))
    expect(words.synonyms.ru.flat()).toEqual(expect.arrayContaining(['развёртывание', 'развертывание']))
  })

  it('never make a word the docs are searched for a stop word', () => {
    for (const word of ['key', 'service', 'api', 'image', 'out', 'ключ', 'сервис', 'образ']) expect(words.stopWords).not.toContain(word)
  })
})

describe('a question on the site (lib/search/questions.ts)', () => {
  it('keeps its meaningful words, drops the ones that match nothing, and takes a synonym for a word the pages never use', () => {
    const en = vocabularyOf('en')
    expect(meaningfulWords(['how', 'do', 'i', 'rotate', 'a', 'key'], en.stopWords)).toEqual(['rotate', 'key'])
    expect(meaningfulWords(['how', 'to'], en.stopWords)).toEqual(['how', 'to'])
    const plan = planQuestion(en, 'How do I rotate an access key without downtime?')
    expect(plan.text).toBe('rotate access key ')
    expect(plan.dropped).toBe(true)
    expect(planQuestion(vocabularyOf('ru'), 'Как сменить ключ доступа?').groups[0]).toContain('ротация')
    expect(planQuestion(en, 'qwzxv flibbertigibbet').text).toBeNull()
  })

  it('counts a word the question repeats once, as the MCP server does', () => {
    const en = vocabularyOf('en')
    const plan = planQuestion(en, 'which key rotates a key? ')
    expect(plan.groups.map((group) => group[0])).toEqual(['key', 'rotates'])
    expect(plan.text).toBe('key rotates ')
  })

  it('ranks pages by how much of the question they hold, rare words and title words first', () => {
    const hits = [[{ id: 'a', score: 1 }, { id: 'b', score: 1 }, { id: 'c', score: 1 }], [{ id: 'b', score: 1 }]]
    expect(rankByCoverage(hits, [['key'], ['rotating']], 10, () => [])).toEqual(['b', 'a', 'c'])
    expect(rankByCoverage([[{ id: 'a', score: 1 }, { id: 'b', score: 1 }]], [['key']], 10, (id) => (id === 'b' ? ['access', 'keys'] : ['users']))).toEqual(['b', 'a'])
  })

  it('finds the page for a question with words the docs never use, in both languages', async () => {
    expect((await siteSearch('How do I rotate an access key without downtime?', 'en'))[0]).toBe('/en/api/access/key')
    expect((await siteSearch('Как сменить ключ доступа без простоя?', 'ru'))[0]).toBe('/api/access/key')
    expect((await siteSearch('Можно ли выключать сервис на ночь?', 'ru'))[0]).toBe('/docs/administer/service-autoscaling')
  })

  it('answers a query whose words all match as before, and nonsense with nothing', async () => {
    // Fewer than three pages hold every word: those holding some of them follow.
    expect(await siteSearch('access key', 'en')).toEqual(['/en/api/access/key', '/en/docs/account/users', '/en/docs/administer/resource-limits'])
    expect(await siteSearch('qwzxvbn', 'en')).toEqual([])
  })
})

describe('a question to the MCP server (mcp/search.mjs)', () => {
  it('takes the language of the question: Cyrillic ru, Latin en, the majority when mixed', () => {
    expect(questionLanguage('How do I rotate an access key?')).toBe('en')
    expect(questionLanguage('Как загрузить образ Docker в реестр?')).toBe('ru')
    expect(questionLanguage('docker push в registry')).toBe('en')
    expect(questionLanguage('настроить autoscaling сервиса')).toBe('ru')
    expect(questionLanguage('настроить autoscaling')).toBe('en')
    expect(questionLanguage('12345')).toBe('ru')
  })

  it('finds the page for a question with words the docs never use, as the site does', async () => {
    const { search } = createSearch(mcpIndex)
    expect((await search('How do I rotate an access key without downtime?', { locale: 'en' }))[0].path).toBe('/en/api/access/key')
    expect((await search('Как сменить ключ доступа без простоя?', { locale: 'ru' }))[0].path).toBe('/api/access/key')
    expect((await search('Можно ли выключать сервис на ночь?', { locale: 'ru' }))[0].path).toBe('/docs/administer/service-autoscaling')
    expect(await search('qwzxv flibbertigibbet', { locale: 'en' })).toEqual([])
  })

  it('reads an index without search words (an older site) as before', async () => {
    const { search } = createSearch({ ...mcpIndex, words: undefined })
    expect((await search('access key', { locale: 'en' }))[0].path).toBe('/en/api/access/key')
  })
})
