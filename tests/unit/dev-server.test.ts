// `npm run dev` answers a page, compiled when it is requested, and an unknown path as the export does: the Not Found page with status 404 (not a 500 about generateStaticParams), under the current docs and API sections and
// under a version snapshot's. Starts `next dev` once, on a free port; Next 16 writes it to .next/dev,
// apart from the production build's .next and out/. Set SKIP_DEV_TEST=1 to leave it out;
// scripts/test.sh runs it alone, after the other unit tests.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { assertSwapsTookEffect } from '@/lib/seams/theme-swaps.mjs'
import { devDistDir, get, startDev } from '../../bench/lib/dev-server.mjs'

// A busy 2-core CI machine compiles the first page of each root layout in about a minute; the first
// request waits for its compile (no fixed sleeps anywhere: the helper polls the port).
const COMPILE = 600_000

let server: Awaited<ReturnType<typeof startDev>> | undefined

/** The status and the visible text of the page's <h1> at `route`. */
async function notFoundPage(route: string) {
  const { status, body: html } = await get(server!.base + route, COMPILE)
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim()
  return { status, heading, lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] }
}

describe.skipIf(process.env.SKIP_DEV_TEST === '1')('next dev: a page and unknown paths', () => {
  beforeAll(async () => {
    server = await startDev({ timeout: COMPILE })
  }, COMPILE)
  afterAll(async () => {
    await server?.stop()
  }, 30_000)

  // One path per kind of route (docs and API, both locales, a version snapshot): each new route
  // compiles for about 25 s on this machine, the first for minutes.
  const cases = [
    ['/en/docs/no-such-page', 'en'],
    ['/api/no/such/page', 'ru'],
    ['/versions/1.4/docs/no-such-page', 'ru'],
  ] as const

  // A page the dev server compiles when it is requested (lib/page/compile.mjs, as the build does):
  // Nextra's compiler and `evaluate` outside the bundler.
  it('/en/docs/account/users: 200 with the page compiled on request', async () => {
    const { status, body: html } = await get(`${server!.base}/en/docs/account/users`, COMPILE)
    expect(status, server!.log().slice(-2000)).toBe(200)
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim()).toBe('Users')
    // Its `%variables%` substituted, its sections written by the site's rehype plugin.
    expect(html).not.toMatch(/%[a-z][a-z0-9_.]*%/)
    expect(html).toContain('class="doc-section"')
    // The theme's modules swapped for the site's (Turbopack rules, lib/seams/theme-swaps.mjs): the
    // breadcrumb in its landmark, which renders the theme's original breadcrumb inside it.
    expect(html).toContain(`<nav aria-label="${dictionaries.en.docs.breadcrumb}"`)
    expect(html).toMatch(/<nav aria-label="[^"]+"[^>]*>\s*<div class="[^"]*nextra-breadcrumb/)
  }, COMPILE)

  // One way to build a page (lib/page/): what a writer previews is what the export ships. A sample
  // of every kind of page, its <article> as `next dev` renders it and as out/ has it (after `npm run build`).
  const kinds = [
    ['a docs page', '/docs/client'],
    ['an API page with its REST reference', '/en/api/rest/services'],
    ['a snapshot page', '/versions/1.4/docs/client'],
    ['a blog post', '/blog/2025/10/15/release'],
  ] as const
  /** The page's <article> (docs and blog pages have one); React's `useId` ids, which count a dev build's extra components, as one. */
  const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0].replace(/_R_[A-Za-z0-9]+_/g, '_R_id_')
  it.each(kinds)('%s (%s): the same article as the export', async (_, route) => {
    const { status, body } = await get(`${server!.base}${route}`, COMPILE)
    expect(status, server!.log().slice(-2000)).toBe(200)
    const exported = article(readFileSync(`out${route}.html`, 'utf8'))
    expect(exported?.length).toBeGreaterThan(2000)
    expect(article(body)).toBe(exported)
  }, COMPILE)

  // The same Turbopack rules swap the theme's modules in `next dev` as in `next build`
  // (lib/seams/theme-swaps.mjs): after a docs page, an API page, a snapshot and a blog post, each
  // listed theme file was swapped, as postbuild asks of the build.
  it('every theme module swap took effect, as in the build', () => {
    expect(assertSwapsTookEffect(devDistDir).files).toBeGreaterThan(10)
  })

  it.each(cases)('%s: 404 with the Not Found page (%s)', async (route, locale) => {
    const page = await notFoundPage(route)
    expect(page.status, `${route}\n${server!.log().slice(-2000)}`).toBe(404)
    // The Not Found page; in the route's locale for Russian paths. Under /en/ `next dev` shows the
    // Russian global one (docs/MAINTAINING.md, "The dev server"): the export's servers answer those with /en/404.html.
    expect([dictionaries.ru.notFound.title, dictionaries.en.notFound.title]).toContain(page.heading)
    if (locale === 'ru') expect(page.heading).toBe(dictionaries.ru.notFound.title)
  }, COMPILE)
})
