import { test as base, type Page, type Response } from '@playwright/test'

export { expect } from '@playwright/test'
export type { Page } from '@playwright/test'

/** Resolves once React has hydrated the site header (its buttons then respond to clicks). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('header.site-header button')
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })

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
