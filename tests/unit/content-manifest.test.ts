import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentManifest, pagesOf, routesOf } from '@/lib/content/manifest.mjs'
import { docsSetOf, isContentRoute, isPostRoute } from '@/lib/content/route-kind.mjs'
import { variables } from '@/site.config.mjs'

const roots: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A project with `files` (paths from its root); returns the manifest's folders. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'manifest-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return { contentDir: path.join(root, 'content'), versionsDir: path.join(root, 'versions') }
}

const page = (title: string, body = '', extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`
const versionsJson = JSON.stringify([
  { version: '1.5', latestPatch: '1.5.0', status: 'current', releaseDate: '2025-05-26', endOfLife: null },
  { version: '1.4', latestPatch: '1.4.2', status: 'lts', releaseDate: '2025-03-13', endOfLife: '2027-03-31' },
])

const site = () =>
  project({
    'content/docs/index.mdx': page('Введение'),
    'content/docs/client.mdx': page('Клиент', 'Это %product%: [ключи](/api/access/key).\n```bash\ncurl [x](/not/a/link)\n```\nСм. `[y](/nor/this)` и <a href="/docs">начало</a>.'),
    'content/docs/early.mdx': page('Ранний доступ', '', 'unlisted: true\n'),
    'content/blog/2025-01-02-post.mdx': page('Пост', '', 'date: 2025-01-02\n'),
    'content/blog/post.mdx': page('Плохое имя'),
    'content/versions/1.4/docs/index.mdx': page('Копия снимка: не страница текущей версии'),
    'content/en/docs/index.mdx': page('Introduction'),
    'content/en/docs/client.mdx': page('Client', '', 'last_update:\n  date: 2025-02-03\n  author: Docs Team\n'),
    'content/en/blog/2025-01-02-post.mdx': page('Post', '', 'date: 2025-01-02\n'),
    'versions/versions.json': versionsJson,
    'versions/1.4/docs/index.mdx': page('Введение 1.4'),
    'versions/1.4/api/index.mdx': page('API 1.4'),
    'versions/1.4/en/docs/index.mdx': page('Introduction 1.4'),
  })

describe('the content manifest', () => {
  it('lists every page once: locale, route, documentation set, version and whether the other locale has it', () => {
    const rows = contentManifest(site()).map((p) => [p.locale, p.route, p.set, p.version, p.translated].join(' '))
    expect(rows).toEqual([
      'ru /blog/2025/01/02/post blog  true',
      'ru    false', // a post whose file name makes no route: listed, for the content check to report
      'ru /docs/client docs  true',
      'ru /docs/early docs  false',
      'ru /docs docs  true',
      'ru /versions/1.4/docs docs 1.4 true',
      'ru /versions/1.4/api api 1.4 false',
      'en /blog/2025/01/02/post blog  true',
      'en /docs/client docs  true',
      'en /docs docs  true',
      'en /versions/1.4/docs docs 1.4 true',
    ])
  })

  it('gives the routes of one locale and version, and none of a snapshot when asked without versions', () => {
    const folders = site()
    expect(routesOf('ru', null, folders)).toEqual(['/blog/2025/01/02/post', '/docs/client', '/docs/early', '/docs'])
    expect(routesOf('ru', '1.4', folders)).toEqual(['/versions/1.4/docs', '/versions/1.4/api'])
    expect(routesOf('ru', '1.4', { ...folders, versionsDir: null })).toEqual([])
    expect(pagesOf('en', null, folders).every((p) => p.route !== null)).toBe(true)
  })

  it("reads a page's text, front matter and last update as the build sees them", () => {
    const [client, early] = pagesOf('ru', null, site()).filter((p) => p.route === '/docs/client' || p.route === '/docs/early')
    expect(client.text).toContain(`Это ${variables.product}:`)
    expect(client.variableErrors).toEqual([])
    expect(client.frontMatter.data).toEqual({ title: 'Клиент' })
    expect(client.unlisted).toBe(false)
    expect(early.unlisted).toBe(true)
    const en = pagesOf('en', null, site()).find((p) => p.route === '/docs/client')!
    expect(en.lastUpdate).toEqual({ date: '2025-02-03T00:00:00.000Z', author: 'Docs Team' })
  })

  it('reports what a writer got wrong with its line: unknown variables, bad front matter', () => {
    const folders = project({
      'content/docs/index.mdx': '---\ntitle: A: B: C\n---\n\nПишите на %mail.nobody%.\n',
      'content/en/docs/index.mdx': page('Introduction'),
    })
    const [ru] = pagesOf('ru', null, folders)
    expect(ru.variableErrors).toEqual([{ name: 'mail.nobody', line: 5, column: 11 }])
    expect(ru.frontMatter.error?.line).toBe(2)
    expect(ru.frontMatter.data).toEqual({})
  })

  it('reads a page only when asked, and once', () => {
    const folders = site()
    const [first, second] = pagesOf('en', null, folders).filter((p) => p.set === 'docs')
    // Listing reads no page: a page removed after the listing fails only when its text is asked for.
    rmSync(second.file)
    expect(() => second.source).toThrow(/ENOENT/)
    // What was read is kept: the file changed on disk does not change the page.
    const title = first.frontMatter.data.title
    writeFileSync(first.file, page('Changed'))
    expect(first.frontMatter.data.title).toBe(title)
    expect(first.text).not.toContain('Changed')
  })

  it('is listed once in a build, and afresh elsewhere (dev, scripts, tests)', () => {
    const folders = site()
    expect(contentManifest(folders)).not.toBe(contentManifest(folders))
    vi.stubEnv('NODE_ENV', 'production')
    expect(contentManifest(folders)).toBe(contentManifest(folders))
    expect(Object.isFrozen(contentManifest(folders))).toBe(true)
  })
})

describe('route kinds', () => {
  it('names the documentation set and version of a docs or API route', () => {
    expect(docsSetOf('/docs')).toEqual({ set: 'docs', version: null })
    expect(docsSetOf('/api/rest/predict-api')).toEqual({ set: 'api', version: null })
    expect(docsSetOf('/versions/1.4/docs/client')).toEqual({ set: 'docs', version: '1.4' })
    expect(docsSetOf('/versions/1.4/api?q=1')).toEqual({ set: 'api', version: '1.4' })
    expect(docsSetOf('/docs#x')).toEqual({ set: 'docs', version: null })
    for (const route of ['/', '/docsy', '/blog', '/versions', '/versions/1.4', '/en/docs', '/search']) expect(docsSetOf(route), route).toBeNull()
  })

  it('tells posts and content pages from the rest', () => {
    expect(isPostRoute('/blog/2025/06/18/vllm')).toBe(true)
    for (const route of ['/blog', '/blog/page/2', '/blog/tags/releases', '/blog/archive', '/blog/2025']) expect(isPostRoute(route), route).toBe(false)
    expect(['/docs', '/versions/1.3/api/grpc', '/blog/2025/06/18/vllm'].every(isContentRoute)).toBe(true)
    expect(['/', '/versions', '/blog', '/search', '/404'].some(isContentRoute)).toBe(false)
  })
})
