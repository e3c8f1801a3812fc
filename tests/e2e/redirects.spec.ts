import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gitRenames, redirectFile, redirectPage, siteRedirects } from '@/lib/content/redirects.mjs'
import { redirectsConf } from '@/deploy/redirects.mjs'
import { startNginx } from '../helpers/nginx'
import { startStaticHost } from '../helpers/static-host'
import { expect, test, throughNginx, type Page } from './fixtures'

// Addresses that last (lib/content/redirects.mjs): an old address leads to its page through nginx
// (deploy/nginx.conf, 301 from the build's deploy/redirects.conf), through `npm start` (301 from
// out/_redirects) and through a host that only serves the export's files (its HTML page at the old
// path, with JavaScript off).

const out = path.resolve(process.env.OUT_DIR || 'out')
const nginx = throughNginx()

/** A page that left the current docs after 1.4, in both locales, and where it lives now. */
const upgrade = [
  { from: '/docs/administer/upgrade', to: '/versions/1.4/docs/administer/upgrade', heading: 'Обновление с 1.3 до 1.4', badge: 'Версия 1.4' },
  { from: '/en/docs/administer/upgrade', to: '/en/versions/1.4/docs/administer/upgrade', heading: 'Upgrading from 1.3 to 1.4', badge: 'Version 1.4' },
]

/**
 * A renamed page, as a fixture: a git history in a temporary folder that renames `client-guide` to
 * `client` in both locales (content/docs/client is a real page), its redirects derived as the build
 * derives them, then served by nginx (their redirects.conf) and by a static host (their HTML pages
 * beside the export). The site's content is not touched.
 */
const renamed = [
  { from: '/docs/client-guide', to: '/docs/client', heading: 'Клиент командной строки mlp' },
  { from: '/en/docs/client-guide', to: '/en/docs/client', heading: 'mlp command-line client' },
]
const fixture = { dir: '', nginx: { base: '', stop: () => {} }, host: { base: '', stop: () => {} } }
test.beforeAll(async () => {
  fixture.dir = mkdtempSync(path.join(tmpdir(), 'redirects-e2e-'))
  const repo = path.join(fixture.dir, 'repo')
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, stdio: 'pipe' })
  const text = `---\ntitle: Client\n---\n\n# Client\n\n${'A paragraph long enough for git to see the rename. '.repeat(8)}\n`
  for (const dir of ['content/docs', 'content/en/docs']) {
    mkdirSync(path.join(repo, dir), { recursive: true })
    writeFileSync(path.join(repo, dir, 'client-guide.mdx'), text)
  }
  git('init', '-q')
  git('add', '.')
  git('commit', '-q', '-m', 'a page')
  for (const dir of ['content/docs', 'content/en/docs']) git('mv', `${dir}/client-guide.mdx`, `${dir}/client.mdx`)
  git('commit', '-q', '-m', 'renamed')
  const { redirects, errors } = siteRedirects({ renames: gitRenames({ root: repo, contentDir: path.join(repo, 'content') }) })
  expect(errors).toEqual([])
  expect(redirects.filter((redirect) => redirect.kind === 'renamed').map(({ from, to }) => [from, to])).toEqual(renamed.map(({ from, to }) => [from, to]))
  const conf = path.join(fixture.dir, 'redirects.conf')
  writeFileSync(conf, redirectsConf(redirects))
  const pages = path.join(fixture.dir, 'export')
  for (const redirect of redirects) {
    const file = path.join(pages, redirectFile(redirect.from))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, redirectPage(redirect))
  }
  fixture.nginx = await startNginx(out, { redirectsConf: conf })
  // The fixture's pages first, then the export as the build wrote it.
  fixture.host = await startStaticHost([pages, out])
})
test.afterAll(() => {
  fixture.nginx.stop()
  fixture.host.stop()
  rmSync(fixture.dir, { recursive: true, force: true })
})

/** Follows an old address in the browser and checks that the page it leads to is shown. */
async function leadsTo(page: Page, base: string, from: string, to: string, heading: string) {
  await page.goto(`${base}${from}`, { waitUntil: 'commit' })
  await expect(page).toHaveURL(`${base}${to}`)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test.describe('through nginx', () => {
  for (const { from, to, heading, badge } of upgrade) {
    test(`${from} answers 301 with the 1.4 snapshot's page, as do its slash, its query and its Markdown twin`, async ({ page, request }) => {
      for (const [asked, answer] of [[from, to], [`${from}/`, to], [`${from}?utm=x`, `${to}?utm=x`], [`${from}.md`, `${to}.md`]]) {
        const response = await request.get(`${nginx.base}${asked}`, { maxRedirects: 0 })
        expect(response.status(), asked).toBe(301)
        expect(new URL(response.headers().location, nginx.base).pathname + new URL(response.headers().location, nginx.base).search, asked).toBe(answer)
        expect(response.headers()['strict-transport-security'], asked).toBeTruthy()
      }
      await leadsTo(page, nginx.base, from, to, heading)
      await expect(page.getByText(badge).first()).toBeVisible()
    })
  }

  for (const { from, to, heading } of renamed) {
    test(`the renamed fixture page's old path ${from} answers 301 with its new one`, async ({ page, request }) => {
      const response = await request.get(`${fixture.nginx.base}${from}`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location, fixture.nginx.base).pathname).toBe(to)
      await leadsTo(page, fixture.nginx.base, from, to, heading)
    })
  }

  test('a live page is served as before', async ({ request }) => {
    const response = await request.get(`${nginx.base}/docs/client`, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
  })
})

test.describe('through npm start', () => {
  for (const { from, to } of upgrade) {
    test(`${from} answers 301 with the 1.4 snapshot's page, its Markdown twin too`, async ({ request }) => {
      for (const [asked, answer] of [[from, to], [`${from}/`, to], [`${from}?utm=x`, `${to}?utm=x`], [`${from}.md`, `${to}.md`]]) {
        const response = await request.get(asked, { maxRedirects: 0 })
        expect(response.status(), asked).toBe(301)
        expect(response.headers().location, asked).toBe(answer)
      }
    })
  }
})

test.describe('through the export alone, JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { from, to, heading } of upgrade) {
    test(`${from}: the page at the old path sends the reader to the 1.4 snapshot's page`, async ({ page, request }) => {
      const response = await request.get(`${fixture.host.base}${from}`, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      const locale = from.startsWith('/en/') ? 'en' : 'ru'
      expect(html).toContain(`<html lang="${locale}">`)
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${to.replace(/\./g, '\\.')}">`))
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html).toContain('1.4')
      await leadsTo(page, fixture.host.base, from, to, heading)
    })
  }

  for (const { from, to, heading } of renamed) {
    test(`the renamed fixture page's old path ${from} leads to its new one`, async ({ page }) => {
      await leadsTo(page, fixture.host.base, from, to, heading)
    })
  }

  test('the page at the old path shows its link to a reader whose browser does not follow the refresh', async ({ page }) => {
    const response = await page.request.get(`${fixture.host.base}${upgrade[1].from}`)
    await page.setContent((await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, ''))
    await expect(page.getByRole('heading', { level: 1, name: 'This page has moved' })).toBeVisible()
    await expect(page.getByRole('link', { name: upgrade[1].to })).toHaveAttribute('href', upgrade[1].to)
  })
})
