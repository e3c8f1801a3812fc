import { test as base, type Page } from '@playwright/test'

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
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (response?.ok() && !options?.waitUntil) await hydrated(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (response?.ok() && !options?.waitUntil) await hydrated(page)
      return response
    }
    await use(page)
  },
})
