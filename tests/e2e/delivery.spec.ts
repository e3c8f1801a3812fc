import type { Response } from '@playwright/test'
import { expect, test, throughNginx } from './fixtures'

// How a browser gets the site from production nginx (deploy/nginx.conf): over HTTPS and HTTP/2,
// the page, its scripts and its stylesheets as the build's brotli twins.
const nginx = throughNginx()

test('a docs page, its scripts and its stylesheets arrive brotli-compressed over HTTP/2', async ({ page }) => {
  const responses: Response[] = []
  page.on('response', (response) => responses.push(response))
  const document = await page.goto(`${nginx.base}/en/docs/client`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  expect((await document!.request().allHeaders())['accept-encoding']).toMatch(/\bbr\b/)
  expect(await document!.headerValue('content-encoding')).toBe('br')
  expect(await document!.headerValue('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')

  const assets = responses.filter((response) => /\/_next\/static\/.+\.(js|css)$/.test(new URL(response.url()).pathname))
  const kinds = assets.map((response) => new URL(response.url()).pathname.split('.').at(-1))
  expect(kinds.filter((kind) => kind === 'css').length).toBeGreaterThanOrEqual(1)
  expect(kinds.filter((kind) => kind === 'js').length).toBeGreaterThanOrEqual(3)
  for (const asset of assets) {
    expect(asset.status(), asset.url()).toBe(200)
    expect(await asset.headerValue('content-encoding'), asset.url()).toBe('br')
  }

  // What the browser negotiated, for the page and every file it loaded.
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => [
      entry.name,
      (entry as PerformanceResourceTiming).nextHopProtocol,
    ]),
  )
  expect(protocols.length).toBeGreaterThan(assets.length)
  for (const [url, protocol] of protocols) expect(protocol, url).toBe('h2')
})
