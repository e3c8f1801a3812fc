import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addYears, CutError, cutVersion, parseCutArgs, versionLinks } from '@/lib/versions/cut.mjs'
import { filesUnder } from '@/lib/content/files-under.mjs'
import { contentManifest, routesOf } from '@/lib/content/manifest.mjs'
import { changesFor, versionPairs } from '@/lib/versions/pairs.mjs'
import { versionChanges } from '@/lib/versions/changes.mjs'

const project = process.cwd()

/** A temporary copy of the project's docs and API content and of versions/versions.json. */
function copyOfProject() {
  const root = mkdtempSync(path.join(tmpdir(), 'version-cut-'))
  for (const dir of ['content/docs', 'content/api', 'content/en/docs', 'content/en/api']) {
    cpSync(path.join(project, dir), path.join(root, dir), { recursive: true })
  }
  mkdirSync(path.join(root, 'versions'))
  cpSync(path.join(project, 'versions/versions.json'), path.join(root, 'versions/versions.json'))
  return root
}

/** Every file under a folder with its content: equal fingerprints mean nothing changed. */
function fingerprint(dir: string) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((file) => {
      const full = path.join(dir, file)
      return statSync(full).isFile() ? `${file}\n${readFileSync(full, 'utf8')}` : `${file}/`
    })
    .join('\n---\n')
}

const rows = (root: string) => JSON.parse(readFileSync(path.join(root, 'versions/versions.json'), 'utf8'))

describe('version:cut on a copy of the project', () => {
  it('freezes the OpenAPI document, its Russian texts and the mlp description with the snapshot', () => {
    const root = copyOfProject()
    cpSync(path.join(project, 'openapi'), path.join(root, 'openapi'), { recursive: true })
    cutVersion({ root, version: '1.6', today: '2026-11-21' })
    for (const file of ['openapi.yaml', 'ru.yaml', 'mlp.yaml']) {
      expect(readFileSync(path.join(root, 'versions/1.6/openapi', file), 'utf8'), file).toBe(readFileSync(path.join(project, 'openapi', file), 'utf8'))
    }
  })

  it('makes the new version\'s changes since the one before: none yet, as its pages and document are the current ones', async () => {
    const root = copyOfProject()
    cpSync(path.join(project, 'openapi'), path.join(root, 'openapi'), { recursive: true })
    const versionsDir = path.join(root, 'versions')
    expect(versionPairs(versionsDir)).toEqual([])
    cutVersion({ root, version: '1.6', today: '2026-11-21', status: 'unreleased' })
    expect(versionPairs(versionsDir)).toEqual([{ version: '1.6', previous: '1.5' }])
    expect(changesFor('1.6', versionsDir)).toEqual({ version: '1.6', previous: '1.5' })
    const changes = await versionChanges('1.6', { versionsDir, pages: contentManifest({ contentDir: path.join(root, 'content'), versionsDir }) })
    expect(changes.api).toEqual([])
    for (const locale of ['ru', 'en'] as const) {
      expect(changes.pages[locale].added).toEqual([])
      expect(changes.pages[locale].removed).toEqual([])
      // Only the links to the snapshot differ, and they do not count.
      expect(changes.pages[locale].changed).toEqual([])
    }
  })

  it('snapshots docs and API of both locales, rewrites links and adds the row', () => {
    const root = copyOfProject()
    const { row, files } = cutVersion({ root, version: '1.6', today: '2026-11-21' })

    expect(row).toEqual({ version: '1.6', latestPatch: '1.6.0', status: 'lts', releaseDate: '2026-11-21', endOfLife: '2028-11-21' })
    expect(rows(root).map((r: { version: string }) => r.version)).toEqual(['1.6', '1.5', '1.4', '1.3'])
    expect(rows(root)[0]).toEqual(row)

    const snapshot = path.join(root, 'versions/1.6')
    for (const set of ['docs', 'api', 'en/docs', 'en/api']) {
      expect(filesUnder(path.join(snapshot, set)), set).toEqual(filesUnder(path.join(root, 'content', set)))
    }
    expect(files).toBe(filesUnder(path.join(root, 'content')).length)
    expect(existsSync(path.join(snapshot, 'CHANGES.md'))).toBe(true)

    // Internal links point to the same version, in both locales; other links and code stay as they were.
    const ru = readFileSync(path.join(snapshot, 'docs/client.mdx'), 'utf8')
    expect(ru).toContain('](/versions/1.6/api/rest)')
    expect(ru).toContain('](/versions/1.6/docs/account/users)')
    expect(ru).not.toMatch(/\]\(\/(docs|api)[/#)]/)
    const en = readFileSync(path.join(snapshot, 'en/api/index.mdx'), 'utf8')
    expect(en).toContain('](/en/versions/1.6/api/access/key)')
    expect(en).not.toMatch(/\]\(\/en\/(docs|api)[/#)]/)
    expect(en).toContain('](/img/docs/api-overview.svg)')
    expect(en).toContain('https://%domain.api%/api/v1') // variables and API paths in code are untouched
    // `_meta` files keep working at the deeper path.
    expect(readFileSync(path.join(snapshot, 'docs/catalog/_meta.ts'), 'utf8')).toContain("from '@/site.config.mjs'")

    // The snapshot is a complete documentation set: the routes mirror the current ones.
    const versionsDir = path.join(root, 'versions')
    const options = { contentDir: path.join(root, 'content'), versionsDir }
    const current = routesOf('en', null, options).filter((route) => /^\/(docs|api)/.test(route))
    expect(routesOf('en', '1.6', options).sort()).toEqual(current.map((route) => `/versions/1.6${route}`).sort())
  })

  it('takes the release date, end of life, latest patch and status from flags', () => {
    const root = copyOfProject()
    const { row } = cutVersion({ root, today: '2026-11-21', ...parseCutArgs(['1.2', '--date', '2024-09-09', '--eol=2025-03-31', '--patch', '1.2.3', '--status', 'unmaintained']) })
    expect(row).toEqual({ version: '1.2', latestPatch: '1.2.3', status: 'unmaintained', releaseDate: '2024-09-09', endOfLife: '2025-03-31' })
    expect(rows(root).map((r: { version: string }) => r.version)).toEqual(['1.5', '1.4', '1.3', '1.2'])
  })

  it.each([
    ['an existing version', '1.5', /version 1\.5 already exists in versions\/versions\.json/],
    ['a malformed version', '1.6.0', /"1\.6\.0" is not a version: use MAJOR\.MINOR/],
    ['a version with a prefix', 'v1.6', /is not a version/],
    ['a version with a leading zero', '01.6', /is not a version/],
    ['a major version alone', '2', /is not a version/],
    ['an empty version', '', /is not a version/],
  ])('refuses %s and changes nothing', (_, version, message) => {
    const root = copyOfProject()
    const before = fingerprint(root)
    expect(() => cutVersion({ root, version, today: '2026-11-21' })).toThrowError(CutError)
    expect(() => cutVersion({ root, version, today: '2026-11-21' })).toThrowError(message)
    expect(fingerprint(root)).toBe(before)
  })

  it('refuses a version whose folder exists, and bad flags, and changes nothing', () => {
    const root = copyOfProject()
    mkdirSync(path.join(root, 'versions/1.6'))
    writeFileSync(path.join(root, 'versions/1.6/notes.md'), 'draft\n')
    const before = fingerprint(root)
    expect(() => cutVersion({ root, version: '1.6', today: '2026-11-21' })).toThrowError(/versions\/1\.6\/ already exists/)
    expect(() => cutVersion({ root, version: '1.7', today: '2026-11-21', endOfLife: '2026-01-01' })).toThrowError(/must be after the release date/)
    expect(() => cutVersion({ root, version: '1.7', today: '2026-11-21', latestPatch: '1.6.2' })).toThrowError(/must look like 1\.7\.N/)
    expect(() => cutVersion({ root, version: '1.7', today: '2026-11-21', status: 'current' })).toThrowError(/status "current"/)
    expect(() => cutVersion({ root, version: '1.7', today: '2026-11-21', releaseDate: '2026-02-30' })).toThrowError(/not a date/)
    expect(() => parseCutArgs(['1.7', '--eol'])).toThrowError(/--eol needs a value/)
    expect(() => parseCutArgs(['1.7', '--force'])).toThrowError(/unknown option --force/)
    expect(fingerprint(root)).toBe(before)
  })

  it('runs as `npm run version:cut -- <version>` and explains a refusal', () => {
    const root = copyOfProject()
    const before = fingerprint(root)
    const refused = spawnSync('node', [path.join(project, 'scripts/version-cut.mjs'), '1.6.1'], { cwd: root, encoding: 'utf8' })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('version:cut: "1.6.1" is not a version: use MAJOR.MINOR, for example 1.6. Nothing was changed.')
    expect(fingerprint(root)).toBe(before)

    const done = spawnSync('node', [path.join(project, 'scripts/version-cut.mjs'), '1.6', '--eol', '2029-01-31'], { cwd: root, encoding: 'utf8' })
    expect(done.status, done.stderr).toBe(0)
    expect(done.stdout).toContain('versions/1.6/')
    expect(rows(root)[0]).toMatchObject({ version: '1.6', status: 'lts', latestPatch: '1.6.0', endOfLife: '2029-01-31' })
  })
})

describe('link rewriting', () => {
  it('rewrites docs and API links outside code only', () => {
    const source = [
      'See [client](/docs/client#install), [API](/en/api), <a href="/api/grpc">gRPC</a> and [blog](/blog).',
      'Inline `[x](/docs/a)` stays, and so does [versions](/versions).',
      '```md',
      '[in code](/docs/client)',
      '```',
      '[docs home](/docs) [api?](/api?x=1) [not docs](/docsearch)',
    ].join('\n')
    expect(versionLinks(source, '1.4').split('\n')).toEqual([
      'See [client](/versions/1.4/docs/client#install), [API](/en/versions/1.4/api), <a href="/versions/1.4/api/grpc">gRPC</a> and [blog](/blog).',
      'Inline `[x](/docs/a)` stays, and so does [versions](/versions).',
      '```md',
      '[in code](/docs/client)',
      '```',
      '[docs home](/versions/1.4/docs) [api?](/versions/1.4/api?x=1) [not docs](/docsearch)',
    ])
  })

  it('gives an end of life two years after the release', () => {
    expect(addYears('2026-11-21', 2)).toBe('2028-11-21')
    expect(addYears('2024-02-29', 2)).toBe('2026-02-28')
  })
})
