import { site, variables } from '@/site.config.mjs'
import { expect, test } from './fixtures'

// The guide to the MCP server (content/…/docs/guides/assistant-mcp.mdx) as a reader sees it.
const docsHost = variables.domain.docs
const command = `npx -y ${variables.brand_slug}-docs-mcp --url https://${docsHost}`

// The page's title is its sidebar entry too (_meta.ts).
for (const { locale, prefix, title } of [
  { locale: 'ru', prefix: '', title: 'Документация в AI-ассистенте' },
  { locale: 'en', prefix: '/en', title: 'Use the docs from your AI assistant' },
]) {
  test(`the assistant guide shows each client's configuration and the tools (${locale})`, async ({ page, request }) => {
    await page.goto(`${prefix}/docs/guides/assistant-mcp`)
    await expect(page.locator('article h1')).toHaveText(title)
    await expect(page.locator('aside.nextra-sidebar a[href$="/docs/guides/assistant-mcp"]')).toHaveText(title)
    for (const client of ['Claude Code', 'Cursor', 'VS Code', 'Zed']) await expect(page.locator('article h3', { hasText: client })).toBeVisible()
    await expect(page.locator('article')).toContainText(command)
    // Each JSON configuration starts the server with the site's own address, brand substituted.
    const configs = page.locator('article pre', { hasText: '"command": "npx"' })
    await expect(configs).toHaveCount(5)
    await expect(configs.first()).toContainText(`"${variables.brand_slug}-docs-mcp", "--url", "https://${docsHost}"`)
    for (const tool of ['search_docs', 'read_page', 'get_api_operation', 'list_versions']) await expect(page.locator('article table code', { hasText: tool })).toBeVisible()
    await expect(page.locator('article pre', { hasText: '"--dir"' })).toBeVisible()
    const llms = await (await request.get(`${prefix}/llms.txt`)).text()
    expect(llms).toContain(`(${site.url.replace(/\/$/, '')}${prefix}/docs/guides/assistant-mcp.md)`)
  })
}
