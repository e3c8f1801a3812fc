// What the export's rewrites know about the HTML Next writes (Next 16, `output: 'export'`): the one
// place to look, and to change, when an upgrade of Next changes its markup. Each rewrite that uses
// these patterns counts the pages it found nothing on, and the build stops naming them
// (assertRewrote in lib/export/pages.mjs); tests/unit/next-markup.test.ts holds a page as Next writes it.

/** A chunk script, as Next writes each of a page's scripts into <head>: `<script src async="">`. */
const ASYNC_SCRIPT = /<script src="([^"\s]+)"(?: id="[^"]*")? async=""><\/script>/g
/** The low-priority preloads Next adds for the same scripts. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g
/** A render-blocking stylesheet: React's `<link rel="stylesheet" data-precedence>` in <head>. */
const STYLESHEET = /<link rel="stylesheet" href="[^"]+" data-precedence="[^"]*"\/>/g
/** One RSC payload script: the first creates `self.__next_f`, the others push onto it. */
const PAYLOAD_SCRIPT = String.raw`<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\))<\/script>`

/** What identifies an inline script as (part of) the RSC payload. */
export const PAYLOAD_MARK = 'self.__next_f'

/** The URLs of a page's async chunk scripts, in order. */
export const asyncScripts = (html) => [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1])

/**
 * What Next writes for `next/font` from Turbopack's font manifest, which lists every page, none with
 * a font: a preconnect to the page's own origin (a connection the page already has) and the
 * size-adjust marker. The site uses no `next/font`.
 */
const FONT_MARKUP = /<link rel="preconnect" href="\/" crossorigin=""\/>|<meta name="next-size-adjust" content=""\/>/g

/** The page without its async chunk scripts, their preloads and Next's markup for fonts it has not. */
export const withoutAsyncScripts = (html) => html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '').replace(FONT_MARKUP, '')

/** The page's <head>, up to (not including) `</head>`. */
export const headOf = (html) => html.slice(0, html.indexOf('</head>'))

/** The render-blocking stylesheet links of a page's head, as written. */
export const stylesheetLinks = (head) => head.match(STYLESHEET) ?? []

/** The page with `markup` put just before `</body>`. */
export const beforeBodyEnd = (html, markup) => html.replace(/<\/body>/, `${markup}</body>`)

/**
 * The chunks the page's inline RSC payload scripts push (`[0]` first, then `[1, text]`…, as JSON),
 * and the page without those scripts.
 * @returns {{ chunks: unknown[][], rest: string }}
 */
export function inlinePayload(html) {
  const chunks = []
  const rest = html.replace(new RegExp(PAYLOAD_SCRIPT, 'g'), (script, body) => {
    for (const push of body.split(/;\n(?=self\.__next_f)/)) chunks.push(JSON.parse(push.slice(push.indexOf('.push(') + 6, -1)))
    return ''
  })
  return { chunks, rest }
}

/**
 * The page with each run of consecutive RSC payload scripts (at the end of <body>) joined into one
 * script running their bodies in order: the same, in one script.
 */
export function joinPayloadScripts(html) {
  return html.replace(new RegExp(`(?:${PAYLOAD_SCRIPT}\\s*){2,}`, 'g'), (run) => {
    const bodies = [...run.matchAll(new RegExp(PAYLOAD_SCRIPT, 'g'))].map((match) => match[1])
    return `<script>${bodies.join(';\n')}</script>`
  })
}
