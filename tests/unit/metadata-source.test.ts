// The page map's entry of a docs page is written from its front matter alone when that gives the same
// metadata (lib/content/metadata-source.mjs, lib/page/page-map.mjs): checked here for every page of the
// site with Nextra's public compiler, and for the pages whose metadata needs their body.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compileMdx } from 'nextra/compile'
import * as runtime from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@/lib/content/files-under.mjs'
import { frontMatterMetadata } from '@/lib/content/metadata-source.mjs'
import { pageVariables } from '@/lib/content/page-variables.mjs'
import { substituteVariables } from '@/lib/content/variables.mjs'

/** The `metadata` of the page Nextra compiles (without highlighting, which the metadata does not need). */
async function nextraMetadata(source: string, file: string) {
  const code = await compileMdx(source, { filePath: path.resolve(file), lastCommitTime: 1, codeHighlight: false, latex: true, useCachedCompiler: true })
  // Run as Nextra's `evaluate` runs it, with the runtime the code was compiled for (Vitest's NODE_ENV is neither).
  return Reflect.construct(Function, ['$', code])({ ...runtime, useMDXComponents: () => ({}) }).metadata
}

describe('a page map entry from the front matter', () => {
  it('gives the pages of the content and the snapshots the metadata of their whole text', async () => {
    const files = ['content', 'versions']
      .flatMap((dir) => filesUnder(dir).map((file) => `${dir}/${file}`))
      // Pages only: a snapshot's own top-level files (its CHANGES.md) are not.
      .filter((file) => /\.mdx?$/.test(file) && !/^versions\/[^/]+\/[^/]+$/.test(file))
    expect(files.length).toBeGreaterThan(300)
    // Every page's front matter is read the same way; a sample of one page in five, of every folder
    // and kind, is compiled (a compile of all of them took a minute and a half on a busy machine).
    for (const file of files.filter((_, index) => index % 5 === 0)) {
      const text = substituteVariables(readFileSync(file, 'utf8'), pageVariables).text
      // Written from the front matter for every page of the site: every one has a title there.
      expect(frontMatterMetadata(text, path.resolve(file), 1), file).toEqual(await nextraMetadata(text, file))
    }
  }, 180_000)

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
