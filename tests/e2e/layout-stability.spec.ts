import { expect, hydrated, nextFrames, test, type Page } from './fixtures'

// Nothing moves while a page loads on a phone: a slow network and a 4x slower CPU applied to the
// browser (as Lighthouse's devtools throttling does), so the first paint shows a partly parsed page
// and hydration comes seconds later. Every layout shift from the first paint to after hydration
// counts. (A scrollbar appearing as the page grew once shifted the whole article: CLS 0.31.)
const pages = ['/docs/client', '/en/docs/client', '/api/task-types/asr', '/en', '/blog/2025/10/15/release', '/en/search']

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  // Lighthouse's slow 4G: 562.5 ms per request, 1.47 Mbit/s down, 675 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 184_320, uploadThroughput: 86_400 })
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

for (const url of pages) {
  test(`no layout shift while ${url} loads on a throttled phone`, async ({ page }) => {
    test.slow()
    await page.addInitScript(() => {
      const shifts: string[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        const where = ({ node, previousRect: a, currentRect: b }: Source) =>
          `${node?.nodeName} "${node?.textContent?.slice(0, 30)}" ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: Source[] })[]) {
          // Every shift counts, as in Lighthouse: nothing is clicked here, yet Chrome marks some shifts
          // of a load as following input (the footer's spacer, once, was).
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources?.map(where).join('; ')}`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await throttle(page)
    await page.goto(url, { waitUntil: 'load' })
    await hydrated(page)
    // Whatever hydration changes is laid out by the next frame.
    await nextFrames(page)
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
  })
}

// Code blocks out of the window are not laid out until they come near it (styles/site.css,
// content-visibility); until then each takes the height its lines give. If that height were wrong,
// a reader who jumps to a heading far down the page would see the text move as blocks above it
// were laid out, and find-in-page or a TOC link would land off target.
for (const { width, url } of [
  { width: 412, url: '/en/api/task-types/gpt' },
  { width: 1280, url: '/docs/client' },
]) {
  test(`code blocks of ${url} out of the window already have their laid-out height (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 })
    await page.goto(url)
    const blocks = page.locator('.code-block > pre')
    expect(await blocks.count()).toBeGreaterThan(2)
    const before = await blocks.evaluateAll((pres) => pres.map((pre) => pre.getBoundingClientRect().height))
    const after: number[] = []
    for (const pre of await blocks.all()) {
      await pre.scrollIntoViewIfNeeded()
      await nextFrames(page)
      after.push(await pre.evaluate((element) => element.getBoundingClientRect().height))
    }
    expect(before).toEqual(after)
  })
}

// On a slow network the HTML can arrive cut anywhere, also inside the Markdown menu's summary at the
// end of the version row: a pill sized by its text would move as the rest arrived (CI saw it once
// in the test above). Its box is the same with only its icon as with everything.
for (const url of ['/docs/client', '/en/api/rest/services']) {
  test(`the page menu's box does not depend on its text (${url}, 412 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(url)
    const summary = page.locator('.page-menu summary')
    const box = () => summary.evaluate((element) => element.getBoundingClientRect().toJSON())
    const whole = await box()
    await summary.evaluate((element) => element.replaceChildren(element.querySelector('i')!))
    expect(await box()).toEqual(whole)
  })
}


// The throttled loads above see the HTML cut where the network happened to cut it, so a shift that
// only one cut shows fails them at random (CI saw three: the page menu's summary parsed without its
// text; the version switcher's button, and a blog post's tag link, parsed empty: an empty inline box
// sits on its line's baseline). Here every cut is tried: the page is served cut before and after each
// tag of its first screen (the element still empty) and in the middle of each text, and what is already
// parsed and visible must be where the whole page puts it. Scripts are held back: this is the parser's
// page, before hydration. Parts of the page a phone does not show (the sidebar, the table of contents,
// the closed menu) are not cut inside.
const HIDDEN_ON_A_PHONE = /<(aside|nav) (?:id="[^"]*" )?class="nextra-(?:mobile-nav|sidebar|toc)\b/g
/** How much of <main> is cut at every tag: more than a phone's first screen of any of the pages. */
const FIRST_SCREEN = 8_000

/** The end of the element that starts at `start` (its tag name given), nesting counted. */
function endOf(html: string, start: number, tag: string) {
  const pattern = new RegExp(`<(/?)${tag}\\b`, 'g')
  pattern.lastIndex = start
  let depth = 0
  for (let match; (match = pattern.exec(html)); ) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return html.indexOf('>', match.index) + 1
  }
  return html.length
}

/** Where to cut `html`: before and after each tag and in the middle of each text, from <body> to the first screen's end. */
function cutsOf(html: string) {
  const body = html.indexOf('<body')
  const main = html.indexOf('<main')
  const footer = html.indexOf('<footer class="site-footer"')
  const end = Math.min(main + FIRST_SCREEN, html.indexOf('</footer>', footer) + '</footer>'.length)
  const skipped = [...html.matchAll(HIDDEN_ON_A_PHONE)].map((match) => [match.index, endOf(html, match.index, match[1])])
  const cuts: number[] = []
  for (const match of html.slice(0, end).matchAll(/<[^>]*>([^<]*)/g)) {
    if (match.index < body || skipped.some(([from, to]) => match.index > from && match.index < to)) continue
    // Before the tag; after it, its element still empty; in the middle of the text that follows.
    cuts.push(match.index)
    if (!match[1].trim()) continue
    const text = match.index + match[0].length - match[1].length
    cuts.push(text)
    if (match[1].trim().length > 1) cuts.push(text + Math.floor(match[1].length / 2))
  }
  return cuts
}

for (const url of pages) {
  test(`nothing on the first screen moves wherever the HTML of ${url} is cut (412 px)`, async ({ page, request }) => {
    // Hundreds of cuts, each parsed, laid out and measured: 10–21 s in the gate, and over the default
    // 60 s in a loaded run (four workers on two cores), where it was stopped half-way. Work, not waiting.
    test.slow()
    await page.setViewportSize({ width: 412, height: 823 })
    const html = await (await request.get(url)).text()
    const cuts = cutsOf(html)
    expect(cuts.length).toBeGreaterThan(50)
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto(url, { waitUntil: 'load' })
    // Each cut page is written into the document by the same HTML parser (about 20 ms a cut, where a
    // navigation took 200), and compared with the whole page by each visible element's place in
    // document order: the elements of a cut page are the first ones of the whole page.
    const moved = await page.evaluate(
      async ({ html, cuts }) => {
        const write = async (text: string) => {
          document.open()
          document.write(text)
          document.close()
          await document.fonts.ready
        }
        const boxes = (firstScreen: boolean) =>
          [...document.body.querySelectorAll('*')].flatMap((element, index) => {
            const box = element.getBoundingClientRect()
            const seen = box.width > 0 && box.height > 0 && (!firstScreen || box.top < innerHeight)
            return seen && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
              ? [{ index, at: `${Math.round(box.left)},${Math.round(box.top)}`, what: `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}` }]
              : []
          })
        await write(html)
        const whole = new Map(boxes(false).map(({ index, at }) => [index, at]))
        const moved = new Set<string>()
        for (const cut of cuts) {
          await write(html.slice(0, cut))
          for (const { index, at, what } of boxes(true)) {
            const final = whole.get(index)
            if (final !== undefined && final !== at) moved.add(`${what} at ${at}, then ${final}: cut after …${html.slice(cut - 50, cut)}`)
          }
        }
        return [...moved]
      },
      { html, cuts },
    )
    expect(moved).toEqual([])
  })
}

// The HTML can arrive cut inside the footer too: on a short page the part already parsed sat at the
// bottom of the window and moved up as the rest arrived. Until its last line is parsed it is not
// shown — by the critical CSS inlined in the page, before any stylesheet arrives.
test('a footer still being parsed is not shown (critical CSS alone, /en/search, 412 px)', async ({ page }) => {
  await page.route('**/*.css', (route) => route.abort())
  await page.goto('/en/search')
  const footer = page.locator('footer.site-footer')
  const visibility = () => footer.evaluate((element) => getComputedStyle(element).visibility)
  expect(await visibility()).toBe('visible')
  await footer.evaluate((element) => element.querySelector('.site-footer__copyright')!.remove())
  expect(await visibility()).toBe('hidden')
})
