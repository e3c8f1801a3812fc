import { describe, expect, it, vi } from 'vitest'
import { createPagefindBackend, type PagefindModule } from '@/lib/search/pagefind-backend'
import { fragmentToHits, readableUrl, sectionOf, type PagefindFragment } from '@/lib/search/pagefind-map'
import { groupHitsByPage } from '@/lib/search/results'
import type { SearchProgress, SearchResult } from '@/lib/search/types'
import { encodeVocabulary } from '@/lib/search/vocabulary.mjs'

const labels = { docs: 'Документация', api: 'API', blog: 'Блог', pages: 'Страницы' }
const enc = (id: string) => encodeURIComponent(id)

const fragment: PagefindFragment = {
  url: '/docs/administer/service-autoscaling',
  excerpt: '<mark>Автомасштабирование</mark> сервиса.',
  meta: { title: 'Автомасштабирование сервиса' },
  filters: { docs_tag: ['docs-current'], language: ['ru'] },
  anchors: [
    { element: 'h2', id: 'границы', text: 'Границы числа экземпляров', location: 100 },
    { element: 'h3', id: 'нижняя-граница', text: 'Нижняя граница', location: 128 },
    { element: 'h2', id: 'метрика', text: 'Метрика и целевое значение', location: 299 },
    { element: 'h3', id: 'прогрев', text: 'Прогрев по расписанию', location: 684 },
  ],
  sub_results: [
    { title: 'Автомасштабирование сервиса', url: '/docs/administer/service-autoscaling', excerpt: '<mark>Автомасштабирование</mark> меняет число <b>экземпляров</b>', locations: [0, 1] },
    { title: 'Нижняя граница', url: `/docs/administer/service-autoscaling#${enc('нижняя-граница')}`, excerpt: 'minInstances — <mark>автомасштабирования</mark>', locations: [130], anchor: { element: 'h3', id: 'нижняя-граница', text: 'Нижняя граница', location: 128 } },
    { title: 'Метрика и целевое значение', url: `/docs/administer/service-autoscaling#${enc('метрика')}`, excerpt: '<mark>a</mark>', locations: [300, 301, 302], anchor: { element: 'h2', id: 'метрика', text: 'Метрика и целевое значение', location: 299 } },
    { title: 'Прогрев по расписанию', url: `/docs/administer/service-autoscaling#${enc('прогрев')}`, excerpt: '<mark>b</mark>', locations: [690], anchor: { element: 'h3', id: 'прогрев', text: 'Прогрев', location: 684 } },
    { title: 'Границы числа экземпляров', url: `/docs/administer/service-autoscaling#${enc('границы')}`, excerpt: 'c', locations: [], anchor: { element: 'h2', id: 'границы', text: 'Границы', location: 100 } },
  ],
}

describe('Pagefind result → DocSearch hits', () => {
  it('names the section (lvl0) by docs tag, then by path', () => {
    expect(sectionOf('/docs/client', 'docs-current', labels)).toBe('Документация')
    expect(sectionOf('/api/grpc', 'api-1.4', labels)).toBe('API 1.4')
    expect(sectionOf('/en/blog/2025/06/03/autoscaling', 'default', labels)).toBe('Блог')
    expect(sectionOf('/versions/1.4/docs/client', undefined, labels)).toBe('Документация 1.4')
    expect(sectionOf('/en/api', undefined, labels)).toBe('API')
    expect(sectionOf('/versions', 'default', labels)).toBe('Страницы')
    expect(sectionOf('/docsearch-guide', undefined, labels)).toBe('Страницы')
  })

  it('gives a page hit (lvl1) and its best sections as heading hits that land on the heading', () => {
    const hits = fragmentToHits(fragment, { labels, maxSubResults: 3 })
    expect(hits.map((h) => [h.type, h.url])).toEqual([
      ['lvl1', '/docs/administer/service-autoscaling'],
      ['lvl3', '/docs/administer/service-autoscaling#нижняя-граница'],
      ['lvl2', '/docs/administer/service-autoscaling#метрика'],
      ['lvl3', '/docs/administer/service-autoscaling#прогрев'],
    ])
    const [page, lower, metric, warmup] = hits
    expect(page.hierarchy).toMatchObject({ lvl0: 'Документация', lvl1: 'Автомасштабирование сервиса', lvl2: null })
    expect(page._snippetResult.content?.value).toBe('<mark>Автомасштабирование</mark> меняет число &lt;b&gt;экземпляров&lt;/b&gt;')
    expect(page.content).toBe('Автомасштабирование меняет число &lt;b&gt;экземпляров&lt;/b&gt;')
    // an h3 carries its h2 as lvl2; the excerpt is the line under the heading in the modal
    expect(lower.hierarchy).toMatchObject({ lvl1: 'Автомасштабирование сервиса', lvl2: 'Границы числа экземпляров', lvl3: 'Нижняя граница' })
    expect(lower._snippetResult.hierarchy.lvl1?.value).toBe('minInstances — <mark>автомасштабирования</mark>')
    expect(lower._snippetResult.hierarchy.lvl3?.value).toBe('Нижняя граница')
    expect(lower).toMatchObject({ anchor: 'нижняя-граница', url_without_anchor: '/docs/administer/service-autoscaling', objectID: lower.url })
    expect(metric.hierarchy).toMatchObject({ lvl2: 'Метрика и целевое значение', lvl3: null })
    expect(warmup.hierarchy.lvl2).toBe('Метрика и целевое значение')
  })

  it('ranks sections by Pagefind\'s scores, so a matching heading beats many common words', () => {
    const common = (n: number, at: number) => Array.from({ length: n }, (_, i) => ({ weight: 1, balanced_score: 200, location: at + i }))
    const hits = fragmentToHits(
      {
        url: '/docs/a',
        excerpt: '',
        meta: { title: 'A' },
        sub_results: [
          { title: 'Окна', url: '/docs/a#w', excerpt: '', locations: common(16, 10).map((w) => w.location), weighted_locations: common(16, 10), anchor: { element: 'h2', id: 'w', location: 10 } },
          { title: 'Прогрев по расписанию', url: '/docs/a#p', excerpt: '', locations: [50, 51, 52], weighted_locations: [50, 51, 52].map((location) => ({ weight: 5, balanced_score: 12800, location })), anchor: { element: 'h2', id: 'p', location: 50 } },
        ],
      },
      { labels, maxSubResults: 1 },
    )
    expect(hits.map((h) => h.url)).toEqual(['/docs/a', '/docs/a#p'])
  })

  it('uses the page excerpt when there are no sections, and the URL when there is no title', () => {
    const [hit] = fragmentToHits({ url: '/en/blog/x', excerpt: 'the <mark>word</mark>', meta: {}, sub_results: [] }, { labels })
    expect(hit.hierarchy.lvl1).toBe('/en/blog/x')
    expect(hit.hierarchy.lvl0).toBe('Блог')
    expect(hit._snippetResult.content?.value).toBe('the <mark>word</mark>')
  })

  it('escapes titles and headings (DocSearch inserts them as HTML)', () => {
    const hits = fragmentToHits(
      {
        url: '/docs/x',
        excerpt: '',
        meta: { title: '<img src=x onerror=alert(1)>' },
        sub_results: [{ title: '"><svg onload=alert(1)>', url: '/docs/x#h', excerpt: '<mark>q</mark><iframe>', locations: [1], anchor: { element: 'h2', id: 'h', location: 1 } }],
      },
      { labels },
    )
    expect(hits[0].hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;')
    expect(hits[1].hierarchy.lvl2).toBe('&quot;&gt;&lt;svg onload=alert(1)&gt;')
    expect(hits[1]._snippetResult.hierarchy.lvl1?.value).toBe('<mark>q</mark>&lt;iframe&gt;')
  })

  it('decodes percent-encoded heading ids', () => {
    expect(readableUrl('/a#%D0%BA%D0%B2%D0%BE%D1%82%D0%B0')).toBe('/a#квота')
    expect(readableUrl('/a#%E0%A4%A')).toBe('/a#%E0%A4%A')
    expect(readableUrl('/a')).toBe('/a')
  })

  it('groups hits by page for the search page', () => {
    const [page] = groupHitsByPage(fragmentToHits(fragment, { labels }))
    expect(page.url).toBe('/docs/administer/service-autoscaling')
    expect(page.headings.map((h) => h.titleHtml)).toEqual(['Нижняя граница', 'Метрика и целевое значение', 'Прогрев по расписанию'])
    expect(page.headings[0].excerptHtml).toBe('minInstances — <mark>автомасштабирования</mark>')
    expect(page.excerptHtml).toContain('<mark>Автомасштабирование</mark>')
  })

  it('keeps a record that lands on a section (a REST operation) apart from its page', () => {
    const operation: PagefindFragment = { url: '/api/rest/services#create-service', excerpt: '<mark>POST</mark> /services', meta: { title: 'Создать сервис' }, filters: { docs_tag: ['api-current'] } }
    const page: PagefindFragment = { url: '/api/rest/services', excerpt: 'сервисы', meta: { title: 'API сервисов' }, filters: { docs_tag: ['api-current'] } }
    const results = groupHitsByPage([...fragmentToHits(operation, { labels }), ...fragmentToHits(page, { labels })])
    expect(results.map((result) => [result.url, result.titleHtml])).toEqual([['/api/rest/services#create-service', 'Создать сервис'], ['/api/rest/services', 'API сервисов']])
  })
})

describe('the embedded backend', () => {
  const fragments = Array.from({ length: 25 }, (_, i): PagefindFragment => ({ url: `/docs/p${i}`, excerpt: `<mark>x</mark> ${i}`, meta: { title: `P${i}` }, filters: { docs_tag: ['docs-current'] } }))
  const fakePagefind = (): PagefindModule & { calls: unknown[] } => {
    const calls: unknown[] = []
    return {
      calls,
      options: vi.fn(async () => undefined),
      init: vi.fn(async () => undefined),
      filters: vi.fn(async () => ({})),
      search: vi.fn(async (query: string, options?: object) => {
        calls.push([query, options])
        return { results: fragments.map((f) => ({ id: f.url, data: async () => f })) }
      }),
    }
  }

  it('searches with the language and docs-tag filters and pages through the results', async () => {
    const pagefind = fakePagefind()
    const backend = createPagefindBackend({ labels, importer: async () => pagefind })
    const first = await backend.search({ query: '  квота ', language: 'ru', tags: ['default', 'docs-current'], page: 0, hitsPerPage: 10 })
    expect(first.nbHits).toBe(25)
    expect(first.hits.map((h) => h.url)).toEqual(fragments.slice(0, 10).map((f) => f.url))
    expect(pagefind.calls[0]).toEqual(['квота', { filters: { language: 'ru', docs_tag: { any: ['default', 'docs-current'] } } }])
    const third = await backend.search({ query: 'квота', language: 'ru', tags: [], page: 2, hitsPerPage: 10 })
    expect(third.hits.map((h) => h.url)).toEqual(['/docs/p20', '/docs/p21', '/docs/p22', '/docs/p23', '/docs/p24'])
    expect(pagefind.init).toHaveBeenCalledTimes(1)
  })

  it('answers an empty query without loading the index and cuts long queries', async () => {
    const pagefind = fakePagefind()
    const importer = vi.fn(async () => pagefind)
    const backend = createPagefindBackend({ labels, importer })
    expect(await backend.search({ query: '   ', language: 'ru', tags: [], page: 0, hitsPerPage: 10 })).toEqual({ hits: [], nbHits: 0 })
    expect(importer).not.toHaveBeenCalled()
    await backend.search({ query: 'я'.repeat(1000), language: 'ru', tags: [], page: 0, hitsPerPage: 10 })
    expect((pagefind.calls[0] as [string])[0]).toHaveLength(512)
  })

  it('fails the query when the index cannot load, and loads it afresh on the next query', async () => {
    const pagefind = fakePagefind()
    const urls: string[] = []
    const importer = vi.fn(async (url: string) => {
      urls.push(url)
      if (urls.length === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return pagefind
    })
    const backend = createPagefindBackend({ labels, importer })
    await expect(backend.search({ query: 'a', language: 'ru', tags: [], page: 0, hitsPerPage: 10 })).rejects.toThrow(/Failed to fetch/)
    await expect(backend.search({ query: 'a', language: 'ru', tags: [], page: 0, hitsPerPage: 10 })).resolves.toMatchObject({ nbHits: 25 })
    expect(urls).toEqual(['/pagefind/pagefind.js', '/pagefind/pagefind.js?retry=1'])
  })

  it('runs Pagefind on the main thread with the build\'s tag in its entry file\'s URL', async () => {
    const pagefind = fakePagefind()
    await createPagefindBackend({ labels, indexTag: 'm1x2', importer: async () => pagefind }).search({ query: 'a', language: 'en', tags: [], page: 0, hitsPerPage: 1 })
    expect(pagefind.options).toHaveBeenCalledWith({ excerptLength: 24, noWorker: true, metaCacheTag: 'm1x2' })
  })

  it('preloads the engine, the filters and the language\'s vocabulary, and searches for nothing once, never failing', async () => {
    const pagefind = fakePagefind()
    const vocabularyLoader = vi.fn(async () => ({ words: '', counts: '' }))
    await createPagefindBackend({ labels, importer: async () => pagefind, vocabularyLoader }).preload('en')
    expect(pagefind.init).toHaveBeenCalledTimes(1)
    expect(pagefind.filters).toHaveBeenCalledTimes(1)
    // The empty search builds Pagefind's text segmenter ahead of the first query (and asks for no index).
    expect(pagefind.search).toHaveBeenCalledExactlyOnceWith('')
    expect(vocabularyLoader).toHaveBeenCalledWith('/pagefind/vocabulary.en.json')
    await expect(createPagefindBackend({ labels, importer: async () => Promise.reject(new Error('offline')) }).preload('en')).resolves.toBeUndefined()
  })

  it('times out a hanging index', async () => {
    const backend = createPagefindBackend({ labels, importer: () => new Promise(() => undefined), timeoutMs: 30 })
    await expect(backend.search({ query: 'a', language: 'ru', tags: [], page: 0, hitsPerPage: 10 })).rejects.toThrow(/did not load/)
  })
})

describe('the embedded backend with the typo vocabulary', () => {
  // Pages by the words Pagefind would find them with; "glos" stands for its shortened-word fallback.
  const pages: Record<string, string[]> = {
    glossary: ['/docs/reference/glossary'],
    glos: ['/docs/training/internals'],
    'service settings': ['/docs/reference/service-settings'],
    autoscaling: ['/docs/reference/service-settings', '/docs/resources/autoscaling', '/blog/autoscaling'],
    model: ['/docs/catalog'],
  }
  const titles: Record<string, string> = {
    '/docs/reference/glossary': 'Glossary',
    '/docs/training/internals': 'Training internals',
    '/docs/reference/service-settings': 'Service settings',
    '/docs/resources/autoscaling': 'Autoscaling',
    '/blog/autoscaling': 'Autoscaling in practice',
    '/docs/catalog': 'Model catalog',
  }
  const id = (url: string) => `en_${url.replace(/\W/g, '')}`
  const vocabulary = encodeVocabulary({
    words: ['autoscaling', 'catalog', 'glossary', 'in', 'internals', 'model', 'practice', 'service', 'settings', 'training'],
    counts: [3, 1, 1, 1, 1, 2, 1, 2, 1, 1],
    titles: Object.fromEntries(Object.entries(titles).map(([url, title]) => [id(url), title])),
    urls: Object.fromEntries(Object.keys(titles).map((url) => [id(url), url])),
  })
  const setup = (loader: () => Promise<unknown> = async () => vocabulary) => {
    const queries: string[] = []
    const fetched: string[] = []
    const pagefind: PagefindModule = {
      options: async () => undefined,
      init: async () => undefined,
      filters: async () => ({}),
      search: async (query: string) => {
        queries.push(query)
        const data = (url: string) => async () => (fetched.push(url), { url, excerpt: `<mark>${query}</mark>`, meta: { title: titles[url] } })
        return { results: (pages[query] ?? []).map((url) => ({ id: id(url), data: data(url) })) }
      },
    }
    const backend = createPagefindBackend({ labels, importer: async () => pagefind, vocabularyLoader: loader as never })
    const search = (query: string, progress?: SearchProgress) => backend.search({ query, language: 'en', tags: [], page: 0, hitsPerPage: 10 }, progress)
    return { queries, fetched, search }
  }
  const urls = (result: { hits: Array<{ url: string; type: string }> }) => result.hits.filter((h) => h.type === 'lvl1').map((h) => h.url)

  it('corrects a typo instead of taking Pagefind\'s shortened-word match', async () => {
    const { queries, search } = setup()
    expect(urls(await search('glosary '))).toEqual(['/docs/reference/glossary'])
    expect(queries).toEqual(['glossary'])
  })

  it('never sends nonsense to the index', async () => {
    const { queries, search } = setup()
    expect(await search('qwerty')).toEqual({ hits: [], nbHits: 0 })
    expect(queries).toEqual([])
    // A nonsense word beside a real one is left out: the real word is searched for (a question's words the pages never use).
    expect(urls(await search('glossary qzxqzxqzxv'))).toEqual(['/docs/reference/glossary'])
    expect(queries).toEqual(['glossary'])
  })

  it('ranks pages whose title is the query first', async () => {
    const { search } = setup()
    expect(urls(await search('autoscaling'))).toEqual(['/docs/resources/autoscaling', '/blog/autoscaling', '/docs/reference/service-settings'])
  })

  it('shows the titles and links of the results before their excerpts, which it fetches only while they are wanted', async () => {
    const { fetched, search } = setup()
    const outlines: SearchResult[] = []
    const onOutline = (result: SearchResult) => outlines.push(result)
    // Typed past: the outline only, no excerpt fetched.
    expect(await search('autoscaling', { onOutline, wantDetails: async () => 0 })).toEqual({ hits: [], nbHits: 3 })
    expect(outlines[0].hits.map((hit) => [hit.url, hit.hierarchy.lvl1, hit.hierarchy.lvl0, hit.content])).toEqual([
      ['/docs/resources/autoscaling', 'Autoscaling', 'Документация', null],
      ['/blog/autoscaling', 'Autoscaling in practice', 'Блог', null],
      ['/docs/reference/service-settings', 'Service settings', 'Документация', null],
    ])
    expect(fetched).toEqual([])
    // The query the reader stopped at: the whole answer, its excerpts fetched.
    const answer = await search('autoscaling', { onOutline, wantDetails: async () => 3 })
    expect(urls(answer)).toEqual(outlines[1].hits.map((hit) => hit.url))
    expect(answer.hits[0]._snippetResult.content?.value).toBe('<mark>autoscaling</mark>')
    expect(answer.more).toBeUndefined()
    expect(fetched).toHaveLength(3)
  })

  it('fetches the excerpts of the results on the first screen, and of the others when asked', async () => {
    const { fetched, search } = setup()
    const whole = await search('autoscaling')
    fetched.length = 0
    const first = await search('autoscaling', { onOutline: () => undefined, wantDetails: async () => 1 })
    // The first page with its excerpt; the other two as titles and links, their excerpts not fetched.
    expect(fetched).toEqual(['/docs/resources/autoscaling'])
    expect(urls(first)).toEqual(urls(whole))
    expect(first.hits.map((hit) => hit.content)).toEqual([whole.hits[0].content, null, null])
    expect(first.more?.from).toBe(1)
    // Scrolled to: the whole answer, each excerpt fetched once however often it is asked for.
    const [rest, again] = await Promise.all([first.more!.load(), first.more!.load()])
    expect(rest).toEqual(whole)
    expect(again).toEqual(whole)
    expect(fetched).toEqual(['/docs/resources/autoscaling', '/blog/autoscaling', '/docs/reference/service-settings'])
  })

  it('does not search a query the reader typed past while the engine was loading', async () => {
    const { queries, search } = setup()
    let typedOn = false
    const pending = search('glossary', { current: () => !typedOn })
    typedOn = true
    expect(await pending).toEqual({ hits: [], nbHits: 0 })
    expect(await search('model', { current: () => true })).toMatchObject({ nbHits: 1 })
    expect(queries).toEqual(['model'])
  })

  it('fetches the rest of the language\'s index when asked to warm, once', async () => {
    const warmed: string[][] = []
    const pagefind: PagefindModule = { options: async () => undefined, init: async () => undefined, filters: async () => ({}), search: async () => ({ results: [] }) }
    const backend = createPagefindBackend({ labels, importer: async () => pagefind, vocabularyLoader: async () => ({ ...vocabulary, index: ['en_1f50d6f', 'en_5936a91'] }), indexWarmer: (urls) => warmed.push(urls) })
    backend.warm!('en')
    backend.warm!('en')
    await vi.waitFor(() => expect(warmed).toEqual([['/pagefind/index/en_1f50d6f.pf_index', '/pagefind/index/en_5936a91.pf_index']]))
  })

  it('offers "Did you mean" only when the suggestion finds pages', async () => {
    const { queries, search } = setup()
    expect(await search('mdoell')).toEqual({ hits: [], nbHits: 0, suggestion: 'model' })
    expect(queries).toEqual(['model'])
    pages.model = []
    expect(await search('mdoell')).toEqual({ hits: [], nbHits: 0 })
    pages.model = ['/docs/catalog']
  })

  it('searches as typed when the vocabulary cannot load, and loads it on the next query', async () => {
    let calls = 0
    const { queries, search } = setup(async () => {
      calls += 1
      if (calls === 1) throw new Error('HTTP 404')
      return vocabulary
    })
    expect(urls(await search('glos'))).toEqual(['/docs/training/internals'])
    expect(urls(await search('glosary '))).toEqual(['/docs/reference/glossary'])
    expect(queries).toEqual(['glos', 'glossary'])
  })
})
