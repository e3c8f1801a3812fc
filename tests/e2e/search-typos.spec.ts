import { ENGINE_LOAD, expect, test, type Page } from './fixtures'

// Typo tolerance and nonsense (issue #20): the embedded search corrects typos against the built
// vocabulary (lib/search/spelling.ts), gives no results for nonsense instead of Pagefind's
// shortened-word matches, and offers "Did you mean" — in the modal and on /search alike.

const locales = [
  {
    locale: 'ru',
    home: '/docs',
    search: '/search',
    typo: 'глосарий',
    glossary: '/docs/reference/glossary',
    noResults: 'Нет результатов по запросу',
    didYouMean: (query: string) => `Возможно, вы искали ${query}?`,
    // Two typos in a 5-letter word: more than the search corrects by itself, within "Did you mean".
    misspelt: 'кулчи',
    suggestion: 'ключи',
  },
  {
    locale: 'en',
    home: '/en/docs',
    search: '/en/search',
    typo: 'glosary',
    glossary: '/en/docs/reference/glossary',
    noResults: 'No results for',
    didYouMean: (query: string) => `Did you mean ${query}?`,
    misspelt: 'mdoell',
    suggestion: 'model',
  },
] as const

const nonsense = ['qwerty', 'qzxqzxqzxv', 'flibbertigibbet']

async function openModal(page: Page, home: string) {
  await page.goto(home)
  await page.locator('header.site-header .search-button').click()
  await expect(page.locator('.DocSearch-Input')).toBeFocused()
}

/** Waits until the modal answers `query` (its dropdown names the query it shows). */
const answered = (page: Page, query: string) => expect(page.locator('.DocSearch-Dropdown')).toHaveAttribute('data-query', query, ENGINE_LOAD)

for (const t of locales) {
  test.describe(`typos and nonsense (${t.locale})`, () => {
    test('a typo finds the page it meant, first, in the modal and on /search', async ({ page }) => {
      await openModal(page, t.home)
      await page.locator('.DocSearch-Input').fill(t.typo)
      await answered(page, t.typo)
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', t.glossary)

      await page.goto(`${t.search}?q=${encodeURIComponent(t.typo)}`)
      await expect(page.locator('.search-page')).toHaveAttribute('data-status', 'done', ENGINE_LOAD)
      await expect(page.locator('.search-result__title').first()).toHaveAttribute('href', t.glossary)
    })

    test('nonsense gives the no-results screen in the modal and on /search', async ({ page }) => {
      await openModal(page, t.home)
      const input = page.locator('.DocSearch-Input')
      for (const query of nonsense) {
        await input.fill(query)
        await answered(page, query)
        await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(`${t.noResults} "${query}"`)
        await expect(page.locator('.DocSearch-Hit')).toHaveCount(0)
      }
      for (const query of nonsense) {
        await page.goto(`${t.search}?q=${query}`)
        await expect(page.locator('.search-page')).toHaveAttribute('data-status', 'done', ENGINE_LOAD)
        await expect(page.locator('.search-page__empty .search-page__title')).toHaveText(`${t.noResults} «${query}»`)
        await expect(page.locator('.search-result')).toHaveCount(0)
      }
    })

    test('"Did you mean" offers a correction that finds pages, in the modal and on /search', async ({ page }) => {
      await openModal(page, t.home)
      const input = page.locator('.DocSearch-Input')
      await input.fill(t.misspelt)
      await answered(page, t.misspelt)
      const offer = page.locator('.DocSearch-NoResults .search-did-you-mean')
      await expect(offer).toHaveText(t.didYouMean(t.suggestion))
      await offer.getByRole('button', { name: t.suggestion }).click()
      await expect(input).toHaveValue(t.suggestion)
      await expect(input).toBeFocused()
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()

      // Nonsense has nothing to offer.
      await input.fill('qzxqzxqzxv')
      await answered(page, 'qzxqzxqzxv')
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible()
      await expect(page.locator('.search-did-you-mean')).toHaveCount(0)

      await page.goto(`${t.search}?q=${encodeURIComponent(t.misspelt)}`)
      const pageOffer = page.locator('.search-page__did-you-mean')
      await expect(pageOffer).toHaveText(t.didYouMean(t.suggestion))
      await pageOffer.getByRole('button', { name: t.suggestion }).click()
      await expect(page.locator('.search-page__input')).toHaveValue(t.suggestion)
      await expect(page).toHaveURL(`${t.search}?q=${encodeURIComponent(t.suggestion)}`)
      await expect(page.locator('.search-result').first()).toBeVisible()
    })
  })
}
