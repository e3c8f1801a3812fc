import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { channelLabel, channels } from '@/lib/channels/channels'
import { authorName, commitHistory, lastCommit, lastUpdate } from '@/lib/content/git-info.mjs'
import { trackEvent } from '@/lib/site/analytics.mjs'

vi.mock('@/lib/page/load', () => ({ getPageMap: async () => [] }))
const { inMetaOrder, prepare } = await import('@/lib/site/page-map')

describe('channel enumeration', () => {
  it('has 32 unique identifiers, each labelled in both locales', () => {
    expect(channels).toHaveLength(32)
    expect(new Set(channels.map((c) => c.id)).size).toBe(32)
    for (const c of channels) {
      expect(channelLabel(c.id, 'ru').trim(), c.id).not.toBe('')
      expect(channelLabel(c.id, 'en').trim(), c.id).not.toBe('')
      expect(channelLabel(c.id, 'en'), c.id).not.toMatch(/\p{Script=Cyrillic}/u)
    }
  })

  it('holds the platform channels of the spec and lowercase third-party names', () => {
    expect(channels.filter((c) => c.kind === 'platform').map((c) => c.id)).toEqual(['chatapi', 'chatwidget', 'bot_scorer_api', 'resterisk', 'test-channel'])
    for (const c of channels.filter((c) => c.kind !== 'platform')) expect(c.id).toMatch(/^[a-z0-9_]+$/)
    expect(channels.some((c) => c.id.startsWith('incoming_')) && channels.some((c) => c.id.startsWith('inbound_'))).toBe(true)
    expect(channels.filter((c) => c.id.endsWith('2') && channels.some((o) => o.id === c.id.slice(0, -1)))).toHaveLength(1)
  })

  it('labels a known identifier and refuses an unknown one', () => {
    expect(channelLabel('chatwidget', 'ru')).toBe('Чат-виджет')
    expect(channelLabel('chatwidget', 'en')).toBe('Chat widget')
    expect(() => channelLabel('telegarm', 'en')).toThrow(/unknown channel "telegarm"/)
  })
})

describe('last update of a page', () => {
  it('comes from git: date and author of the last commit of a tracked file', () => {
    const info = lastCommit('package.json')
    expect(info?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(info?.author).toBeTruthy()
  })

  it('fails soft for a file git does not know', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-git-'))
    const file = path.join(dir, 'page.mdx')
    writeFileSync(file, '# Page\n')
    expect(lastCommit(file)).toBeNull()
    expect(lastUpdate(file, undefined, 'ru')).toBeNull()
  })

  it('in a build, reads every page file from one pass over the history of content/ and versions/, with the answers git gives file by file', () => {
    const history = commitHistory()
    const files = ['content/docs/client.mdx', 'content/en/docs/client.mdx', 'versions/1.4/docs/client.mdx', 'versions/versions.json']
    for (const file of files) expect(history.get(file), file).toEqual(lastCommit(file))
    expect(history.size).toBeGreaterThan(100)
    vi.stubEnv('NODE_ENV', 'production')
    try {
      for (const file of files) expect(lastCommit(path.resolve(file)), file).toEqual(history.get(file))
      expect(lastCommit(path.join(tmpdir(), 'page.mdx'))).toBeNull()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('takes date and author from front matter when given, field by field', () => {
    expect(lastUpdate('nowhere.mdx', { date: '2025-09-01', author: 'Мария' }, 'ru')).toEqual({ date: '2025-09-01T00:00:00.000Z', author: 'Мария' })
    const onlyDate = lastUpdate('package.json', { date: '2025-09-01' }, 'en')
    expect(onlyDate?.date).toBe('2025-09-01T00:00:00.000Z')
    expect(onlyDate?.author).toBe(authorName(lastCommit('package.json')!.email, 'en'))
  })

  it("names a commit's author from the authors map by e-mail, in the page's language, never git's raw name", () => {
    const config = { authors: { 'm.lebedeva@orbita.example': { ru: 'Мария Лебедева', en: 'Maria Lebedeva' } }, unknownAuthor: 'team' as const }
    expect(authorName('m.lebedeva@orbita.example', 'ru', config)).toBe('Мария Лебедева')
    expect(authorName(' M.Lebedeva@Orbita.example ', 'en', config)).toBe('Maria Lebedeva')
    // Automation and unknown identities: the docs team, or nobody.
    expect(authorName('41898282+github-actions[bot]@users.noreply.github.com', 'ru', config)).toBe('Команда документации')
    expect(authorName('someone@else.example', 'en', config)).toBe('Docs team')
    expect(authorName('', 'en', config)).toBe('Docs team')
    expect(authorName('someone@else.example', 'en', { ...config, unknownAuthor: 'none' })).toBeNull()
  })
})

describe('sidebar page map', () => {
  const folder = [
    { data: { visible: 'Visible', secret: 'Secret page' } },
    { name: 'visible', route: '/docs/visible', frontMatter: { title: 'Visible', description: 'long text', filePath: 'content/docs/visible.mdx' } },
    { name: 'secret', route: '/docs/secret', frontMatter: { title: 'Secret', unlisted: true } },
    { name: 'hidden-no-meta', route: '/docs/hidden-no-meta', frontMatter: { title: 'Other', unlisted: true } },
  ]

  it('hides unlisted pages, with or without a _meta entry', () => {
    const [meta] = prepare(folder as never) as [{ data: Record<string, unknown> }]
    expect(meta.data.visible).toBe('Visible')
    expect(meta.data.secret).toEqual({ title: 'Secret page', display: 'hidden' })
    expect(meta.data['hidden-no-meta']).toEqual({ display: 'hidden' })
  })

  it('keeps only the front matter navigation needs', () => {
    const [, visible] = prepare(folder as never) as [unknown, { frontMatter: object }]
    expect(visible.frontMatter).toEqual({ title: 'Visible' })
  })
})

describe('top-level navigation order', () => {
  it('follows the _meta keys, whatever order Nextra listed the items in (the phone drawer lists them so)', () => {
    const meta = { data: { docs: {}, api: {}, 'blog-link': { href: '/blog' }, product: { href: 'https://x' }, en: { display: 'hidden' } } }
    const items = [{ name: 'docs', route: '/docs', children: [] }, { name: 'blog-link', href: '/blog' }, { name: 'product', href: 'https://x' }, meta, { name: 'api', route: '/api', children: [] }]
    expect(inMetaOrder(items as never).map((item) => ('name' in item ? item.name : 'meta'))).toEqual(['meta', 'docs', 'api', 'blog-link', 'product'])
  })
})

describe('analytics events', () => {
  it('reach the counters that are on, and nothing otherwise', () => {
    const g = globalThis as { ym?: unknown; dataLayer?: unknown[] }
    const ym = vi.fn()
    g.ym = ym
    g.dataLayer = []
    trackEvent({ metrikaId: '', gtmId: '' }, 'article_feedback', { rating: 'useful' })
    expect(ym).not.toHaveBeenCalled()
    expect(g.dataLayer).toEqual([])
    trackEvent({ metrikaId: '12345678', gtmId: 'GTM-ABCD123' }, 'article_feedback', { rating: 'useful' })
    expect(ym).toHaveBeenCalledWith(12345678, 'reachGoal', 'article_feedback', { rating: 'useful' })
    expect(g.dataLayer).toEqual([{ event: 'article_feedback', rating: 'useful' }])
    delete g.ym
    delete g.dataLayer
  })
})
