import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildSearchIndex, indexDecision, prepareHtml, routeOfHtml, tagMetaFiles } from '@/lib/search/indexer.mjs'
import { pagefindFiles } from '@/lib/search/pagefind-files'
import { PAGEFIND_BINARY } from '@/lib/search/vocabulary.mjs'
import { createVocabulary } from '@/lib/search/spelling'

const page = ({ lang = 'ru', tag = 'docs-current', robots = '', body = true, text = 'Автомасштабирование сервиса' } = {}) =>
  `<!DOCTYPE html><html lang="${lang}"><head>${robots ? `<meta name="robots" content="${robots}"/>` : ''}` +
  `<meta name="docsearch:language" content="${lang}"/><meta name="docsearch:docs_tag" content="${tag}"/></head>` +
  `<body><header data-pagefind-ignore="all">Навигация</header><main${body ? ' data-pagefind-body="true"' : ''}><h1>${text}</h1>` +
  `<p>Текст про автомасштабирования.</p><h2 id="h">Раздел</h2><p>Ещё текст.</p></main></body></html>`

describe('which pages the search index takes', () => {
  it('maps export files to routes', () => {
    expect(routeOfHtml('docs/client.html')).toBe('/docs/client')
    expect(routeOfHtml('index.html')).toBe('/')
    expect(routeOfHtml('en.html')).toBe('/en')
    expect(routeOfHtml(path.join('en', 'api', 'index.html'))).toBe('/en/api')
  })

  it('takes articles and skips noindex, 404, search and blog list pages', () => {
    expect(indexDecision('docs/client.html', page())).toEqual({ index: true })
    expect(indexDecision('blog/2025/06/03/autoscaling.html', page({ tag: 'default' }))).toEqual({ index: true })
    expect(indexDecision('docs/secret.html', page({ robots: 'noindex, nofollow' }))).toMatchObject({ index: false, reason: 'noindex' })
    expect(indexDecision('docs/secret.html', `<meta content="noindex" name="robots">${page()}`)).toMatchObject({ index: false, reason: 'noindex' })
    for (const file of ['404.html', 'en/404.html', '_not-found.html', 'search.html', 'en/search.html', 'blog.html', 'en/blog/page/2.html', 'blog/archive.html', 'blog/tags.html', 'blog/tags/llm.html']) {
      expect(indexDecision(file, page()), file).toMatchObject({ index: false })
    }
    expect(indexDecision('versions.html', page({ body: false }))).toMatchObject({ index: false, reason: 'no article body' })
  })

  it('turns the DocSearch facet meta tags into Pagefind filters', () => {
    const html = prepareHtml(page({ tag: 'api-1.4', lang: 'en' }))
    expect(html).toContain('<meta data-pagefind-filter="language[content]" name="docsearch:language" content="en"/>')
    expect(html).toContain('<meta data-pagefind-filter="docs_tag[content]" name="docsearch:docs_tag" content="api-1.4"/>')
  })
})

describe('building the index', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes one index per language with only the listed articles', async () => {
    const files: Record<string, string> = {
      'docs/a.html': page(),
      'docs/hidden.html': page({ robots: 'noindex' }),
      '404.html': page(),
      'search.html': page(),
      'en/docs/a.html': page({ lang: 'en', text: 'Service autoscaling' }),
      'en/blog/2025/01/01/post.html': page({ lang: 'en', tag: 'default', text: 'Post' }),
    }
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), html)
    }
    const { counts, skipped } = await buildSearchIndex(dir, { log: () => undefined, records: [], indexTag: 'b1x' })
    expect(counts).toEqual({ ru: 1, en: 2 })
    expect(skipped.map((s: { file: string }) => s.file).sort()).toEqual(['404.html', 'docs/hidden.html', 'search.html'])
    const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind/pagefind-entry.json'), 'utf8'))
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'ru'])
    expect(entry.languages.ru.page_count).toBe(1)
    expect(entry.languages.en.page_count).toBe(2)
    const bundle = readdirSync(path.join(dir, 'pagefind'))
    expect(bundle).toContain('pagefind.js')
    // Each language's meta is named by the build's tag, in the entry file too, at the URL the search
    // button asks for ahead (lib/search/preload.ts); Pagefind's own names are gone.
    expect(entry.languages.en.hash).toBe('en_b1x')
    expect(bundle.filter((file) => file.endsWith('.pf_meta')).sort()).toEqual(['pagefind.en_b1x.pf_meta', 'pagefind.ru_b1x.pf_meta'])
    expect(pagefindFiles('ru', 'b1x').meta).toBe('/pagefind/pagefind.ru_b1x.pf_meta')
    expect(bundle.filter((file) => /-ui\.(js|css)$/.test(file))).toEqual([])
    // The typo corrector's vocabulary, per language, from the indexed pages only.
    expect(bundle.filter((file) => file.startsWith('vocabulary.')).sort()).toEqual(['vocabulary.en.json', 'vocabulary.ru.json'])
    const en = createVocabulary(JSON.parse(readFileSync(path.join(dir, 'pagefind/vocabulary.en.json'), 'utf8')))
    expect(en.words).toEqual(expect.arrayContaining(['service', 'autoscaling', 'post']))
    expect([...en.titles.keys()].every((id) => id.startsWith('en_'))).toBe(true)
    // The names of the language's index chunks, which the browser fetches ahead after a first answer.
    const chunks = readdirSync(path.join(dir, 'pagefind/index')).map((file) => file.replace(/\.pf_index$/, ''))
    expect(en.index.length).toBeGreaterThan(0)
    expect(en.index.sort()).toEqual(chunks.filter((chunk) => chunk.startsWith('en_')).sort())
    // Pagefind's binary files are stored inflated, its signature first (its script takes them as they
    // are), for the export's own brotli: none is left gzipped.
    const binary = readdirSync(path.join(dir, 'pagefind'), { recursive: true }).map(String).filter((file) => PAGEFIND_BINARY.test(file))
    expect(binary.filter((file) => file.endsWith('.pf_fragment')).length).toBe(3)
    expect(binary.filter((file) => file.startsWith('wasm.')).length).toBeGreaterThan(0)
    for (const file of binary) expect(readFileSync(path.join(dir, 'pagefind', file)).subarray(0, 12).toString(), file).toBe('pagefind_dcd')
  })
})

describe("the build's tag in the meta's name", () => {
  it('must be a file name', () => {
    expect(() => tagMetaFiles('/nowhere', '../x')).toThrow(/the build's tag "\.\.\/x" is not a file name/)
  })
})

describe.skipIf(!existsSync(path.resolve('out/pagefind/pagefind-entry.json')))('the exported site\'s index', () => {
  it('has a Russian and an English index of the articles', () => {
    const entry = JSON.parse(readFileSync(path.resolve('out/pagefind/pagefind-entry.json'), 'utf8'))
    expect(entry.languages.ru.page_count).toBeGreaterThanOrEqual(70)
    expect(entry.languages.en.page_count).toBeGreaterThanOrEqual(70)
  })
})
