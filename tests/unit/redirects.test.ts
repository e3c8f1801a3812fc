import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { gitRenames, livePaths, parseRedirectList, redirectPage, siteRedirects } from '@/lib/content/redirects.mjs'
import { contentManifest } from '@/lib/content/manifest.mjs'
import { cutVersion } from '@/lib/versions/cut.mjs'
import { checkContent } from '@/lib/checks/content-check.mjs'
import { redirectsConf } from '@/deploy/redirects.mjs'

// The site's redirects (lib/content/redirects.mjs): the writers' list, what is derived from git and
// from the snapshots, and each mistake of the list as the build reports it, with file and line.

/** A page of the manifest as siteRedirects reads it. */
const page = (locale: 'ru' | 'en', route: string, version: string | null = null) => ({
  locale,
  route,
  version,
  set: route.includes('/docs') ? 'docs' : route.includes('/api') ? 'api' : null,
  frontMatter: { data: {} },
})
const both = (route: string, version: string | null = null) => [page('ru', route, version), page('en', route, version)]
const pages = [...both('/docs'), ...both('/docs/a'), ...both('/docs/b'), ...both('/docs/c')]
const noRenames = { redirects: [], shallow: false, git: true }

/** siteRedirects over the pages above with `list` as content/redirects.txt in a temporary folder. */
function withList(list: string, options: Record<string, unknown> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'redirects-'))
  mkdirSync(path.join(root, 'content'))
  writeFileSync(path.join(root, 'content/redirects.txt'), list)
  return siteRedirects({ root, contentDir: path.join(root, 'content'), versionsDir: null, pages, renames: noRenames, ...options })
}

describe('the list of redirects', () => {
  it('reads "old new" lines, a path without /en/ for both languages, comments and blank lines skipped', () => {
    const { entries, errors } = parseRedirectList('# a comment\n\n/docs/old /docs/a\n/en/docs/gone -> /en/docs/b  # English only\n')
    expect(errors).toEqual([])
    expect(entries.map(({ from, to, locale, where }) => [from, to, locale, where])).toEqual([
      ['/docs/old', '/docs/a', 'ru', 'content/redirects.txt:3'],
      ['/en/docs/old', '/en/docs/a', 'en', 'content/redirects.txt:3'],
      ['/en/docs/gone', '/en/docs/b', 'en', 'content/redirects.txt:4'],
    ])
  })

  it('serves a good list as it is', () => {
    const { redirects, errors } = withList('/docs/old /docs/a/\n')
    expect(errors).toEqual([])
    expect(redirects.map(({ from, to, kind }) => [from, to, kind])).toEqual([
      ['/docs/old', '/docs/a', 'listed'],
      ['/en/docs/old', '/en/docs/a', 'listed'],
    ])
  })

  it('stops on a line that is not two paths, or paths in two languages, with file:line', () => {
    expect(withList('/docs/old\n').errors).toEqual(['content/redirects.txt:1 a redirect is "old-path new-path", two site paths starting with /: "/docs/old"'])
    expect(withList('\n/docs/old https://example.com/\n').errors[0]).toMatch(/^content\/redirects\.txt:2 a redirect is "old-path new-path"/)
    expect(withList('/en/docs/old /docs/a\n').errors).toEqual(['content/redirects.txt:1 /en/docs/old and /docs/a are in different languages: a redirect keeps the reader\'s language'])
  })

  it('stops on a redirect to a page that does not exist, with file:line', () => {
    expect(withList('# moved\n/docs/old /docs/nowhere\n').errors).toEqual([
      'content/redirects.txt:2 /docs/old → /docs/nowhere: no page has that path',
      'content/redirects.txt:2 /en/docs/old → /en/docs/nowhere: no page has that path',
    ])
  })

  it('stops on a chain, naming both lines and the page to redirect to', () => {
    const { errors } = withList('/docs/old /docs/older\n/docs/older /docs/a\n')
    expect(errors).toContain('content/redirects.txt:1 /docs/old → /docs/older: a chain, /docs/older redirects again (content/redirects.txt:2): redirect to /docs/a itself')
    expect(errors).toHaveLength(2)
  })

  it('stops on a loop, with file:line and the loop', () => {
    const { errors } = withList('/docs/x /docs/y\n/docs/y /docs/x\n')
    expect(errors).toContain('content/redirects.txt:1 /docs/x → /docs/y: a loop (/docs/x → /docs/y → /docs/x)')
    expect(errors).toContain('content/redirects.txt:2 /docs/y → /docs/x: a loop (/docs/y → /docs/x → /docs/y)')
    expect(errors).toHaveLength(4)
  })

  it('stops on an old path that is also a live page, with file:line', () => {
    expect(withList('/docs/a /docs/b\n').errors).toEqual([
      'content/redirects.txt:1 /docs/a is a live page: remove the redirect, or the page (git mv it)',
      'content/redirects.txt:1 /en/docs/a is a live page: remove the redirect, or the page (git mv it)',
    ])
  })

  it('stops on an old path given twice, with both lines', () => {
    expect(withList('/en/docs/old /en/docs/a\n/docs/old /docs/b\n').errors).toEqual([
      'content/redirects.txt:2 /en/docs/old is redirected twice (also content/redirects.txt:1)',
    ])
  })
})

describe('the content check', () => {
  it('stops the build on a bad line of the list and warns about a link to an old address, each with file:line', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'redirects-check-'))
    const files: Record<string, string> = {
      'docs/index.mdx': '---\ntitle: Введение\n---\n\n# Введение\n\nСм. [клиент](/docs/old-client).\n',
      'docs/client.mdx': '---\ntitle: Клиент\n---\n\n# Клиент\n',
      'en/docs/index.mdx': '---\ntitle: Introduction\n---\n\n# Introduction\n',
      'en/docs/client.mdx': '---\ntitle: Client\n---\n\n# Client\n',
      'redirects.txt': '# moved\n/docs/old-client /docs/client\n/docs/gone /docs/nowhere\n',
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true })
      writeFileSync(path.join(root, 'content', file), text)
    }
    mkdirSync(path.join(root, 'public'))
    const { errors, warnings } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), root })
    expect(errors).toEqual([
      'content/redirects.txt:3 /docs/gone → /docs/nowhere: no page has that path',
      'content/redirects.txt:3 /en/docs/gone → /en/docs/nowhere: no page has that path',
    ])
    expect(warnings).toEqual(['content/docs/index.mdx:7 link to /docs/old-client, an old address that redirects to /docs/client: link to /docs/client'])
    rmSync(root, { recursive: true, force: true })
  })
})

describe('derived redirects', () => {
  it('sends a page that left the current docs to the newest snapshot that has it, both locales', () => {
    const { redirects, errors } = siteRedirects({ pages: contentManifest(), renames: noRenames })
    expect(errors).toEqual([])
    const upgrade = redirects.filter((redirect) => redirect.from.endsWith('/docs/administer/upgrade'))
    expect(upgrade.map(({ from, to, kind, version }) => [from, to, kind, version])).toEqual([
      ['/docs/administer/upgrade', '/versions/1.4/docs/administer/upgrade', 'left', '1.4'],
      ['/en/docs/administer/upgrade', '/en/versions/1.4/docs/administer/upgrade', 'left', '1.4'],
    ])
    // No live page is an old address.
    const live = livePaths(contentManifest())
    expect(redirects.filter((redirect) => live.has(redirect.from))).toEqual([])
  })

  it('derives the renames of git history, a page renamed twice to its last name; the list wins over a rename', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'redirects-git-'))
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, stdio: 'pipe' })
    git('init', '-q')
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const body = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${'A paragraph long enough for git to see a rename. '.repeat(8)}\n`
    write('content/docs/first.mdx', body('Page'))
    write('content/en/docs/first.mdx', body('Page'))
    git('add', '.')
    git('commit', '-q', '-m', 'add')
    git('mv', 'content/docs/first.mdx', 'content/docs/second.mdx')
    git('mv', 'content/en/docs/first.mdx', 'content/en/docs/second.mdx')
    git('commit', '-q', '-m', 'rename')
    git('mv', 'content/docs/second.mdx', 'content/docs/a.mdx')
    git('mv', 'content/en/docs/second.mdx', 'content/en/docs/a.mdx')
    git('commit', '-q', '-m', 'rename again')
    const renames = gitRenames({ root, contentDir: path.join(root, 'content') })
    expect(renames.shallow).toBe(false)
    expect(renames.redirects.map(({ from, to }) => `${from} → ${to}`).sort()).toEqual(
      ['/docs/first → /docs/second', '/docs/second → /docs/a', '/en/docs/first → /en/docs/second', '/en/docs/second → /en/docs/a'].sort(),
    )
    const { redirects, errors } = withList('', { renames })
    expect(errors).toEqual([])
    expect(redirects.map(({ from, to, kind }) => [from, to, kind])).toEqual([
      ['/docs/first', '/docs/a', 'renamed'],
      ['/docs/second', '/docs/a', 'renamed'],
      ['/en/docs/first', '/en/docs/a', 'renamed'],
      ['/en/docs/second', '/en/docs/a', 'renamed'],
    ])
    // The list wins over a rename.
    expect(withList('/docs/second /docs/b\n', { renames }).redirects.find((redirect) => redirect.from === '/docs/second')?.to).toBe('/docs/b')
    rmSync(root, { recursive: true, force: true })
  })

  it('derives nothing from a folder without git; a shallow clone derives what it has, and says so', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'redirects-nogit-'))
    const renames = gitRenames({ root, contentDir: path.join(root, 'content') })
    expect(renames).toEqual({ redirects: [], shallow: false, git: false })
    expect(withList('', { renames }).notes).toEqual([])
    expect(withList('', { renames: { redirects: [], shallow: true, git: true } }).notes).toEqual([
      'redirects: a shallow clone: only the renames in its history are derived (git fetch --unshallow for all of them)',
    ])
  })
})

describe('what readers get', () => {
  it('an HTML page at the old path: refresh, canonical, noindex, a visible link, in the language of the path', () => {
    const html = redirectPage({ from: '/en/docs/administer/upgrade', to: '/en/versions/1.4/docs/administer/upgrade', locale: 'en', kind: 'left', where: 'versions/1.4', version: '1.4' }, 'https://docs.example')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/en/versions/1.4/docs/administer/upgrade">')
    expect(html).toContain('<link rel="canonical" href="https://docs.example/en/versions/1.4/docs/administer/upgrade">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<a href="/en/versions/1.4/docs/administer/upgrade">')
    expect(html).toContain('version 1.4')
    expect(html).not.toContain('<script')
    const ru = redirectPage({ from: '/docs/old', to: '/docs/a', locale: 'ru', kind: 'listed', where: 'content/redirects.txt:1' })
    expect(ru).toContain('<html lang="ru">')
    expect(ru).toContain('Страница переехала')
  })

  it('an nginx map of each old path, with a trailing slash and as its Markdown twin', () => {
    expect(redirectsConf([{ from: '/docs/old', to: '/docs/a' }]).split('\n').filter((line) => line.startsWith('    '))).toEqual([
      '    default "";',
      '    "/docs/old" "/docs/a";',
      '    "/docs/old/" "/docs/a";',
      '    "/docs/old.md" "/docs/a.md";',
    ])
  })
})

describe('version:cut keeps the addresses of the version it replaces', () => {
  it('every current address before the cut is a page or a redirect once the new version drops a page', () => {
    const project = process.cwd()
    const root = mkdtempSync(path.join(tmpdir(), 'redirects-cut-'))
    for (const dir of ['content/docs', 'content/api', 'content/en/docs', 'content/en/api']) cpSync(path.join(project, dir), path.join(root, dir), { recursive: true })
    mkdirSync(path.join(root, 'versions'))
    // 1.6 replaces 1.5: the current row moves to 1.6, and 1.5 is cut while content/ still describes it.
    const rows = JSON.parse(readFileSync(path.join(project, 'versions/versions.json'), 'utf8'))
    rows[0] = { ...rows[0], version: '1.6', latestPatch: '1.6.0' }
    writeFileSync(path.join(root, 'versions/versions.json'), JSON.stringify(rows))
    const contentDir = path.join(root, 'content')
    const versionsDir = path.join(root, 'versions')
    const before = [...livePaths(contentManifest({ contentDir, versionsDir }))].filter((address) => !address.includes('/versions/'))
    cutVersion({ root, version: '1.5', today: '2026-12-06' })
    // 1.6 drops a page in both locales.
    rmSync(path.join(contentDir, 'docs/client.mdx'))
    rmSync(path.join(contentDir, 'en/docs/client.mdx'))
    const { redirects, errors, live } = siteRedirects({ root, contentDir, versionsDir, renames: noRenames })
    expect(errors).toEqual([])
    const moved = new Map(redirects.map(({ from, to }) => [from, to]))
    expect(before.filter((address) => !live.has(address) && !moved.has(address))).toEqual([])
    expect(moved.get('/docs/client')).toBe('/versions/1.5/docs/client')
    expect(moved.get('/en/docs/client')).toBe('/en/versions/1.5/docs/client')
    rmSync(root, { recursive: true, force: true })
    // It reads every page of two versions: 5 s alone, 19 s beside two builds on 2 cores.
  }, 120_000)
})
