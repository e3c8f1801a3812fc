// In `next dev` the page map reads each page's metadata from its front matter alone when that gives the
// same metadata (lib/content/metadata-source.mjs): checked here for every page of the site with
// Nextra's own metadata compiler, and for the pages whose metadata needs their body.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { metadataSource } from '@/lib/content/metadata-source.mjs'
import { pageVariables } from '@/lib/content/page-variables.mjs'
import { substituteVariables } from '@/lib/content/variables.mjs'

// The compiler Nextra's loader runs on a `?metadata` import (not among the package's exports).
const { compileMetadata } = await import(pathToFileURL(path.resolve('node_modules/nextra/dist/server/compile-metadata.js')).href)
const compile = (source: string, filePath: string): Promise<string> => compileMetadata(source, { filePath, lastCommitTime: 1 })

describe('a page map entry from the front matter', () => {
  it('gives every page of the content and the snapshots the metadata of its whole text', async () => {
    const files = ['content', 'versions']
      .flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => `${dir}/${String(file)}`))
      // Pages only: a snapshot's own top-level files (its CHANGES.md) are not.
      .filter((file) => /\.mdx?$/.test(file) && !/^versions\/[^/]+\/[^/]+$/.test(file))
    expect(files.length).toBeGreaterThan(300)
    let shortened = 0
    for (const file of files) {
      const text = substituteVariables(readFileSync(file, 'utf8'), pageVariables).text
      const source = metadataSource(text)
      if (source.length < text.length) shortened++
      expect(await compile(source, file), file).toBe(await compile(text, file))
    }
    // The shortcut is taken, not only harmless: every page of the site has a title in its front matter.
    expect(shortened).toBe(files.length)
  }, 60_000)

  it('keeps the body when the title comes from it or it exports metadata', async () => {
    const untitled = '---\ndescription: Quotas\n---\n\n# Quotas and limits\n\nText.\n'
    expect(metadataSource(untitled)).toBe(untitled)
    expect(await compile(untitled, 'x.mdx')).toContain('"Quotas and limits"')
    const exporting = '---\ntitle: Quotas\n---\n\nexport const metadata = { sidebarTitle: "Limits" }\n\nText.\n'
    expect(metadataSource(exporting)).toBe(exporting)
    // An empty title is no title for Nextra either.
    const emptyTitle = '---\ntitle: ""\n---\n\n# Quotas and limits\n'
    expect(metadataSource(emptyTitle)).toBe(emptyTitle)
    const noFrontMatter = '# Quotas\n'
    expect(metadataSource(noFrontMatter)).toBe(noFrontMatter)
    // A shell `export` in a code block is not an ES module export.
    const shell = '---\ntitle: Client\n---\n\n```bash\nexport MLP_API_KEY="key"\n```\n'
    expect(metadataSource(shell)).toBe('---\ntitle: Client\n---\n')
  })
})
