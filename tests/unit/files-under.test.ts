// The walk of the source folders (lib/content/files-under.mjs): the same files on every Node line.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/content/files-under.mjs'

describe('filesUnder', () => {
  let root: string | undefined
  afterEach(() => root && rmSync(root, { recursive: true, force: true }))

  it('lists the files of every folder, sorted, and neither follows nor lists a link', () => {
    root = mkdtempSync(path.join(tmpdir(), 'files-under-'))
    for (const dir of ['content/docs/guide', 'content/versions/1.0', 'versions/1.0/docs']) mkdirSync(path.join(root, dir), { recursive: true })
    for (const file of ['content/docs/b.mdx', 'content/docs/guide/a.mdx', 'content/_meta.ts', 'versions/1.0/docs/old.mdx']) writeFileSync(path.join(root, file), '')
    // As builds before the page compiler linked a snapshot set, and a link to a file.
    symlinkSync(path.join(root, 'versions/1.0/docs'), path.join(root, 'content/versions/1.0/docs'), 'dir')
    symlinkSync(path.join(root, 'versions/1.0/docs/old.mdx'), path.join(root, 'content/docs/linked.mdx'))
    expect(filesUnder(path.join(root, 'content'))).toEqual(['_meta.ts', 'docs/b.mdx', 'docs/guide/a.mdx'].map((file) => file.split('/').join(path.sep)))
  })
})
