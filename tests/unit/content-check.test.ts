import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent, literalFacts } from '@/lib/checks/content-check.mjs'
import { linksOf, parsePage } from '@/lib/page/parse.mjs'
import { facts } from '@/lib/content/facts.mjs'
import { routeOfContentFile } from '@/lib/content/routes.mjs'

function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'))
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'content', file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, text)
  }
  mkdirSync(path.join(root, 'public'), { recursive: true })
  return checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), root })
}

const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`

describe('content routes', () => {
  it('maps files to routes, posts by their date and slug', () => {
    expect(routeOfContentFile('docs/index.mdx')).toBe('/docs')
    expect(routeOfContentFile('docs/catalog/llm.mdx')).toBe('/docs/catalog/llm')
    expect(routeOfContentFile('blog/2025-06-18-vllm.mdx')).toBe('/blog/2025/06/18/vllm')
    expect(routeOfContentFile('blog/vllm.mdx')).toBeNull()
  })

  it('finds links outside code only', () => {
    const links = linksOf(parsePage('See [a](/docs/a#x) and <a href="/api">b</a>.\n\n```bash\ncurl [x](/not/a/link)\n```\n\n`[y](/nor/this)` ![i](/img/a.png)'))
    expect(links).toEqual([{ href: '/docs/a#x', line: 1 }, { href: '/api', line: 1 }, { href: '/img/a.png', line: 7 }])
  })
})

describe('the content check', () => {
  it('passes a clean tree', () => {
    const result = fixture({
      'docs/index.mdx': page('Введение', 'См. [клиент](/docs/client) и %product%.'),
      'docs/client.mdx': page('Клиент', '[Blog](/blog) [versions](/versions#x)'),
      'en/docs/index.mdx': page('Introduction', 'See [client](/en/docs/client).'),
      'en/docs/client.mdx': page('Client'),
    })
    expect(result).toMatchObject({ errors: [], warnings: [], skipped: [] })
  })

  it('reports an unknown variable with file, line and column as an error', () => {
    const { errors } = fixture({ 'docs/index.mdx': page('Введение', 'Пишите на %mail.nobody%.'), 'en/docs/index.mdx': page('Introduction') })
    expect(errors).toEqual(['content/docs/index.mdx:7:11 unknown variable %mail.nobody% (see variables in site.config.mjs)'])
  })

  it('reports bad front matter with its line as an error', () => {
    const { errors } = fixture({ 'docs/index.mdx': '---\ntitle: A: B: C\n---\n\ntext\n', 'en/docs/index.mdx': page('Introduction') })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^content\/docs\/index\.mdx:2 bad front matter: /)
  })

  it('knows the blog list pages the posts fill: a fourth with 31 posts, no fifth', () => {
    const post = (day: number) => `---\ntitle: Post ${day}\ndate: 2025-01-${String(day).padStart(2, '0')}\ntags: [releases]\n---\n\nText.\n`
    const posts = Object.fromEntries(Array.from({ length: 31 }, (_, index) => index + 1).flatMap((day) => [`blog/2025-01-${String(day).padStart(2, '0')}-post.mdx`, `en/blog/2025-01-${String(day).padStart(2, '0')}-post.mdx`].map((file) => [file, post(day)])))
    const { warnings } = fixture({
      ...posts,
      'docs/index.mdx': page('Введение', '[Новости](/blog/page/4) [Релизы](/blog/tags/releases) [Нет](/blog/page/5)'),
      'en/docs/index.mdx': page('Introduction', '[News](/en/blog/page/4)'),
    })
    expect(warnings).toEqual(['content/docs/index.mdx:7 broken link /blog/page/5'])
  })

  it('warns about broken links, duplicate routes and missing translations with file and line', () => {
    const { errors, warnings } = fixture({
      'docs/index.mdx': page('Введение', 'Строка\n[нет такой](/docs/nope)'),
      'docs/a.mdx': page('A'),
      'docs/a/index.mdx': page('A again'),
      'en/docs/index.mdx': page('Introduction'),
    })
    expect(errors).toEqual([])
    expect(warnings).toEqual(expect.arrayContaining([
      'content/docs/index.mdx:8 broken link /docs/nope',
      'content/docs/a/index.mdx:1 duplicate route /docs/a (also content/docs/a.mdx)',
      'content/docs/a.mdx:1 missing translation: no en page for /docs/a',
    ]))
  })

  it('checks blog post names, dates and tags', () => {
    const { errors } = fixture({
      'blog/2025-01-02-post.mdx': '---\ntitle: Post\ndate: 2025-01-03\ntags: [releases, gossip]\n---\ntext\n',
      'blog/post.mdx': page('Bad name'),
      'en/blog/2025-01-02-post.mdx': '---\ntitle: Post\ndate: 2025-01-02\n---\ntext\n',
    })
    expect(errors).toEqual([
      'content/blog/2025-01-02-post.mdx:1 front matter date "2025-01-03" does not match the file name',
      'content/blog/2025-01-02-post.mdx:1 unknown tag "gossip" (allowed: releases, models, llm, speech, vision, events, features, docs, training, infrastructure, tools)',
      'content/blog/post.mdx:1 blog post file names must look like YYYY-MM-DD-slug.mdx',
    ])
  })
})

describe('facts written literally', () => {
  it('warns with file and line when a docs or API page writes a guarded fact, in either language', () => {
    const { warnings } = fixture({
      'docs/index.mdx': page('Введение', 'Тело запроса — до 10 МБ.\nКлюч отправляет до 600 запросов в минуту.'),
      'en/docs/index.mdx': page('Introduction', 'A stream lasts 30 minutes at most.\n\n| `max_tokens` | integer | default 1024 |'),
    })
    expect(warnings).toEqual([
      'content/docs/index.mdx:7 writes the fact "10 МБ" literally: use %facts.payload.default_mb% (lib/content/facts.mjs)',
      'content/docs/index.mdx:8 writes the fact "600 запросов" literally: use %facts.rate.predict_per_min% (lib/content/facts.mjs)',
      'content/en/docs/index.mdx:7 writes the fact "30 minutes" literally: use %facts.timeouts.stream_total_min% (lib/content/facts.mjs)',
      'content/en/docs/index.mdx:9 writes the fact "1024" literally: use %facts.llm.max_tokens% (lib/content/facts.mjs)',
    ])
  })

  it('knows the request timeout and the batch size by their context, not a startup timeout of the same number', () => {
    expect(literalFacts('| Response timeout | up to 600 seconds with the service\'s `timeoutMs` setting |\nA request with `?batch=true` takes up to 64 `data` objects.\n| Пакетный вызов | до 64 текстов |\n`healthCheck.startupTimeoutSec` — 600 seconds by default; 64 texts of a dataset.', new Set())).toEqual([
      { line: 1, text: '600 seconds', variable: 'facts.timeouts.max_s' },
      { line: 2, text: '64 `data`', variable: 'facts.payload.batch_items' },
      { line: 3, text: '64 текстов', variable: 'facts.payload.batch_items' },
    ])
  })

  it('leaves code, other numbers, the variables themselves, blog posts and unrelated contexts alone', () => {
    expect(literalFacts('```json\n{"maxPayloadMb": 10, "size": "10 MB"}\n```\nUp to %facts.payload.default_mb% MB; 110 MB; 10 MBit; queued for 30 minutes.')).toEqual([])
    const { warnings } = fixture({
      'blog/2024-09-09-release.mdx': '---\ntitle: Релиз\ndate: 2024-09-09\n---\nТела больше 10 МБ завершались ошибкой 500.\n',
      'en/blog/2024-09-09-release.mdx': '---\ntitle: Release\ndate: 2024-09-09\n---\nBodies over 10 MB failed with 500.\n',
    })
    expect(warnings).toEqual([])
  })

  it('substitutes %facts.…% in pages, versions included, and rejects an unknown fact', () => {
    const { errors, warnings } = fixture({
      'docs/index.mdx': page('Введение', 'До %facts.payload.default_mb% МБ, версия %facts.versions.current%, %facts.nope%.'),
      'en/docs/index.mdx': page('Introduction'),
    })
    expect(warnings).toEqual([])
    expect(errors).toEqual(['content/docs/index.mdx:7:68 unknown variable %facts.nope% (see variables in site.config.mjs)'])
    expect(facts.versions.current).toBe('1.5')
    expect(facts.versions.unmaintained).toContain('1.3')
  })
})

describe('the sidebar order check', () => {
  const meta = (entries: string[]) => `import type { MetaRecord } from 'nextra'\n\nexport default {\n${entries.map((e) => `  ${e},`).join('\n')}\n} satisfies MetaRecord\n`
  const pages = {
    'docs/index.mdx': page('Введение'),
    'docs/client.mdx': page('Клиент'),
    'en/docs/index.mdx': page('Introduction'),
    'en/docs/client.mdx': page('Client'),
  }

  it('passes ru and en _meta files with the same keys in the same order', () => {
    const { errors } = fixture({
      ...pages,
      'docs/_meta.ts': meta(["'index': \"Введение\"", "client: 'Клиент'"]),
      'en/docs/_meta.ts': meta(["index: 'Introduction'", "'client': { title: 'Client' }"]),
    })
    expect(errors).toEqual([])
  })

  it('fails, naming both files, when the order differs', () => {
    const { errors } = fixture({
      ...pages,
      'docs/_meta.ts': meta(["index: 'Введение'", "client: 'Клиент'"]),
      'en/docs/_meta.ts': meta(["client: 'Client'", "index: 'Introduction'"]),
    })
    expect(errors).toEqual([
      'content/docs/_meta.ts:4 sidebar order differs from content/en/docs/_meta.ts:4: key 1 is "index" in ru and "client" in en (ru: index, client; en: client, index)',
    ])
  })

  it('fails when one locale has a key the other has not', () => {
    const { errors } = fixture({
      ...pages,
      'docs/api/_meta.ts': meta(["index: 'Обзор'"]),
      'en/docs/api/_meta.ts': meta(["index: 'Overview'", "grpc: 'gRPC'"]),
    })
    expect(errors).toEqual([
      'content/docs/api/_meta.ts:4 sidebar order differs from content/en/docs/api/_meta.ts:5: key 2 is nothing in ru and "grpc" in en (ru: index; en: index, grpc)',
    ])
  })

  it('fails when a folder of both locales has a _meta file in one only', () => {
    const { errors } = fixture({ ...pages, 'en/docs/_meta.ts': meta(["index: 'Introduction'"]) })
    expect(errors).toEqual(['content/en/docs/_meta.ts:1 sidebar order: content/docs/_meta.ts is missing'])
  })

  it('checks the version snapshots: versions/<v>/docs against versions/<v>/en/docs', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'meta-order-'))
    const files: Record<string, string> = {
      'versions/versions.json': JSON.stringify([{ version: '1.5', status: 'current' }, { version: '1.4', status: 'lts' }]),
      'versions/1.4/api/index.mdx': page('Обзор'),
      'versions/1.4/api/_meta.ts': meta(["index: 'Обзор'", "grpc: 'gRPC'"]),
      'versions/1.4/en/api/index.mdx': page('Overview'),
      'versions/1.4/en/api/_meta.ts': meta(["grpc: 'gRPC'", "index: 'Overview'"]),
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    mkdirSync(path.join(root, 'content', 'en'), { recursive: true })
    mkdirSync(path.join(root, 'public'))
    const { errors } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), versionsDir: path.join(root, 'versions'), root })
    expect(errors).toEqual([
      'versions/1.4/api/_meta.ts:4 sidebar order differs from versions/1.4/en/api/_meta.ts:4: key 1 is "index" in ru and "grpc" in en (ru: index, grpc; en: grpc, index)',
    ])
  })

  // Every page's analysis (lib/page/analyze.mjs): seconds when the build made them, ~30 s of a busy
  // machine's two cores when it did not.
  it('passes the real content and snapshots', () => {
    const { errors } = checkContent({ contentDir: path.resolve('content'), publicDir: path.resolve('public'), versionsDir: path.resolve('versions') })
    expect(errors).toEqual([])
  }, 180_000)
})
