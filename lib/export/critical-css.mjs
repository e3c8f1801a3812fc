// The first paint waits for no stylesheet (run on the export by scripts/postbuild.mjs).
//
// Next links each page's CSS as render-blocking <link>s in the head: 7 files on a docs page. On a
// phone (slow 4G, 562 ms a request) the first paint waited for the last of them: FCP 1.9 s, where
// the HTML itself had arrived at 0.75 s (bench/RESULTS.md,
// "Lighthouse (issue 18 — nginx HTTPS/HTTP2/brotli, critical CSS, prefetch from the first interaction) — 2026-11-24, commit 768b74b"). Beasties
// inlines the rules the page's markup uses into a <style> in the head and moves the <link>s to the
// end of <body>, where they load without holding back the paint; the same files, so React adopts
// them as they are and client navigation is unchanged.
//
// Beasties matches selectors one rule at a time and cannot read CSS nesting, which Tailwind 4 (the
// themes' CSS) writes for variants (`&:hover`, `@media (width >= 48rem) { & … }`); so it reads each
// file flattened by Lightning CSS — the same rules, unnested. Rules for the dark colour mode are
// kept whatever the markup: the mode is chosen in the browser, before the first paint.
//
// Beasties asks css-select whether each of a page's ~1,150 selectors matches somewhere in the
// document, and a selector that matches nothing is searched for in the whole document: 60 of the
// 99 ms a page took. Most of them name a class, an id or an element the page does not have at all;
// those are answered from the page's sets of names before css-select is asked (`mayMatch`).
import { readFileSync } from 'node:fs'
import Beasties from 'beasties'
import { parse } from 'css-what'
import { transform } from 'lightningcss'
import postcss from 'postcss'
import { seamError } from '../seams/index.mjs'
import { beforeBodyEnd, headOf, stylesheetLinks } from '../seams/next-markup.mjs'

/**
 * CSS with nesting written out: the same rules, unnested (Chrome 111 and older cannot read nesting,
 * so the target makes it flat). Lightning CSS keeps numbers as 32-bit floats: a line height may come
 * out 0.0001 px off, which no one sees and which the stylesheet corrects when it arrives.
 */
export function flatten(css) {
  return transform({ filename: 'style.css', code: Buffer.from(css), targets: { chrome: 111 << 16 } }).code.toString()
}

/**
 * A Beasties that reads the export's stylesheets, flattened once each, and checks selectors against
 * the page's names first (`namesFirst: false`, Beasties alone, is for comparison).
 * @returns {Beasties & { answeredFromNames?: number }}
 */
export function criticalCss(out, { namesFirst = true } = {}) {
  const flat = new Map()
  const beasties = new Beasties({
    path: out,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    // Kept whatever the markup: each colour mode's rules on <html> alone, `html.dark` and
    // `html:not(.dark)` (the page is matched as its dark mode, see `withDarkRoot`, but Beasties looks
    // for a rule's elements inside <body>), rules for a page still being parsed
    // (`:not(:has(…))`, which the whole page never matches), and selectors Beasties 0.5 cannot match
    // and would drop: two functional pseudo-classes (`:not(pre)>code:not(…)`: its matcher wipes the
    // whole selector) and attribute selectors on `class` (`[class^=ri-]`, the icons' font); and the code
    // groups' language, chosen in the browser before the first paint too (lib/site/code-language.ts).
    allowRules: [/^(html|:root)?\.dark$/, /:not\(\.dark\)/, /:not\(:has\(/, /:[a-z-]+\([^)]*\).*:[a-z-]+\(/, /\[class[$*^|~]?=/, /\[data-code-language\b/],
    logLevel: 'silent',
  })
  beasties.readFile = (file) => {
    // The wrong-base-path banner (components/layout/base-url-banner.tsx) is removed by the stylesheet
    // alone: it must show when the stylesheets do not load, so that rule is never inlined.
    if (!flat.has(file)) flat.set(file, flatten(readFileSync(file, 'utf8')).replace(/#base-url-issue-banner\s*\{\s*display:\s*none;?\s*\}/g, ''))
    return flat.get(file)
  }
  return withDarkRoot(namesFirst ? checkingNamesFirst(beasties) : beasties)
}

/**
 * `beasties` matching each page as its dark mode: the colour mode is chosen in the browser before
 * the first paint (the `dark` class on <html>), so the dark mode's rules that apply to the page's
 * elements must be inlined too; matched with the class on, `.dark .x` is kept where `.x` is, and the
 * dark rules of elements the page has not are left out (they were ~14 KB of a docs page's ~57 KB).
 * The light mode's rules hold no `.dark` and match as before; the rules on <html> alone are kept by
 * `allowRules`.
 * @param {Beasties} beasties
 */
function withDarkRoot(beasties) {
  const processStyle = beasties.processStyle
  if (typeof processStyle !== 'function') throw seamError('beasties-containers', 'critical-css: Beasties has no processStyle() any more (beasties upgraded?)')
  const dark = new WeakSet()
  beasties.processStyle = function (style, document) {
    const root = document.children?.find((node) => node.name === 'html')
    if (!root) throw seamError('beasties-containers', "critical-css: no <html> in Beasties' document (beasties upgraded?)")
    if (!dark.has(document)) {
      dark.add(document)
      root.attribs.class = `${root.attribs.class ?? ''} dark`.trim()
    }
    return processStyle.call(this, style, document)
  }
  return beasties
}

/**
 * `beasties` answering whether a selector matches from the page's names when they settle it
 * (`mayMatch`), and from css-select otherwise; `answeredFromNames` counts the former. Beasties asks
 * through `document.beastiesContainers[…].exists(selector)` in `processStyle`: an upgrade that moves
 * either stops the build here.
 * @param {Beasties & { answeredFromNames?: number }} beasties
 */
export function checkingNamesFirst(beasties) {
  const processStyle = beasties.processStyle
  if (typeof processStyle !== 'function') throw seamError('beasties-containers', 'critical-css: Beasties has no processStyle() any more (beasties upgraded?)')
  const checked = new WeakSet()
  beasties.answeredFromNames = 0
  beasties.processStyle = function (style, document) {
    if (!checked.has(document)) {
      checked.add(document)
      if (!Array.isArray(document.beastiesContainers)) throw seamError('beasties-containers', "critical-css: Beasties' document has no beastiesContainers any more (beasties upgraded?)")
      const names = namesIn(document)
      document.beastiesContainers = document.beastiesContainers.map((container) => ({
        exists: (selector) => (mayMatch(selector, names) ? container.exists(selector) : (beasties.answeredFromNames++, false)),
      }))
    }
    return processStyle.call(this, style, document)
  }
  return beasties
}

/**
 * The element names, classes and ids of a parsed document (htmlparser2's DOM, as Beasties parses
 * it): classes split as css-select splits them, names lower-cased.
 */
function namesIn(document) {
  const names = { tags: new Set(), classes: new Set(), ids: new Set() }
  const visit = (node) => {
    if (node.attribs) {
      names.tags.add(node.name.toLowerCase())
      for (const name of node.attribs.class?.split(/\s+/) ?? []) names.classes.add(name)
      if (node.attribs.id !== undefined) names.ids.add(node.attribs.id)
    }
    node.children?.forEach(visit)
  }
  visit(document)
  return names
}

const required = new Map()
/**
 * The names a match of `selector` needs somewhere in the document, or null when it cannot be
 * told (a list of selectors, or one css-what cannot read: css-select decides). Every compound of
 * a match is some element of the document, so each tag, class (`.a`, `[class~=a]`) and id (`#a`,
 * `[id=a]`) written in it must be there; what is inside a pseudo-class (`:not(.a)`) is not needed.
 */
function requiredNames(selector) {
  if (!required.has(selector)) {
    let names = null
    try {
      const groups = parse(selector)
      if (groups.length === 1) {
        names = []
        for (const token of groups[0]) {
          if (token.type === 'tag') names.push(['tags', token.name.toLowerCase()])
          else if (token.type === 'attribute' && token.ignoreCase !== true) {
            if (token.name === 'class' && token.action === 'element') names.push(['classes', token.value])
            else if (token.name === 'id' && token.action === 'equals') names.push(['ids', token.value])
          }
        }
      }
    } catch {}
    required.set(selector, names)
  }
  return required.get(selector)
}

/**
 * False when `selector` surely matches nothing in the document of `names` (from namesIn); true when
 * it may, and css-select must decide. So the critical CSS is the same as Beasties' alone.
 */
function mayMatch(selector, names) {
  return requiredNames(selector)?.every(([kind, name]) => names[kind].has(name)) ?? true
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
  const css = withoutUnreadProperties(inlineStyles(await beasties.process(html)).find((style) => !before.has(style)) ?? '', html)
  let rewritten = head.replace(links[0], `<style>${css}</style>`)
  for (const link of links) rewritten = rewritten.replace(link, '')
  return beforeBodyEnd(rewritten + html.slice(head.length), links.join(''))
}

/** Custom properties the site's scripts read (components/docs-theme/heading-anchor.tsx), maybe before the stylesheets arrive. */
const READ_BY_SCRIPTS = ['--nextra-navbar-height']

const readsIn = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1])

/**
 * The critical CSS without the custom properties that nothing on the page reads: not its rules,
 * not its markup (`style` attributes, SVG `fill`), not the site's scripts. Tailwind declares the
 * whole theme's variables on `:root`, and Beasties keeps a rule whole: ~90 declarations of a docs
 * page were read by no inlined rule. The stylesheets, which follow, declare them all again.
 * @param {string} css
 * @param {string} html the page (its markup may read properties too)
 */
export function withoutUnreadProperties(css, html) {
  const root = postcss.parse(css)
  const read = new Set([...READ_BY_SCRIPTS, ...readsIn(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ''))])
  /** @type {Map<string, string[]>} what each custom property reads */
  const reads = new Map()
  root.walkDecls((decl) => {
    const names = readsIn(decl.value)
    if (decl.prop.startsWith('--')) reads.set(decl.prop, [...(reads.get(decl.prop) ?? []), ...names])
    else names.forEach((name) => read.add(name))
  })
  // And what a read property reads in turn.
  for (const queue = [...read]; queue.length; ) {
    for (const name of reads.get(queue.pop()) ?? []) if (!read.has(name)) read.add(name) && queue.push(name)
  }
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove()
  })
  /** @param {import('postcss').Container} container */
  const dropEmpty = (container) =>
    container.each((node) => {
      if (!('nodes' in node) || !node.nodes) return
      dropEmpty(node)
      if (node.nodes.length === 0) node.remove()
    })
  dropEmpty(root)
  return root.toString()
}
