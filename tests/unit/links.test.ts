import { spawn, type ChildProcess } from 'node:child_process'
import { LinkChecker } from 'linkinator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForServer } from '../helpers/wait-for-server'

// Zero broken internal links and anchors across the whole export, in both locales.
const port = 4280
const base = `http://127.0.0.1:${port}`
let server: ChildProcess

beforeAll(async () => {
  server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' })
  await waitForServer(base)
})

afterAll(() => server?.kill())

describe('internal links', () => {
  it.each(['/', '/en'])('none is broken from %s', async (start) => {
    const checker = new LinkChecker()
    const result = await checker.check({
      path: base + start,
      recurse: true,
      checkFragments: true,
      concurrency: 16,
      linksToSkip: [`^(?!${base.replace(/\./g, '\\.')})`],
    })
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.parent} → ${link.url} (${link.status})`)
    expect(broken).toEqual([])
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(100)
  }, 240_000)
})
