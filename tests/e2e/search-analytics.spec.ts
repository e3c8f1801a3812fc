import { expect, hydrated, test, type Page } from './fixtures'

// A search that finds nothing is sent to the analytics counters (components/search/use-no-results-event.ts)
// when analytics are on, and nothing leaves the page when they are off. The counters are chosen at
// build time (NEXT_PUBLIC_METRIKA_ID) and reach the search only as its config props in the page's RSC
// payload (its .txt file); instead of a second build, the "on" test is served the export as an analytics build has
// it (those props set), with Metrika's `ym` a recording stub in place of its script (never the real
// service). The "off" test reads the export as built.

const METRIKA_ID = '12345678'
const off = '"analytics":{"metrikaId":"","gtmId":""}'
const on = `"analytics":{"metrikaId":"${METRIKA_ID}","gtmId":""}`
const asAnalyticsBuild = (text: string) => text.replaceAll(off.replaceAll('"', '\\"'), on.replaceAll('"', '\\"')).replaceAll(off, on)

/** Metrika's global function, recording its calls (`window.__ym`). */
const stubMetrika = (page: Page) =>
  page.addInitScript(() => {
    const calls: unknown[][] = []
    Object.assign(window, { __ym: calls, ym: (...args: unknown[]) => void calls.push(args) })
  })

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __ym: unknown[][] }).__ym)

async function searchNothing(page: Page, query: string) {
  await page.locator('header .search-button').click()
  await page.locator('.DocSearch-Input').fill(query)
  await expect(page.locator('.DocSearch-NoResults')).toContainText(query, { timeout: 20_000 })
}

test.describe('a search with no results', () => {
  test('is sent once, with its query, when analytics are on', async ({ page, baseURL }) => {
    await stubMetrika(page)
    await page.route(
      (url) => url.origin === new URL(baseURL!).origin && !/\.[a-z0-9]+$/i.test(url.pathname.replace(/\.txt$/, '')),
      async (route) => {
        const response = await route.fetch()
        const type = response.headers()['content-type'] ?? ''
        if (!/text\/(html|x-component|plain)/.test(type)) return route.fulfill({ response })
        await route.fulfill({ response, body: asAnalyticsBuild(await response.text()) })
      },
    )
    await page.goto('/en/docs')
    // Served as an analytics build: the payload the page hydrated from (its own file) holds the counter.
    expect(await page.evaluate(() => fetch('/en/docs.txt').then((response) => response.text()))).toContain(`"metrikaId":"${METRIKA_ID}"`)
    await searchNothing(page, 'qwzxvbnm flibbertigibbet')
    // Sent once the query stayed unanswered (the reader stopped typing): one event, with the query.
    await page.waitForFunction(() => (window as unknown as { __ym: unknown[] }).__ym.length > 0)
    await page.keyboard.press('Escape')
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0)
    expect(await recorded(page)).toEqual([[Number(METRIKA_ID), 'reachGoal', 'search_no_results', { query: 'qwzxvbnm flibbertigibbet', locale: 'en' }]])
    // A prefetch still on its way when the test ends is not the test's concern.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('sends nothing anywhere when analytics are off', async ({ page, baseURL }) => {
    await stubMetrika(page)
    await page.goto('/docs')
    await hydrated(page)
    const left: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) left.push(request.url())
    })
    await searchNothing(page, 'йцукенгшщз')
    // Closing the search sends a waiting query at once when analytics are on: here, nothing.
    await page.keyboard.press('Escape')
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0)
    expect(await recorded(page)).toEqual([])
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    expect(left).toEqual([])
  })
})
