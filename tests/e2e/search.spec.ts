import { readFragment } from '@/lib/search/vocabulary.mjs'
import { ENGINE_LOAD, expect, test, type Page } from './fixtures'

// Search (issue #8): the search modal (components/search/search-modal/, DocSearch's markup and
// @docsearch/css) over the embedded Pagefind index, and /search.

const ru = {
  home: '/docs',
  placeholder: 'Искать в документации',
  recent: 'Недавние',
  save: 'Сохранить этот поиск',
  favorites: 'Избранное',
  noResults: 'Нет результатов по запросу',
  tryText: 'Попробуйте',
  report: 'Сообщите нам',
  errorTitle: 'Не удалось получить результаты',
  errorHelp: 'Проверьте подключение к сети.',
  seeAll: /^Показать все (\d+) результат(а|ов)?$/,
}
const en = {
  home: '/en/docs',
  placeholder: 'Search docs',
  recent: 'Recent',
  save: 'Save this search',
  favorites: 'Favorite',
  noResults: 'No results for',
  tryText: 'Try',
  report: 'Report to us',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  seeAll: /^See all (\d+) results?$/,
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const modal = (page: Page) => page.locator('.DocSearch-Modal')
const input = (page: Page) => page.locator('.DocSearch-Input')
const searchButton = (page: Page) => page.locator('header.site-header .search-button')

/**
 * Stops the page's clock (installed with `page.clock.install()`) a second from now. Playwright pauses
 * only at a time ahead, and on a busy machine more than that second can pass between reading the page's
 * time and the pause: then it reads again.
 */
async function freezeClock(page: Page) {
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)).toPass()
}

async function openWithButton(page: Page) {
  await searchButton(page).click()
  await expect(input(page)).toBeFocused()
}

/** The number of Pagefind pages a query has with the filters the site uses on a current page. */
async function pagefindCount(page: Page, query: string, language: string) {
  return page.evaluate(
    async ([q, lang]) => {
      const pagefind = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string)
      await pagefind.init()
      const response = await pagefind.search(q, { filters: { language: lang, docs_tag: { any: ['default', 'docs-current', 'api-current'] } } })
      return response.results.length as number
    },
    [query, language],
  )
}

test.describe('search modal', () => {
  test('loads its code and the index only when first opened', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/docs/client')
    await page.waitForLoadState('networkidle')
    expect(requests.filter((url) => /\/pagefind\//.test(url))).toEqual([])
    // The page's own scripts are in; the modal's chunk is one that comes only with the first open.
    const loaded = requests.length
    await openWithButton(page)
    await expect(modal(page)).toBeVisible()
    await expect.poll(() => requests.slice(loaded).filter((url) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(url)).length).toBeGreaterThan(0)
    await expect.poll(() => requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true)
  })

  for (const [locale, t] of [['ru', ru], ['en', en]] as const) {
    test(`opens with the button, Ctrl+K and "/" and closes with Escape (${locale})`, async ({ page }) => {
      await page.goto(t.home)
      await openWithButton(page)
      await expect(input(page)).toHaveAttribute('placeholder', t.placeholder)
      await page.keyboard.press('Escape')
      await expect(modal(page)).toBeHidden()
      await expect(searchButton(page)).toBeFocused()

      await page.keyboard.press('Control+k')
      await expect(modal(page)).toBeVisible()
      await page.keyboard.press('Control+k')
      await expect(modal(page)).toBeHidden()

      await page.keyboard.press('/')
      await expect(modal(page)).toBeVisible()
      await expect(input(page)).toHaveValue('')
      await page.keyboard.press('Escape')
      await expect(modal(page)).toBeHidden()

      // A click on the backdrop closes it too.
      await page.keyboard.press('Control+k')
      await expect(modal(page)).toBeVisible()
      await page.mouse.click(5, 5)
      await expect(modal(page)).toBeHidden()
    })
  }

  test('a failed load of the modal\'s code leaves the page working, and the next open retries', async ({ page }) => {
    await page.goto('/docs/client')
    // Once the page's own scripts are in, every further chunk is the modal's: none loads.
    await page.waitForLoadState('networkidle')
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    // The button reports the failed load (Turbopack's "Failed to load chunk …") once it has given up;
    // a click before that would join the load still failing, not retry it.
    const failed = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Failed to load chunk'))
    await searchButton(page).click()
    await failed
    await expect(modal(page)).toHaveCount(0)
    await expect(page.locator('h1')).toBeVisible()
    await page.unroute('**/_next/static/chunks/**')
    await openWithButton(page)
    await expect(modal(page)).toBeVisible()
  })

  test('"/" typed into a field is text, not a shortcut', async ({ page }) => {
    await page.goto('/search')
    const field = page.locator('.search-page__input')
    await field.click()
    await page.keyboard.type('a/b')
    await expect(field).toHaveValue('a/b')
    await expect(modal(page)).toHaveCount(0)
  })

  test('Ctrl+K works on a Russian keyboard layout (the key types "л")', async ({ page }) => {
    await page.goto('/docs')
    // (The shortcut listener is attached right after hydration; a synthetic event must not be earlier.)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'л', code: 'KeyK', ctrlKey: true, bubbles: true })))
    await expect(modal(page)).toBeVisible()
  })

  test('groups results by section and page and lands on the matching heading (ru)', async ({ page }) => {
    await page.goto('/docs')
    await openWithButton(page)
    await input(page).fill('прогрев по расписанию')
    const sources = page.locator('.DocSearch-Hit-source')
    await expect(sources.first()).toHaveText('Документация', ENGINE_LOAD)
    // «по расписанию»: the heading carries a non-breaking space after the preposition (Russian typography).
    const heading = page.locator('.DocSearch-Hit', { has: page.locator('.DocSearch-Hit-title', { hasText: /^Прогрев по\u00A0расписанию$/ }) }).first()
    await expect(heading).toBeVisible()
    await expect(heading.locator('.DocSearch-Hit-path mark').first()).toBeVisible()
    await heading.click()
    await expect(page).toHaveURL(/\/docs\/administer\/service-autoscaling#/)
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#прогрев-по-расписанию')
    await expect(modal(page)).toHaveCount(0)
    await expect(page.locator('h3[id="прогрев-по-расписанию"]')).toBeInViewport()
  })

  test('lands on a heading with the keyboard (en)', async ({ page }) => {
    await page.goto('/en/blog')
    await openWithButton(page)
    await input(page).fill('scheduled warm-up')
    const hit = page.locator('.DocSearch-Hit', { has: page.locator('.DocSearch-Hit-title', { hasText: /^Scheduled warm-up$/ }) }).first()
    await expect(hit).toBeVisible(ENGINE_LOAD)
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Documentation')
    // Move the selection to that hit, then Enter.
    for (let i = 0; i < 20 && (await hit.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/docs\/administer\/service-autoscaling#scheduled-warm-up$/)
    await expect(page.locator('h3#scheduled-warm-up')).toBeInViewport()
  })

  test('arrow keys wrap and move aria-activedescendant, the mouse selects, Tab stays in the dialog, Ctrl+Enter opens a tab', async ({ page }) => {
    await page.goto('/en/docs/administer/service-autoscaling')
    await page.evaluate(() => window.scrollTo(0, 300))
    const scrollY = await page.evaluate(() => window.scrollY)
    expect(scrollY).toBeGreaterThan(0)
    // The shortcut, not a click: a click would scroll the header's button into view first.
    await page.keyboard.press('Control+k')
    await expect(input(page)).toBeFocused()
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true')
    await expect(page.locator('body')).toHaveClass(/\bDocSearch--active\b/)
    await input(page).fill('quota')
    // The whole answer, excerpts and headings in (first come the titles and links).
    await expect(page.locator('.DocSearch-Dropdown[data-query="quota"]:not([aria-busy])')).toBeAttached(ENGINE_LOAD)
    // …and of the rows below the first screen, fetched once scrolled to: the last row stays the last.
    await page.locator('.DocSearch-Hit').last().scrollIntoViewIfNeeded()
    await expect(page.locator('.DocSearch-Hit[data-pending]')).toHaveCount(0)
    const options = page.locator('.DocSearch-Hit[role="option"]')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    expect(await options.count()).toBeGreaterThan(2)
    const idOf = async (index: number) => (await options.nth(index).getAttribute('id'))!
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(0))
    await page.keyboard.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!)
    await page.keyboard.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(1))
    await options.nth(2).hover()
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false')

    const href = (await options.nth(2).locator('a').getAttribute('href'))!
    const tab = page.context().waitForEvent('page')
    await page.keyboard.press('Control+Enter')
    const opened = await tab
    await opened.waitForLoadState()
    expect(decodeURIComponent(new URL(opened.url()).pathname + new URL(opened.url()).hash)).toBe(href)
    await opened.close()
    await expect(modal(page)).toBeVisible()

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(modal(page)).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveClass(/\bDocSearch--active\b/)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
  })

  for (const [locale, t, query] of [['ru', ru, 'квота'], ['en', en, 'quota']] as const) {
    test(`keeps recent and favorite searches across a reload (${locale})`, async ({ page }) => {
      await page.goto(t.home)
      await openWithButton(page)
      await input(page).fill(query)
      const first = page.locator('.DocSearch-Hit a').first()
      await expect(first).toBeVisible(ENGINE_LOAD)
      const title = (await page.locator('.DocSearch-Hit').first().locator('.DocSearch-Hit-title').textContent())!.trim()
      await first.click()
      await expect(modal(page)).toHaveCount(0)

      await page.reload()
      await openWithButton(page)
      await expect(page.locator('.DocSearch-Hit-source', { hasText: t.recent })).toBeVisible()
      const recent = page.locator('.DocSearch-Hit', { hasText: title }).first()
      await expect(recent).toBeVisible()
      // The star saves it as a favorite.
      await recent.hover()
      await recent.getByTitle(t.save).click()
      await expect(page.locator('.DocSearch-Hit-source', { hasText: t.favorites })).toBeVisible()

      await page.reload()
      await openWithButton(page)
      await expect(page.locator('.DocSearch-Hit-source', { hasText: t.favorites })).toBeVisible()
      await expect(page.locator('.DocSearch-Hit', { hasText: title }).first()).toBeVisible()
    })
  }

  for (const [locale, t, found] of [['ru', ru, 'квота'], ['en', en, 'quota']] as const) {
    test(`shows no results with "Try" suggestions and the report link (${locale})`, async ({ page }) => {
      await page.goto(t.home)
      await openWithButton(page)
      // A query with results first: its sections become suggestions too.
      await input(page).fill(found)
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)
      await input(page).fill('zzqxjv')
      const screen = page.locator('.DocSearch-NoResults')
      await expect(screen.locator('.DocSearch-Title')).toHaveText(`${t.noResults} "zzqxjv"`)
      await expect(screen.locator('.DocSearch-Help').first()).toHaveText(`${t.tryText}:`)
      const suggestions = screen.locator('.DocSearch-Prefill')
      await expect(suggestions.first()).toBeVisible()
      const link = screen.getByRole('link', { name: t.report })
      await expect(link).toHaveAttribute('href', /^https:\/\/git\.orbita\.example\/docs\/ml-docs\/issues\/new\?.*title=Search%3A%20zzqxjv$/)
      // A suggestion runs as a query.
      const suggestion = (await suggestions.first().textContent())!
      await suggestions.first().click()
      await expect(input(page)).toHaveValue(`${suggestion.toLowerCase()} `)
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
    })

    test(`shows the error screen when the index is unreachable, and recovers (${locale})`, async ({ page }) => {
      await page.goto(t.home)
      await page.route('**/pagefind/**', (route) => route.abort())
      await openWithButton(page)
      await input(page).fill(found)
      const screen = page.locator('.DocSearch-ErrorScreen')
      await expect(screen.locator('.DocSearch-Title')).toHaveText(t.errorTitle)
      await expect(screen.locator('.DocSearch-Help')).toHaveText(t.errorHelp)
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0)
      await page.unroute('**/pagefind/**')
      await input(page).fill(`${found} `)
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)
      await expect(screen).toHaveCount(0)
    })

    test(`"See all" shows the count of the current query and opens the search page (${locale})`, async ({ page }) => {
      const second = locale === 'ru' ? 'автомасштабирование' : 'autoscaling'
      await page.goto(t.home)
      const expected = [await pagefindCount(page, found, locale), await pagefindCount(page, second, locale)]
      expect(expected[0]).not.toBe(expected[1])
      await openWithButton(page)
      const footer = page.locator('.DocSearch-HitsFooter a')
      await input(page).fill(found)
      await expect(footer).toHaveText(t.seeAll, ENGINE_LOAD)
      expect(Number(t.seeAll.exec((await footer.textContent())!)![1])).toBe(expected[0])
      await input(page).fill(second)
      await expect(footer).not.toHaveText(new RegExp(`\\b${expected[0]}\\b`))
      expect(Number(t.seeAll.exec((await footer.textContent())!)![1])).toBe(expected[1])
      await footer.click()
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/search\\?q=${encodeURIComponent(second)}$`))
      await expect(page.locator('.search-page__input')).toHaveValue(second)
      await expect(page.locator('.search-result').first()).toBeVisible()
    })
  }

  test('finds other Russian word forms (stemming)', async ({ page }) => {
    await page.goto('/docs')
    await openWithButton(page)
    await input(page).fill('автомасштабирования')
    // The genitive query highlights the nominative on the page of that name.
    await expect(page.locator('.DocSearch-Hit-title', { hasText: /^Автомасштабирование сервиса$/ }).first()).toBeVisible(ENGINE_LOAD)
    await expect(page.locator('.DocSearch-Hit mark', { hasText: /^Автомасштабирование(?![а-яё])/i }).first()).toBeVisible()
  })

  test('finds words next to the non-breaking spaces of Russian typography', async ({ page }) => {
    // The page writes «на четырёх уровнях — ключ доступа» and «до 32 768 токенов» with U+00A0
    // (lib/page/russian-typography.mjs): each word is still a word of its own in the index.
    await page.goto('/docs')
    const found = await page.evaluate(async () => {
      const pagefind = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string)
      await pagefind.init()
      const urls = async (q: string) => {
        const response = await pagefind.search(q, { filters: { language: 'ru' } })
        const data = await Promise.all(response.results.map((r: { data: () => Promise<{ url: string }> }) => r.data()))
        return data.map((d) => d.url)
      }
      return { level: await urls('четырёх уровнях'), tokens: await urls('768 токенов'), group: await urls('32') }
    })
    expect(found.level).toContain('/docs/administer/resource-limits')
    expect(found.tokens).toContain('/blog/2024/08/19/llama-3-1')
    expect(found.group).toContain('/blog/2024/08/19/llama-3-1')
  })

  test('searches only current docs and API plus default pages; a preferred version filters docs hits', async ({ page }) => {
    await page.goto('/docs')
    const tags = await page.evaluate(async () => {
      const pagefind = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string)
      await pagefind.init()
      const response = await pagefind.search('сервис', { filters: { language: 'ru', docs_tag: { any: ['default', 'docs-current', 'api-current'] } } })
      const data = await Promise.all(response.results.map((r: { data: () => Promise<unknown> }) => r.data()))
      return (data as Array<{ url: string; filters: { docs_tag: string[] } }>).map((d) => [d.url, d.filters.docs_tag.join()])
    })
    expect(tags.length).toBeGreaterThan(10)
    for (const [url, tag] of tags) {
      if (url.startsWith('/docs')) expect(tag, url).toBe('docs-current')
      else if (url.startsWith('/api')) expect(tag, url).toBe('api-current')
      else expect(tag, url).toBe('default')
    }

    // Outside the docs (here: the blog), a reader who prefers docs 1.4 (no such pages on this
    // build) gets no current docs hits; API hits stay. On a docs page its own version wins.
    await page.goto('/blog')
    await openWithButton(page)
    await input(page).fill('квота')
    await expect(page.locator('.DocSearch-Hit-source', { hasText: /^Документация$/ })).toBeVisible(ENGINE_LOAD)
    await page.keyboard.press('Escape')
    await page.evaluate(() => localStorage.setItem('preferred-version:docs', '1.4'))
    await openWithButton(page)
    await input(page).fill('квота ')
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible()
    await expect(page.locator('.DocSearch-Hit-source', { hasText: /^Документация$/ })).toHaveCount(0)
    await expect(page.locator('.DocSearch-Hit-source', { hasText: /^API$/ })).toBeVisible()
  })

  test('looks right in dark mode and as an icon on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/docs')
    await expect(searchButton(page)).toBeVisible()
    await expect(searchButton(page).locator('.search-button__label')).toBeHidden()
    expect((await searchButton(page).boundingBox())!.width).toBeLessThanOrEqual(40)
    await page.locator('.theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await searchButton(page).click()
    await expect(modal(page)).toBeVisible()
    const background = await modal(page).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toBe('rgb(21, 23, 42)')
    // No "Search by Algolia" logo over the embedded index.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden()
  })
})

// On a phone the search waits on a slow link (bench/search-phone.mjs): nothing else may use it while
// the search is open, and a query fetches the excerpts of what it shows, never of the queries typed
// on the way to it.
test.describe('search on a slow link', () => {
  const prefetchRequests = (page: Page) => {
    const urls: string[] = []
    // The router's prefetches: its payload requests, and the HEAD request that first checks the page exists.
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] || request.method() === 'HEAD') urls.push(`${request.method()} ${request.url()}`)
    })
    return urls
  }

  for (const how of ['the button', '"/"'] as const) {
    test(`opening the search with ${how} starts no route prefetch until it closes`, async ({ page }) => {
      const prefetches = prefetchRequests(page)
      await page.goto('/docs/client')
      await page.waitForLoadState('networkidle')
      if (how === 'the button') await searchButton(page).click()
      else await page.keyboard.press('/')
      await expect(input(page)).toBeFocused()
      await input(page).pressSequentially('квота')
      await expect(page.locator('.DocSearch-Dropdown[data-query="квота"]:not([aria-busy]) .DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)
      // Reading the results is interacting too.
      await page.mouse.move(200, 300)
      await page.mouse.wheel(0, 100)
      await page.waitForLoadState('networkidle')
      expect(prefetches).toEqual([])
      await page.keyboard.press('Escape')
      await expect(modal(page)).toHaveCount(0)
      // Closed: the links of the page are prefetched again.
      await expect.poll(() => prefetches.length).toBeGreaterThan(0)
    })
  }

  test('a typed query fetches the excerpts of the results it shows, and none for the queries typed on the way', async ({ page }) => {
    // Time stands still while the letters are typed, so that the pause after which a query's excerpts
    // are fetched ends for the last query only, however slowly this machine types.
    await page.clock.install()
    await page.goto('/en/docs')
    const fragments: Promise<string>[] = []
    page.on('requestfinished', (request) => {
      if (request.url().includes('/pagefind/fragment/')) fragments.push(request.response().then(async (response) => readFragment(await response!.body()).url))
    })
    await openWithButton(page)
    await page.waitForLoadState('networkidle')
    await freezeClock(page)
    await input(page).pressSequentially('autoscaling')
    // The titles and links of the results come first (the excerpts are on their way).
    const dropdown = page.locator('.DocSearch-Dropdown')
    await expect(dropdown).toHaveAttribute('data-query', 'autoscaling', ENGINE_LOAD)
    await expect(dropdown).toHaveAttribute('aria-busy', 'true')
    const outline = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(outline.length).toBeGreaterThan(3)
    expect(fragments).toEqual([])
    // The reader moves to the third result before the excerpts arrive, and stays on it after.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a')
    await expect(selected).toHaveAttribute('href', outline[2]!)
    await page.clock.resume()
    await expect(dropdown).not.toHaveAttribute('aria-busy')
    await expect(dropdown).toHaveAttribute('data-query', 'autoscaling')
    await expect(selected).toHaveAttribute('href', outline[2]!)
    // Every page keeps its row. Those on the first screen fetched their excerpts, once each; the rows
    // below it are titles and links until they are scrolled into view.
    const hrefs = (links: Element[]) => links.map((link) => link.getAttribute('href'))
    const pages = await page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child) a').evaluateAll(hrefs)
    expect(pages).toEqual(outline)
    const waiting = await page.locator('.DocSearch-Hit[data-pending] a').evaluateAll(hrefs)
    expect(waiting.length, 'results below the first screen').toBeGreaterThan(0)
    const screenBottom = await dropdown.evaluate((element) => element.getBoundingClientRect().bottom)
    expect((await page.locator('.DocSearch-Hit[data-pending]').first().boundingBox())!.y).toBeGreaterThanOrEqual(screenBottom)
    const onScreen = pages.filter((url) => !waiting.includes(url))
    await expect.poll(() => fragments.length).toBe(onScreen.length)
    expect((await Promise.all(fragments)).sort()).toEqual([...onScreen].sort())
    await expect(page.locator('.DocSearch-Hit-path mark').first()).toBeVisible()
    // Scrolled to the end: the others' excerpts, each fetched once; the reader's row is still theirs.
    await page.locator('.DocSearch-Hit').last().scrollIntoViewIfNeeded()
    await expect(page.locator('.DocSearch-Hit[data-pending]')).toHaveCount(0)
    await expect.poll(() => fragments.length).toBe(pages.length)
    expect((await Promise.all(fragments)).sort()).toEqual([...pages].sort())
    await expect(selected).toHaveAttribute('href', outline[2]!)
  })

  test('before the first results a letter typed on is not searched; a query of one letter is, once the reader pauses on it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/en/docs')
    const chunks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/index/')) chunks.push(new URL(request.url()).pathname)
    })
    await openWithButton(page)
    await page.waitForLoadState('networkidle')
    // Time stands still: however slowly this machine types, the reader never pauses.
    await freezeClock(page)
    await input(page).press('q')
    await page.waitForLoadState('networkidle')
    expect(chunks, 'no index chunk for the one letter').toEqual([])
    await input(page).press('u')
    await expect(page.locator('.DocSearch-Dropdown[data-query="qu"] .DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)
    expect(chunks.length).toBeGreaterThan(0)
    // Back to one letter, and a pause: it is searched.
    await input(page).press('Backspace')
    await expect(input(page)).toHaveValue('q')
    await page.clock.runFor(300)
    await expect(page.locator('.DocSearch-Dropdown[data-query="q"] .DocSearch-Hit').first()).toBeVisible()
  })

  test('the files the first query needs are asked for once, ahead, when the pointer reaches the button', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/docs/client')
    await page.waitForLoadState('networkidle')
    await searchButton(page).hover()
    // The index meta too: it is named by the build's tag, so it is preloaded with the entry file that names it.
    const meta = new URL(await page.locator('link[rel="preload"][href$=".pf_meta"]').getAttribute('href', { timeout: 5_000 }) ?? '', page.url()).pathname
    expect(meta).toMatch(/^\/pagefind\/pagefind\.ru_\w+\.pf_meta$/)
    const files = ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', meta, '/pagefind/wasm.ru.pagefind', '/pagefind/vocabulary.ru.json']
    await expect.poll(() => files.filter((file) => requests.includes(file))).toEqual(files)
    await searchButton(page).click()
    await input(page).fill('квота')
    await expect(page.locator('.DocSearch-Dropdown[data-query="квота"]:not([aria-busy]) .DocSearch-Hit').first()).toBeVisible(ENGINE_LOAD)
    // Pagefind took the preloaded responses: nothing twice, no other meta (and no worker of its own).
    expect(files.map((file) => requests.filter((url) => url === file).length)).toEqual([1, 1, 1, 1, 1])
    expect(requests.filter((url) => url.endsWith('.pf_meta'))).toEqual([meta])
    expect(requests.filter((url) => url.endsWith('/pagefind-worker.js'))).toEqual([])
  })
})

test.describe('search page', () => {
  test('reads q, counts with plural forms, updates the URL while typing and shows more', async ({ page }) => {
    await page.goto('/search?q=%D0%BA%D0%B2%D0%BE%D1%82%D0%B0')
    await expect(page).toHaveTitle(/^Поиск \|/)
    await expect(page.locator('.search-page__input')).toHaveValue('квота')
    const count = page.locator('.search-page__count')
    await expect(count).toHaveText(/^Найдено \d+ документ(а|ов)?$/, ENGINE_LOAD)
    const total = Number(/\d+/.exec((await count.textContent())!)![0])
    expect(total).toBeGreaterThan(10)
    const results = page.locator('.search-result')
    await expect(results).toHaveCount(10)
    await expect(results.first().locator('mark').first()).toBeVisible()
    await page.getByRole('button', { name: 'Показать ещё' }).click()
    await expect(results).toHaveCount(Math.min(20, total))

    await page.locator('.search-page__input').fill('автомасштабирование')
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('автомасштабирование')}`)
    await expect(count).toHaveText(/^Найдено \d+ документ/)
    // Stemming: pages that have only the genitive form are found.
    const all = Number(/\d+/.exec((await count.textContent())!)![0])
    for (let shown = 10; shown < all; shown += 10) {
      await expect(results).toHaveCount(shown)
      await page.getByRole('button', { name: 'Показать ещё' }).click()
    }
    await expect(results).toHaveCount(all)
    await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0)
    await expect(page.locator('.search-result__title[href="/api/rest/training-api"]')).toBeVisible()
  })

  test('works in English and shows no results, errors and the report link', async ({ page }) => {
    await page.goto('/en/search?q=quota')
    await expect(page.locator('.search-page__count')).toHaveText(/^Found \d+ documents?$/, ENGINE_LOAD)
    await expect(page.locator('.search-result__title').first()).toHaveAttribute('href', /^\/en\//)
    await page.locator('.search-page__input').fill('zzqxjv')
    await expect(page.locator('.search-page__empty')).toContainText('No results for «zzqxjv»')
    await expect(page.getByRole('link', { name: 'Report to us' })).toHaveAttribute('href', /title=Search%3A%20zzqxjv$/)
    await page.route('**/pagefind/**', (route) => route.abort())
    await page.reload()
    await expect(page.locator('.search-page__error')).toContainText('Unable to fetch results')
  })

  test('what is typed before the page\'s code arrives is kept, with focus and caret, and searched', async ({ page }) => {
    // The search page's chunk, the one chunk its HTML does not list, is held until the reader has
    // typed into the prerendered form.
    const listed = /<script data-scripts="([^"]*)"/.exec(await (await page.request.get('/en/search')).text())![1].split(' ')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (/\.js$/.test(route.request().url()) && !listed.includes(new URL(route.request().url()).pathname)) await held
      await route.continue()
    })
    await page.goto('/en/search')
    const field = page.locator('.search-page__input')
    await field.click()
    await page.keyboard.type('quta')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    release()
    await expect(page.locator('.search-page[data-status="done"]')).toBeVisible()
    await expect(field).toBeFocused()
    await page.keyboard.type('o')
    await expect(field).toHaveValue('quota')
    await expect(page).toHaveURL('/en/search?q=quota')
    await expect(page.locator('.search-page__count')).toHaveText(/^Found \d+ documents?$/)
  })

  test('a plain visit asks for a query', async ({ page }) => {
    await page.goto('/en/search')
    await expect(page.locator('.search-page__status')).toHaveText('Type a query to search the documentation, the API reference and the blog.')
  })
})

/** In one look at the page: the query of the no-results screen, "hits", or null (still loading). */
const screenOf = (page: Page, emptyQuery: string, hit: string) =>
  page.evaluate(([emptyQuery, hit]) => document.querySelector(emptyQuery)?.textContent ?? (document.querySelector(hit) ? 'hits' : null), [emptyQuery, hit])

test.describe('hostile queries render as text', () => {
  const payloads = [
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    `" ' \\ </mark><mark>`,
    'مرحبا بالعالم 👋🏽 שלום',
    `${'long-query '.repeat(90)}end-query!`, // 1,000 characters
  ]

  const noDialogs = (page: Page) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    return dialogs
  }
  const injected = (page: Page) => page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload], [onerror]').length)

  // Five queries each, the first of them loading the engine: more than the default limit on a busy host.
  test('in the modal', async ({ page }) => {
    test.setTimeout(90_000)
    const dialogs = noDialogs(page)
    await page.goto('/docs')
    for (const payload of payloads) {
      if (!(await modal(page).isVisible())) await openWithButton(page)
      await input(page).fill(payload)
      const shown = payload.slice(0, 512)
      await expect(input(page)).toHaveValue(shown)
      // Either "No results for" + the query as text, or hits (some of these words are in the docs).
      await expect.poll(() => screenOf(page, '.DocSearch-NoResults .DocSearch-Title strong', '.DocSearch-Hit'), ENGINE_LOAD).toMatch(new RegExp(`^(hits|${escapeRegExp(shown)})$`))
    }
    expect(dialogs).toEqual([])
    expect(await injected(page)).toBe(0)
  })

  test('on the search page', async ({ page }) => {
    test.setTimeout(90_000)
    const dialogs = noDialogs(page)
    for (const payload of payloads) {
      await page.goto(`/search?q=${encodeURIComponent(payload)}`)
      const shown = payload.slice(0, 512)
      await expect(page.locator('.search-page__input')).toHaveValue(shown)
      await expect.poll(() => screenOf(page, '.search-page__empty strong', '.search-result'), ENGINE_LOAD).toMatch(new RegExp(`^(hits|${escapeRegExp(shown)})$`))
      expect(await injected(page)).toBe(0)
    }
    expect(dialogs).toEqual([])
  })
})
