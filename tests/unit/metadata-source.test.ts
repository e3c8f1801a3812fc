// In `next dev` the page map's entry of a page is written from its front matter alone when that gives
// the same metadata (lib/content/metadata-source.mjs): checked here for every page of the site with
// Nextra's own metadata compiler, and for the pages whose metadata needs their body.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/content/files-under.mjs'
import { frontMatterMetadata } from '@/lib/content/metadata-source.mjs'
import { pageVariables } from '@/lib/content/page-variables.mjs'
import { substituteVariables } from '@/lib/content/variables.mjs'

// The compiler Nextra's loader runs on a `?metadata` import (not among the package's exports).
const { compileMetadata } = await import(pathToFileURL(path.resolve('node_modules/nextra/dist/server/compile-metadata.js')).href)

/** The `metadata` that Nextra's compiled module exports (its other statement imports React). */
async function nextraMetadata(source: string, file: string) {
  const code: string = await compileMetadata(source, { filePath: path.resolve(file), lastCommitTime: 1 })
  const literal = /^export const metadata = ([\s\S]*?);?\s*$/.exec(code.slice(code.indexOf('export const metadata')))?.[1]
  if (!literal) throw new Error(`${file}: no metadata in Nextra's output:\n${code}`)
  return new Function(`return (${literal})`)()
}

describe('a page map entry from the front matter', () => {
  it('gives every page of the content and the snapshots the metadata of its whole text', async () => {
    const files = ['content', 'versions']
      .flatMap((dir) => filesUnder(dir).map((file) => `${dir}/${file}`))
      // Pages only: a snapshot's own top-level files (its CHANGES.md) are not.
      .filter((file) => /\.mdx?$/.test(file) && !/^versions\/[^/]+\/[^/]+$/.test(file))
    expect(files.length).toBeGreaterThan(300)
    for (const file of files) {
      const text = substituteVariables(readFileSync(file, 'utf8'), pageVariables).text
      // Written from the front matter for every page of the site: every one has a title there.
      expect(frontMatterMetadata(text, path.resolve(file), 1), file).toEqual(await nextraMetadata(text, file))
    }
  }, 60_000)

  it('leaves to Nextra a page whose title comes from its body or that exports metadata', async () => {
    const file = path.resolve('x.mdx')
    const untitled = '---\ndescription: Quotas\n---\n\n# Quotas and limits\n\nText.\n'
    expect(frontMatterMetadata(untitled, file, 1)).toBeNull()
    expect((await nextraMetadata(untitled, 'x.mdx')).title).toBe('Quotas and limits')
    const exporting = '---\ntitle: Quotas\n---\n\nexport const metadata = { sidebarTitle: "Limits" }\n\nText.\n'
    expect(frontMatterMetadata(exporting, file, 1)).toBeNull()
    // An empty title is no title for Nextra either.
    expect(frontMatterMetadata('---\ntitle: ""\n---\n\n# Quotas and limits\n', file, 1)).toBeNull()
    expect(frontMatterMetadata('# Quotas\n', file, 1)).toBeNull()
    // A shell `export` in a code block is not an ES module export.
    const shell = '---\ntitle: Client\n---\n\n```bash\nexport MLP_API_KEY="key"\n```\n'
    expect(frontMatterMetadata(shell, file, 1)).toEqual({ title: 'Client', filePath: 'x.mdx', timestamp: 1 })
    expect(frontMatterMetadata(shell, file, 1)).toEqual(await nextraMetadata(shell, 'x.mdx'))
  })
})
