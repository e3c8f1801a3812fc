import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '@/site.config.mjs'
import { exportedPages } from '@/lib/export/pages.mjs'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { visit } from 'unist-util-visit'
import { markdownTwin, twinLeftovers } from '@/lib/markdown/twin.mjs'
import { parsePage } from '@/lib/page/parse.mjs'
import { sidebarPages } from '@/lib/markdown/export.mjs'
import { prefersMarkdown } from '@/lib/export/negotiation.mjs'

// The Markdown twins of the pages and llms.txt (lib/markdown/): the transformation on sources,
// then the export as the build wrote it (run after `npm run build`).

const url = site.url.replace(/\/$/, '')

/** What an exported twin, read as plain Markdown, keeps that it must not: a JSX tag, an import or export, a `%variable%` outside code. */
function exportedLeftovers(markdown: string) {
  const found: string[] = []
  visit(fromMarkdown(markdown), (node: any) => {
    if (node.type === 'html' && /^<\/?[A-Z]/.test(node.value)) found.push(node.value)
    if (node.type === 'text' && (/^(import|export)\s/m.test(node.value) || /(^|[^\\])%[a-z][a-z0-9_]*(\.[a-z0-9_]+)*%/.test(node.value))) found.push(node.value)
  })
  return found
}
const twin = (body: string, locale: 'ru' | 'en' = 'en', file = `/site/content/${locale === 'en' ? 'en/' : ''}docs/page.mdx`) =>
  markdownTwin({ source: `---\ntitle: A page\ndescription: What it says.\n---\n\nimport { Callout } from 'nextra/components'\n\n# A page\n\n${body}\n`, file, locale, route: '/docs/page', updated: '2025-10-20T09:00:00Z' })

describe('a Markdown twin', () => {
  it('keeps title, description, canonical URL and date of the front matter, and drops imports', async () => {
    const markdown = await twin('Text.')
    expect(markdown.startsWith(`---\ntitle: A page\ndescription: What it says.\nurl: ${url}/en/docs/page\nlast_updated: 2025-10-20\n---\n\n# A page\n`)).toBe(true)
    expect(markdown).not.toContain('import')
  })

  it("keeps a post's note that an API its samples call has changed since", () => {
    const source = `---\ntitle: A post\napi_changed:\n  version: '1.5'\n  note: Deploying now needs deploy.\n---\n\nText.\n`
    expect(markdownTwin({ source, file: '/site/content/en/blog/2025-07-10-x.mdx', locale: 'en', route: '/blog/2025/07/10/x' })).toContain('api_changed:\n  version: "1.5"\n  note: Deploying now needs deploy.\n---')
  })

  it('writes callouts as blockquotes with their kind, in the page language', async () => {
    expect(await twin('<Callout type="warning">\nMind the quota.\n</Callout>')).toContain('> **Warning.** Mind the quota.')
    expect(await twin('<Callout type="info">\nКвота общая.\n</Callout>', 'ru')).toContain('> **Примечание.** Квота общая.')
  })

  it('writes the channel table as 32 rows and a channel as a link to its row', async () => {
    const markdown = await twin('<ChannelTable />\n\nConnect <Channel id="telegram" />.')
    expect(markdown.split('\n').filter((line) => /^\| `[a-z0-9_-]+` \|/.test(line))).toHaveLength(32)
    expect(markdown).toContain(`Connect [Telegram](${url}/en/docs/reference/channels#channel-telegram).`)
  })

  it('makes links absolute, keeps code with its language and without highlight markers, keeps formulas', async () => {
    const markdown = await twin('See [the client](/en/docs/client) and [a section](#x).\n\n```json operation=getService response=200\n{\n  // highlight-next-line\n  "a": 1\n}\n```\n\n$S = E \\cdot N$')
    expect(markdown).toContain(`[the client](${url}/en/docs/client)`)
    expect(markdown).toContain('[a section](#x)')
    expect(markdown).toContain('```json\n{\n  "a": 1\n}\n```')
    expect(markdown).toContain('$S = E \\cdot N$')
  })

  it('drops custom heading ids and decorative icons', async () => {
    const markdown = await twin('## Roles [#roles]\n\n- <i className="ri-cpu-line" aria-hidden="true" /> **Engineers** deploy.')
    expect(markdown).toContain('## Roles\n')
    expect(markdown).toContain('- **Engineers** deploy.')
  })

  it('writes the REST reference from the document', async () => {
    const markdown = await twin('<ApiOperation id="createService" />')
    expect(markdown).toContain('### Create a service')
    expect(markdown).toContain('`POST /accounts/{account}/services` (`createService`)')
    expect(markdown).toContain('curl -X POST')
  })

  it('writes tabs one after another, each under its name', async () => {
    const markdown = await twin('<Tabs items={["Python", "curl"]}>\n<Tabs.Tab>\nFirst.\n</Tabs.Tab>\n<Tabs.Tab>\nSecond.\n</Tabs.Tab>\n</Tabs>')
    expect(markdown).toContain('**Python**\n\nFirst.\n\n**curl**\n\nSecond.')
  })

  it('fails naming the file and line of a component without a Markdown form', async () => {
    expect(() => twin('Text.\n\n<Steps>\nx\n</Steps>')).toThrow(/docs\/page\.mdx:12 <Steps> has no Markdown form/)
  })

  it('finds what must not be left: JSX, imports and exports, variables — outside code only', () => {
    expect(twinLeftovers(parsePage('text\n\n<Callout>x</Callout>'))).toMatchObject({ what: 'a JSX tag', line: 3 })
    expect(twinLeftovers(parsePage('export const a = 1'))?.what).toBe('an import or export')
    expect(twinLeftovers(parsePage('The %product% API'))?.what).toBe('a %variable%')
    expect(twinLeftovers(parsePage('```java\nimport java.util.List;\nMap<String, List> m;\n```\n\n`<Tabs>` and `%x%` in code'))).toBeNull()
  })
})

describe('content negotiation', () => {
  it('serves the twin only when text/markdown is wanted at least as much as HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true)
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true)
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false)
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.5, text/html')).toBe(false)
    expect(prefersMarkdown(undefined)).toBe(false)
  })
})

describe('the sidebar order of llms.txt', () => {
  it('lists a set in _meta order, a folder’s index before its pages, without unlisted pages', () => {
    const docs = sidebarPages('en', 'docs').map((page: { route: string }) => page.route)
    expect(docs[0]).toBe('/docs')
    expect(docs.indexOf('/docs/catalog')).toBeLessThan(docs.indexOf('/docs/catalog/llm'))
    expect(docs.indexOf('/docs/account/users')).toBeLessThan(docs.indexOf('/docs/client'))
    expect(docs).not.toContain('/docs/guides/early-access')
    expect(sidebarPages('ru', 'api').map((page: { route: string }) => page.route)).toEqual(sidebarPages('en', 'api').map((page: { route: string }) => page.route))
  })
})

const out = path.resolve('out')
const built = existsSync(path.join(out, 'llms.txt'))

describe.runIf(built)('the twins and llms.txt in the export', () => {
  const pages = (built ? exportedPages(out) : []).filter((file: string) => /^(en\/)?((versions\/[^/]+\/)?(docs|api)(\/|\.html)|blog\/\d{4}\/)/.test(file.split(path.sep).join('/')))

  it('has a twin beside every docs, API and blog post page, free of JSX, imports, exports and variables', () => {
    expect(pages.length).toBeGreaterThan(300)
    for (const file of pages) {
      const twinFile = path.join(out, file.replace(/\.html$/, '.md'))
      expect(existsSync(twinFile), twinFile).toBe(true)
      expect(exportedLeftovers(readFileSync(twinFile, 'utf8')), twinFile).toEqual([])
    }
  })

  it('advertises the twin in the page head', () => {
    const head = (file: string) => readFileSync(path.join(out, file), 'utf8').split('</head>')[0]
    expect(head('en/docs/client.html').includes(`<link rel="alternate" type="text/markdown" href="${url}/en/docs/client.md"/>`)).toBe(true)
    expect(head('versions/1.4/api/rest.html').includes(`type="text/markdown" href="${url}/versions/1.4/api/rest.md"`)).toBe(true)
    expect(head('blog/2025/06/03/autoscaling.html').includes(`type="text/markdown" href="${url}/blog/2025/06/03/autoscaling.md"`)).toBe(true)
    expect(head('blog.html').includes('text/markdown')).toBe(false)
  })

  for (const file of ['llms.txt', 'en/llms.txt']) {
    it(`${file} follows llmstxt.org, and every link resolves to a file of the export`, () => {
      const text = readFileSync(path.join(out, file), 'utf8')
      const lines = text.split('\n')
      expect(lines[0]).toMatch(/^# \S/)
      expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1)
      expect(lines[2]).toMatch(/^> \S/)
      const sections = lines.filter((line) => line.startsWith('## '))
      expect(sections.at(-1)).toBe('## Optional')
      expect(sections).toHaveLength(3)
      // Under the H2 headings: only lists of links, `- [title](url): description`.
      const body = lines.slice(lines.indexOf(sections[0]))
      for (const line of body.filter((l) => l && !l.startsWith('## '))) expect(line, line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)(: .+)?$/)
      const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => match[1])
      expect(links.length).toBeGreaterThan(80)
      for (const link of links) {
        expect(link.startsWith(url), link).toBe(true)
        expect(existsSync(path.join(out, decodeURIComponent(link.slice(url.length)))), link).toBe(true)
      }
    })
  }

  it('puts every current docs and API page in llms-full.txt and names the OpenAPI document', () => {
    const full = readFileSync(path.join(out, 'en/llms-full.txt'), 'utf8')
    expect(full).toContain(`${url}/api/openapi.json`)
    for (const page of [...sidebarPages('en', 'docs'), ...sidebarPages('en', 'api')]) expect(full, page.route).toContain(`<!-- ${url}/en${page.route} -->`)
  })
})
