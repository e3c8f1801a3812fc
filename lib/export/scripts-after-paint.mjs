// Next's scripts start loading once the page has painted (run on the export by scripts/postbuild.mjs).
//
// Next writes its chunks as <script async> in the head, so on a fast connection they download
// and run before the browser first paints the page, and on a slow one they compete with the HTML
// and the stylesheets for bandwidth. The page is complete HTML without them: the text, the
// sidebar, the links and the colour mode (an inline script) all work before hydration. So each
// page's scripts are fetched by one small inline loader at the end of <body> once the page is on
// screen; React then hydrates what the reader already sees. Measured in bench/RESULTS.md,
// "Lighthouse (session 5)".
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { assertRewrote, exportedPages } from './pages.mjs'

/**
 * The loader, the same on every page (one CSP hash); it reads the URLs from its data-scripts.
 * It waits for the first contentful paint to be reported (so it is on screen, not only drawn),
 * then two more frames, so the rest of the page, parsed by now, is on screen too. A tab that is
 * hidden paints nothing: there the scripts load at once.
 */
export const loader = `(function (s, d) {
  var started = false;
  function go() {
    if (started) return;
    started = true;
    s.dataset.scripts.split(' ').forEach(function (url) {
      var script = d.createElement('script');
      script.src = url;
      script.async = true;
      d.head.appendChild(script);
    })
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go) }) });
  }
  if (d.hidden) return go();
  d.addEventListener('visibilitychange', function () { if (d.hidden) go() });
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterTwoFrames();
    }).observe({ type: 'paint', buffered: true })
  } catch (error) {
    afterTwoFrames();
  }
})(document.currentScript, document)`.replace(/\n\s*/g, ' ')

const ASYNC_SCRIPT = /<script src="([^"\s]+)"(?: id="[^"]*")? async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g

/** Moves a page's async scripts (and their preloads) into the loader; a page without them is returned as it is. */
export function scriptsAfterPaint(html) {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1])
  if (sources.length === 0) return html
  // A URL never holds a space (Next percent-encodes its route segments), so a space separates them.
  const tag = `<script data-scripts="${[...new Set(sources)].join(' ')}">${loader}</script>`
  return html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '').replace(/<\/body>/, `${tag}</body>`)
}

/** The script URLs a page's loader fetches (for the payload budget). */
export const loaderScripts = (html) =>
  [...html.matchAll(/<script data-scripts="([^"]*)">/g)].flatMap((match) => match[1].split(' ').filter(Boolean))

/**
 * Rewrites every exported page in `out`; returns how many pages were rewritten and the scripts
 * that the pages' loaders fetch (each once). Throws when a page has neither Next's scripts nor the loader.
 */
export function writeScriptsAfterPaint(out) {
  let pages = 0
  const scripts = new Set()
  const unmatched = []
  for (const file of exportedPages(out)) {
    const full = path.join(out, file)
    const html = readFileSync(full, 'utf8')
    const rewritten = scriptsAfterPaint(html)
    const urls = loaderScripts(rewritten)
    if (urls.length === 0) unmatched.push(file)
    for (const url of urls) scripts.add(url)
    if (rewritten === html) continue
    writeFileSync(full, rewritten)
    pages += 1
  }
  assertRewrote('scripts after the first paint (<script async> of Next)', unmatched)
  return { pages, scripts: [...scripts] }
}
