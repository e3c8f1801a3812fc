import { expect, test, type Page } from './fixtures'

// The first paint uses only the CSS inlined into the page (lib/export/critical-css.mjs); the
// stylesheets arrive later from the end of <body>. Whatever the reader sees first must already be
// what the stylesheets show: the same boxes, fonts and colours, in both colour modes, at a phone's
// and a desktop's width. Otherwise the page would jump or flash when they arrive.
const pages = ['/docs/client', '/en/api/task-types/asr', '/en', '/blog/2025/10/15/release', '/en/search']
const properties = [
  'display', 'position', 'width', 'height', 'margin-top', 'margin-left', 'padding-top', 'padding-left', 'padding-right',
  'font-size', 'line-height', 'font-weight', 'font-family', 'border-top-width', 'border-top-color', 'color', 'background-color', 'gap', 'visibility',
]

/**
 * Equal values; lengths within 0.1 px or 0.01 % (never a visible difference): the inlined rules come from the stylesheets
 * flattened by Lightning CSS, which keeps numbers as 32-bit floats (a line height of 24.0001 px for
 * 24 px, a box a 1/32 px taller once laid out, 0.2 px over a 4,700 px page).
 */
function same(a: string, b: string) {
  if (a === b) return true
  const length = /^(-?[\d.]+)px$/
  const [x, y] = [length.exec(a), length.exec(b)]
  return !!x && !!y && Math.abs(Number(x[1]) - Number(y[1])) < Math.max(0.1, Math.abs(Number(y[1])) * 1e-4)
}

/** The computed styles of the elements in the first two screens, keyed by their place in the document. */
const styles = (page: Page, url: string) =>
  page.goto(url, { waitUntil: 'load' }).then(async () => {
    // Every section and code block laid out, in both loads: with `content-visibility: auto` one near
    // the second screen's end is laid out or left at its estimate depending on when the browser last
    // checked its distance from the window (1,001 px in one load, 1,224 px in the other).
    await page.addStyleTag({ content: '.doc-section, .code-block > pre { content-visibility: visible !important }' })
    return page.evaluate((names) => {
      const result: Record<string, string> = {}
      // <html> and <body> too: the page's background is theirs (a dark first paint once had a light one).
      document.querySelectorAll('html, body, body *').forEach((element, index) => {
        const box = element.getBoundingClientRect()
        // (The wrong-base-path banner differs on purpose: only the stylesheet removes it.)
        if (box.top > 2 * innerHeight || element.closest('script, style, link, noscript, #base-url-issue-banner')) return
        const computed = getComputedStyle(element)
        const tag = `${index} <${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}">`
        for (const name of names) result[`${tag} ${name}`] = computed.getPropertyValue(name)
      })
      return result
    }, properties)
  })

for (const [width, height] of [[390, 844], [1280, 900]]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme })
      // The site's mode is the reader's choice, light until one is made (not the system's): choose it.
      test.beforeEach(({ page }) => page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme))
      for (const url of pages) {
        test(`${url}: the inlined CSS shows what the stylesheets show`, async ({ page }) => {
          // The page before hydration: its inline scripts (the colour mode) run, Next's never arrive.
          // (Turbopack writes the stylesheets into _next/static/chunks/ too: told apart by their kind.)
          let withheld = 0
          let withholdStylesheets = false
          await page.route('**/_next/static/**', (route) => {
            const kind = route.request().resourceType()
            if (kind === 'script') return route.abort()
            if (kind === 'stylesheet' && withholdStylesheets) return (withheld += 1), route.abort()
            return route.continue()
          })
          const full = await styles(page, url)
          withholdStylesheets = true
          const critical = await styles(page, url)
          // The inlined CSS really is all there was: the page asked for its stylesheets and got none.
          expect(withheld).toBeGreaterThan(0)
          const differences = Object.keys(full)
            .filter((key) => !same(full[key], critical[key]))
            .map((key) => `${key}: ${critical[key]} → ${full[key]}`)
          expect(differences).toEqual([])
        })
      }
    })
  }
}
