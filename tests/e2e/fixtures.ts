import { test as base, type Page, type Response } from '@playwright/test'
import { startNginx } from '../helpers/nginx'

export { expect } from '@playwright/test'
export type { Page } from '@playwright/test'

/** Resolves once React has hydrated the site header (its buttons then respond to clicks). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('header.site-header button')
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })

/**
 * For the first results after the search engine, its wasm and the index load from nothing: the search
 * allows itself 15 s for that (lib/search/pagefind-backend.ts), and on a busy 2-core CI host it took over 7.
 */
export const ENGINE_LOAD = { timeout: 20_000 }

/** Resolves after the browser's next two frames: what changed before it is laid out and painted. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * `page.goto` and `page.reload` that also wait for hydration, so tests click when a reader's
 * click would work (the scripts load after the first paint, so after the load event:
 * lib/export/scripts-after-paint.mjs). Error pages (404) and calls that name their own
 * `waitUntil` are returned as they are.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const thenHydrated = async (response: Response | null, options?: { waitUntil?: unknown }) => {
      if (response?.ok() && !options?.waitUntil) await hydrated(page)
      return response
    }
    page.goto = async (url, options) => thenHydrated(await goto(url, options), options)
    page.reload = async (options) => thenHydrated(await reload(options), options)
    await use(page)
  },
})

/**
 * The file's tests read the export through the real nginx (deploy/nginx.conf over HTTPS and HTTP/2,
 * tests/helpers/nginx.ts) instead of `npm start`. Returns it; its `base` is set before the first test.
 */
export function throughNginx() {
  const nginx = { base: '', stop: () => {} }
  // The certificate is made for the run, trusted by no browser.
  test.use({ ignoreHTTPSErrors: true })
  test.beforeAll(async () => {
    Object.assign(nginx, await startNginx())
  })
  test.afterAll(() => nginx.stop())
  return nginx
}
