// The first paint waits for no stylesheet (run on the export by scripts/postbuild.mjs).
//
// Next links each page's CSS as render-blocking <link>s in the head: 7 files on a docs page. On a
// phone (slow 4G, 562 ms a request) the first paint waited for the last of them: FCP 1.9 s, where
// the HTML itself had arrived at 0.75 s (bench/RESULTS.md, "Lighthouse — session 8"). Beasties
// inlines the rules the page's markup uses into a <style> in the head and moves the <link>s to the
// end of <body>, where they load without holding back the paint; the same files, so React adopts
// them as they are and client navigation is unchanged.
//
// Beasties matches selectors one rule at a time and cannot read CSS nesting, which Tailwind 4 (the
// themes' CSS) writes for variants (`&:hover`, `@media (width >= 48rem) { & … }`); so it reads each
// file flattened by Lightning CSS — the same rules, unnested. Rules for the dark colour mode are
// kept whatever the markup: the mode is chosen in the browser, before the first paint.
import { readFileSync } from 'node:fs'
import Beasties from 'beasties'
import { transform } from 'lightningcss'
import { beforeBodyEnd, headOf, stylesheetLinks } from './next-markup.mjs'

/**
 * CSS with nesting written out: the same rules, unnested (Chrome 111 and older cannot read nesting,
 * so the target makes it flat). Lightning CSS keeps numbers as 32-bit floats: a line height may come
 * out 0.0001 px off, which no one sees and which the stylesheet corrects when it arrives.
 */
export function flatten(css) {
  return transform({ filename: 'style.css', code: Buffer.from(css), targets: { chrome: 111 << 16 } }).code.toString()
}

/** A Beasties that reads the export's stylesheets, flattened once each. */
export function criticalCss(out) {
  const flat = new Map()
  const beasties = new Beasties({
    path: out,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    // Kept whatever the markup: the dark mode's rules, rules for a page still being parsed
    // (`:not(:has(…))`, which the whole page never matches), and selectors Beasties 0.5 cannot match
    // and would drop: two functional pseudo-classes (`:not(pre)>code:not(…)`: its matcher wipes the
    // whole selector) and attribute selectors on `class` (`[class^=ri-]`, the icons' font).
    allowRules: [/\.dark\b/, /:not\(:has\(/, /:[a-z-]+\([^)]*\).*:[a-z-]+\(/, /\[class[$*^|~]?=/],
    logLevel: 'silent',
  })
  beasties.readFile = (file) => {
    // The wrong-base-path banner (components/layout/base-url-banner.tsx) is removed by the stylesheet
    // alone: it must show when the stylesheets do not load, so that rule is never inlined.
    if (!flat.has(file)) flat.set(file, flatten(readFileSync(file, 'utf8')).replace(/#base-url-issue-banner\s*\{\s*display:\s*none;?\s*\}/g, ''))
    return flat.get(file)
  }
  return beasties
}

const inlineStyles = (html) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1])

/**
 * The page with its critical CSS in the head and its stylesheet links at the end of <body>. Only
 * the CSS is taken from Beasties: it re-serialises the whole document, and the page keeps Next's
 * markup byte for byte otherwise. A page without stylesheet links is returned as it is.
 */
export async function withCriticalCss(beasties, html) {
  const head = headOf(html)
  const links = stylesheetLinks(head)
  if (links.length === 0) return html
  const before = new Set(inlineStyles(html))
  const css = inlineStyles(await beasties.process(html)).find((style) => !before.has(style)) ?? ''
  let rewritten = head.replace(links[0], `<style>${css}</style>`)
  for (const link of links) rewritten = rewritten.replace(link, '')
  return beforeBodyEnd(rewritten + html.slice(head.length), links.join(''))
}
