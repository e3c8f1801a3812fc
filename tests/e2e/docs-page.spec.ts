import { execFileSync } from 'node:child_process'
import { site } from '@/site.config.mjs'
import { authorName } from '@/lib/content/git-info.mjs'
import { formatDate } from '@/lib/i18n/dates'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { expect, nextFrames, test, type Page } from './fixtures'

const locales = [
  { locale: 'ru', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const

const sidebar = (page: Page) => page.locator('aside.nextra-sidebar')

for (const { locale, prefix } of locales) {
  const t = dictionaries[locale]

  test.describe(`docs page furniture (${locale})`, () => {
    test('each section has its own sidebar, ordered by _meta, whose first link is the overview', async ({ page }) => {
      await page.goto(`${prefix}/docs/client`)
      const docsLinks = sidebar(page).locator('a')
      await expect(docsLinks.first()).toHaveText(locale === 'ru' ? 'Введение' : 'Introduction')
      await expect(sidebar(page).locator('a[href$="/api/access/key"]')).toHaveCount(0)

      await page.goto(`${prefix}/api/access/key`)
      await expect(sidebar(page).locator('a').first()).toHaveText(locale === 'ru' ? 'Обзор' : 'Overview')
      await expect(sidebar(page)).not.toContainText(locale === 'ru' ? 'Введение' : 'Introduction')
    })

    test('categories stay open when another opens, and the sidebar can be hidden and shown', async ({ page }) => {
      await page.goto(`${prefix}/docs/client`)
      const folders = sidebar(page).locator('button[data-href][aria-expanded]')
      const first = folders.nth(0)
      const second = folders.nth(1)
      await first.click()
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await second.click()
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toHaveAttribute('aria-expanded', 'true')

      const width = async () => (await sidebar(page).boundingBox())!.width
      expect(await width()).toBeGreaterThan(200)
      await page.getByRole('button', { name: t.docs.sidebarHide }).click()
      await expect.poll(width).toBeLessThan(100)
      await page.getByRole('button', { name: t.docs.sidebarShow }).click()
      await expect.poll(width).toBeGreaterThan(200)
    })

    test('a page carries its own branch of the sidebar; another folder brings its pages when opened, once per docs set', async ({ page, request }) => {
      // The HTML (and its RSC payload) holds the open branch, not the pages of the closed folders.
      const html = await (await request.get(`${prefix}/docs/client`)).text()
      expect(html).toContain(`${prefix}/docs/client`)
      expect(html).not.toContain(`${prefix}/docs/administer/request-flow`)
      const trees: string[] = []
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/nav/')) trees.push(new URL(req.url()).pathname)
      })
      await page.goto(`${prefix}/docs/client`)
      const administer = sidebar(page).locator(`button[data-href="${prefix}/docs/administer"]`)
      await administer.click()
      await expect(administer).toHaveAttribute('aria-expanded', 'true')
      const diagnostics = sidebar(page).locator(`a[href="${prefix}/docs/administer/diagnostics"]`)
      await expect(diagnostics).toBeVisible()
      expect(trees).toEqual([`/nav/${locale}/docs-current.json`])
      // A page of that folder, reached in the browser, is the active entry; other folders need no new fetch.
      await diagnostics.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/administer/diagnostics$`))
      await expect(sidebar(page).locator('li.active > a')).toHaveAttribute('href', `${prefix}/docs/administer/diagnostics`)
      const account = sidebar(page).locator(`button[data-href="${prefix}/docs/account"]`)
      await account.click()
      await expect(sidebar(page).locator(`[data-href="${prefix}/docs/account"] + * a`).first()).toBeVisible()
      expect(trees).toHaveLength(1)
    })

    test('a folder whose pages cannot be fetched opens empty, not busy, and the page goes on working', async ({ page }) => {
      await page.route('**/nav/**', (route) => route.abort())
      const failed = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('could not load its pages'))
      await page.goto(`${prefix}/docs/client`)
      const administer = sidebar(page).locator(`button[data-href="${prefix}/docs/administer"]`)
      await administer.click()
      await failed
      await expect(administer).toHaveAttribute('aria-expanded', 'true')
      await expect(administer.locator('xpath=..')).not.toHaveAttribute('aria-busy', /.*/)
      await sidebar(page).locator(`a[href="${prefix}/docs/upload-image"]`).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/upload-image$`))
    })

    test('the phone drawer of a page without a sidebar opens a docs set from its file', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto(`${prefix}/versions`)
      await page.locator('header.site-header .menu-button').click()
      const drawer = page.locator('.nextra-mobile-nav')
      await drawer.getByRole('button', { name: locale === 'ru' ? 'Документация' : 'Documentation', exact: true }).click()
      await expect(drawer.getByRole('link', { name: locale === 'ru' ? 'Введение' : 'Introduction', exact: true })).toBeVisible()
    })

    test('breadcrumbs, the paginator and a table of contents of h2 and h3 headings only', async ({ page }) => {
      await page.goto(`${prefix}/docs/administer/diagnostics`)
      await expect(page.locator('.nextra-breadcrumb')).toContainText(locale === 'ru' ? 'Администрирование' : 'Administration')
      await expect(page.locator('a[href$="/docs/administer/request-flow"]').last()).toBeVisible()

      const tocLinks = await page.locator('nav.nextra-toc a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))
      const headings = await page.locator('article :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id))
      expect(tocLinks.length).toBeGreaterThan(1)
      expect(tocLinks).toEqual(headings)
      await expect(page.locator('nav.nextra-toc')).toHaveAttribute('aria-label', t.docs.tocNav)
    })

    test('"last updated" names the date of the source file\'s last commit and its author as the site knows them', async ({ page }) => {
      const file = `content/${prefix ? 'en/' : ''}docs/client.mdx`
      const [date, email] = execFileSync('git', ['log', '-1', '--format=%aI%x00%ae', '--', file], { encoding: 'utf8' }).trim().split('\0')
      test.skip(!date, 'no git history in this checkout')
      await page.goto(`${prefix}/docs/client`)
      const expected = t.docs.lastUpdatedBy.replace('{date}', formatDate(locale, date.slice(0, 10))).replace('{name}', authorName(email, locale)!)
      await expect(page.locator('.article-footer__updated')).toHaveText(expected)
    })

    test('"edit this page" opens the page\'s source in the repository', async ({ page }) => {
      await page.goto(`${prefix}/api/access/key`)
      const edit = page.getByRole('link', { name: t.docs.editLink })
      await expect(edit).toHaveAttribute('href', `${site.editUrlBase}/content/${prefix ? 'en/' : ''}api/access/key.mdx`)
      await expect(edit).toHaveAttribute('target', '_blank')
    })

    test('code blocks copy their code and wrap their lines on demand', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`${prefix}/docs/client`)
      const block = page.locator('.code-block').first()
      const code = (await block.locator('pre code').textContent())!
      await block.hover()
      await block.getByRole('button', { name: t.docs.copyCode }).click()
      await expect(block.getByRole('button', { name: t.docs.copied })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

      const wrap = block.getByRole('button', { name: t.docs.wrapOn })
      const whiteSpace = () => block.locator('pre code').evaluate((el) => getComputedStyle(el).whiteSpace)
      expect(await whiteSpace()).toBe('pre')
      await wrap.click()
      await expect(wrap).toHaveAttribute('aria-pressed', 'true')
      expect(await whiteSpace()).toBe('pre-wrap')
      await wrap.click()
      expect(await whiteSpace()).toBe('pre')
    })

    test('sections far below are not rendered until the reader comes near; links to their headings still land right', async ({ page }) => {
      const rendered = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
      const inWindow = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect()
          return top >= 0 && bottom <= window.innerHeight
        })
      await page.setViewportSize({ width: 412, height: 823 })
      await page.goto(`${prefix}/docs/client`)
      const sections = page.locator('section.doc-section')
      expect(await sections.count()).toBeGreaterThan(3)
      const lastHeading = sections.last().locator('h2')
      expect(await rendered(sections.first().locator('h2'))).toBe(true)
      expect(await rendered(lastHeading)).toBe(false)

      // Scrolled to, the last section is laid out, and the article's footer after it is in the window.
      await page.locator('.article-footer__edit').scrollIntoViewIfNeeded()
      await expect.poll(() => rendered(lastHeading)).toBe(true)
      await expect.poll(() => inWindow(page.locator('.article-footer__edit'))).toBe(true)

      // A link to the last section, opened afresh (from another page), puts its heading at the top of
      // the window and leaves it there once the sections above it are laid out.
      const id = await lastHeading.getAttribute('id')
      const headingTop = (heading: ReturnType<Page['locator']>) => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))
      const expectAtTop = async (heading: ReturnType<Page['locator']>) => {
        const top = await headingTop(heading)
        expect(top).toBeGreaterThan(0)
        expect(top).toBeLessThan(200)
      }
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`${prefix}/docs/administer/diagnostics`)
      await page.goto(`${prefix}/docs/client#${id}`, { waitUntil: 'networkidle' })
      await nextFrames(page)
      await expectAtTop(lastHeading)

      // A table-of-contents link to a section far below, from the top of a fresh page, does the same.
      await page.goto(`${prefix}/docs/administer/diagnostics`)
      await page.goto(`${prefix}/docs/client`, { waitUntil: 'networkidle' })
      const farHeading = sections.nth((await sections.count()) - 2).locator('h2')
      expect(await rendered(farHeading)).toBe(false)
      await page.locator(`nav.nextra-toc a[href="#${await farHeading.getAttribute('id')}"]`).click()
      await expect.poll(() => headingTop(farHeading)).toBeLessThan(200)
      await nextFrames(page)
      await expectAtTop(farHeading)
    })

    test('code blocks get their buttons once the page runs; without JavaScript they have none', async ({ page, browser }) => {
      await page.goto(`${prefix}/docs/client`)
      const blocks = await page.locator('.code-block').count()
      expect(blocks).toBeGreaterThan(1)
      await expect(page.getByRole('button', { name: t.docs.copyCode })).toHaveCount(blocks)

      const noScript = await browser.newContext({ javaScriptEnabled: false })
      const plain = await noScript.newPage()
      await plain.goto(page.url())
      await expect(plain.locator('.code-block')).toHaveCount(blocks)
      await expect(plain.locator('.code-block__actions, .code-block button')).toHaveCount(0)
      await noScript.close()
    })

    test('an unlisted page says so, is noindex, and is absent from the sidebar and the sitemap', async ({ page, request }) => {
      await page.goto(`${prefix}/docs/guides/early-access`)
      await expect(page.locator('article')).toContainText(t.docs.unlistedText)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(sidebar(page).locator('a[href$="/docs/guides/early-access"]')).toHaveCount(0)
      await page.goto(`${prefix}/docs/guides/ai-tools`)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).toContain('/docs/guides/ai-tools')
      expect(sitemap).not.toContain('early-access')
    })

    test('the feedback widget thanks the reader and remembers the rating of this page', async ({ page }) => {
      await page.goto(`${prefix}/docs/client`)
      const widget = page.locator('.feedback')
      await expect(widget).toContainText(t.feedback.prompt)
      // As a reader gets there: the sections it passes are laid out by the time the widget is in view
      // (a click straight after a jump to the page's end could land before they were).
      await widget.scrollIntoViewIfNeeded()
      await nextFrames(page)
      await widget.getByRole('button', { name: t.feedback.notUseful }).click()
      await expect(widget).toHaveText(t.feedback.thanks)
      await page.reload()
      await expect(page.locator('.feedback')).toHaveText(t.feedback.thanks)
      await page.goto(`${prefix}/docs/creation`)
      await expect(page.locator('.feedback').getByRole('button', { name: t.feedback.useful })).toBeVisible()
    })

    test('the channel table lists all 32 channels with their labels', async ({ page }) => {
      await page.goto(`${prefix}/docs/reference/channels`)
      const rows = page.locator('table.channel-table tbody tr')
      await expect(rows).toHaveCount(32)
      await expect(rows.filter({ hasText: 'test-channel' })).toContainText(locale === 'ru' ? 'Автотесты' : 'Automated tests')
      await expect(page.locator('a.channel-name').first()).toHaveAttribute('href', new RegExp(`^${prefix}/docs/reference/channels#channel-`))
    })

    test('formulas and icons render inside docs pages', async ({ page }) => {
      await page.goto(`${prefix}/docs/administer/resource-limits`)
      await expect(page.locator('article .katex').first()).toBeVisible()
      await page.goto(`${prefix}/docs`)
      const icon = page.locator('article i[class^="ri-"]').first()
      await expect(icon).toBeVisible()
      expect(await icon.evaluate((el) => getComputedStyle(el, '::before').fontFamily)).toContain('remixicon')
    })
  })
}

test.describe('image zoom', () => {
  const figure = (page: Page) => page.locator('article .markdown img').first()
  const dialog = (page: Page) => page.locator('dialog[data-rmiz-modal][open]')
  const overlay = (page: Page) => page.locator('[data-rmiz-modal-overlay="visible"]')
  // The zoom attaches to the image after hydration and 1 s after each route change, replacing it under
  // a scroll that started before: again until it holds.
  const scrollToFigure = (page: Page) => expect(() => figure(page).scrollIntoViewIfNeeded({ timeout: 1000 })).toPass()

  async function open(page: Page) {
    const img = figure(page)
    // The zoom attaches 1 s after the page (or route) loads.
    await expect(page.locator('[data-rmiz-content="found"]').first()).toBeAttached({ timeout: 5_000 })
    // Clicked again until it opens; not once it has (on a busy machine it can open after the wait, and
    // the open dialog would then stand between the click and the image).
    await expect(async () => {
      if (!(await dialog(page).isVisible())) await img.click()
      await expect(dialog(page)).toBeVisible({ timeout: 500 })
    }).toPass()
  }

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/docs/resources/autoscaling')
    await scrollToFigure(page)
  })

  test('opens over a white overlay with no margin, and closes on a click on the overlay', async ({ page }) => {
    await open(page)
    await expect.poll(() => overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
    const zoomed = dialog(page).locator('img').first()
    const box = (await zoomed.boundingBox())!
    // Margin 0: the image meets the viewport edge in at least one dimension.
    expect(Math.max(box.width / 1280, box.height / 900)).toBeGreaterThan(0.98)
    await page.mouse.click(5, 5)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('closes on a click on the zoomed image and on Escape', async ({ page }) => {
    await open(page)
    await dialog(page).locator('img').first().click()
    await expect(dialog(page)).toHaveCount(0)
    await open(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
  })

  test('closes on a scroll of more than 40 px, but not on a smaller one', async ({ page }) => {
    await open(page)
    await page.waitForTimeout(200) // the scroll counts from 150 ms after opening (SPEC §9)
    await page.mouse.move(640, 450)
    await page.mouse.wheel(0, 30)
    await expect(dialog(page)).toBeVisible()
    await page.mouse.wheel(0, 30)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('closes on a window resize', async ({ page }) => {
    await open(page)
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(dialog(page)).toHaveCount(0)
  })

  test('uses the dark overlay in dark mode, following a mode change', async ({ page }) => {
    await page.locator('.theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await open(page)
    await expect.poll(() => overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(50, 50, 50)')
  })

  test('works after client-side navigation, and skips images marked not zoomable', async ({ page }) => {
    await page.goto('/docs/reference/glossary')
    await sidebar(page).getByRole('link', { name: 'Каналы' }).click()
    await expect(page).toHaveURL(/\/docs\/reference\/channels$/)
    const plain = page.locator('article img[data-no-zoom]')
    await expect(plain).toBeVisible()
    await expect(plain.locator('xpath=ancestor::*[@data-rmiz]')).toHaveCount(0)
    await sidebar(page).locator('button[data-href="/docs/resources"]').click()
    await sidebar(page).locator('a[href="/docs/resources/autoscaling"]').click()
    await expect(page).toHaveURL(/\/docs\/resources\/autoscaling$/)
    await scrollToFigure(page)
    await open(page)
  })
})
