// The dev server's route params listed again only when what they come from changed
// (lib/content/dev-static-params.mjs): the wrapper's choices, and the seam in the installed Next.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEV_SERVER_MODULE, listParamsOnChange, sourcesStamp } from '@/lib/content/dev-static-params.mjs'

/**
 * A dev server whose `getStaticPaths` behaves as Next's: it answers a route's cached params, if it has
 * them, and lists them again (Next's background worker); else it answers the new list.
 */
function fakeServer() {
  return class DevServer {
    staticPathsCache = new Map<string, { list: number }>()
    lists = 0
    async getStaticPaths({ pathname }: { pathname: string }) {
      const result = this.staticPathsCache.get(pathname)
      const listed = { list: ++this.lists }
      this.staticPathsCache.set(pathname, listed)
      return result ?? listed
    }
  }
}

describe('listParamsOnChange', () => {
  const route = { pathname: '/[set]/[[...mdxPath]]' }
  let stamp = 'a.mdx 1'

  it('lists a route’s params on its first request, then only when a file changed', async () => {
    const DevServer = fakeServer()
    listParamsOnChange({ stamp: () => stamp, DevServer })
    const server = new DevServer()

    expect(await server.getStaticPaths(route)).toEqual({ list: 1 })
    // Nothing changed: the cached params, no new list.
    expect(await server.getStaticPaths(route)).toEqual({ list: 1 })
    expect(server.lists).toBe(1)
    // A file changed: as Next does, the cached params now, listed again behind them.
    stamp = 'a.mdx 2'
    expect(await server.getStaticPaths(route)).toEqual({ list: 1 })
    expect(server.lists).toBe(2)
    expect(await server.getStaticPaths(route)).toEqual({ list: 2 })
    expect(server.lists).toBe(2)
    // Each route keeps its own: another route's first request lists its params.
    expect(await server.getStaticPaths({ pathname: '/blog/[slug]' })).toEqual({ list: 3 })
    expect(await server.getStaticPaths(route)).toEqual({ list: 2 })
    expect(server.lists).toBe(3)
  })

  it('stops, naming the module, when Next’s method no longer reads its cache', () => {
    class Moved {
      async getStaticPaths() {
        return { staticPaths: [] }
      }
    }
    expect(() => listParamsOnChange({ DevServer: Moved })).toThrow(`${DEV_SERVER_MODULE}: DevServer#getStaticPaths no longer has`)
  })

  // The seam: an upgrade of Next that renames the method or its cache fails here, not in a writer's server.
  it('wraps the installed Next’s dev server', () => {
    const DevServer = createRequire(import.meta.url)(DEV_SERVER_MODULE).default
    const original = DevServer.prototype.getStaticPaths
    try {
      listParamsOnChange()
      expect(DevServer.prototype.getStaticPaths).not.toBe(original)
      expect(DevServer.prototype.getStaticPaths.listsOnChange).toBe(true)
    } finally {
      DevServer.prototype.getStaticPaths = original
    }
  })
})

describe('sourcesStamp', () => {
  let root: string | undefined
  afterEach(() => root && rmSync(root, { recursive: true, force: true }))

  it('changes when a file is added or renamed, or a post or the code is written; not for a docs page’s text or an editor’s files', () => {
    root = mkdtempSync(path.join(tmpdir(), 'stamp-'))
    for (const folder of ['content/docs', 'content/blog', 'versions', 'app', 'components', 'lib']) mkdirSync(path.join(root, folder), { recursive: true })
    const write = (file: string, seconds: number) => {
      writeFileSync(path.join(root!, file), '')
      utimesSync(path.join(root!, file), seconds, seconds)
    }
    write('content/docs/page.mdx', 1)
    write('content/blog/2025-01-01-post.mdx', 1)
    write('lib/routes.ts', 1)
    const first = sourcesStamp(root)
    expect(first.split('\n').sort()).toEqual(['content/blog/2025-01-01-post.mdx 1000', 'content/docs/page.mdx', 'lib/routes.ts 1000'])

    // A docs page's text (its path is its route), a swap file and a backup: the same stamp.
    write('content/docs/page.mdx', 2)
    write('content/docs/.page.mdx.swp', 2)
    write('content/docs/page.mdx~', 2)
    expect(sourcesStamp(root)).toBe(first)

    const changes = [
      () => write('content/blog/2025-01-01-post.mdx', 3),
      () => write('lib/routes.ts', 4),
      () => renameSync(path.join(root!, 'content/docs/page.mdx'), path.join(root!, 'content/docs/renamed.mdx')),
      () => write('content/docs/new.mdx', 5),
    ]
    let previous = first
    for (const change of changes) {
      change()
      const now = sourcesStamp(root)
      expect(now).not.toBe(previous)
      previous = now
    }

    // A snapshot's files once, from versions/, not again through content/'s link to them.
    mkdirSync(path.join(root, 'versions/1.0/docs'), { recursive: true })
    write('versions/1.0/docs/old.mdx', 6)
    symlinkSync(path.join(root, 'versions/1.0'), path.join(root, 'content/1.0'))
    expect(sourcesStamp(root).split('\n').filter((file) => file.endsWith('old.mdx'))).toEqual(['versions/1.0/docs/old.mdx'])
  })
})
