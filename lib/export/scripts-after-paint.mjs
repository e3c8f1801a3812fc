// Next's scripts start loading once the page has painted (run on the export by scripts/postbuild.mjs).
//
// Next writes its chunks as <script async> in the head, so on a fast connection they download
// and run before the browser first paints the page, and on a slow one they compete with the HTML
// and the stylesheets for bandwidth. The page is complete HTML without them: the text, the
// sidebar, the links and the colour mode (an inline script) all work before hydration. So each
// page's scripts are fetched by one small inline loader at the end of <body> once the page is on
// screen; React then hydrates what the reader already sees. Measured in bench/RESULTS.md,
// "Lighthouse — 2026-11-21, commit de97c4b".
import { asyncScripts, beforeBodyEnd, inlinePayload, withoutAsyncScripts } from '../seams/next-markup.mjs'

/**
 * The loader, the same on every page (one CSP hash); it reads the URLs from its data-scripts.
 * It waits for the first contentful paint to be reported (so it is on screen, not only drawn),
 * then two more frames, so the rest of the page, parsed by now, is on screen too. A tab that is
 * hidden paints nothing: there the scripts load at once.
 *
 * With a data-payload, the page's RSC payload is that file, not inline (see `payloadAsFile`): the
 * scripts download meanwhile (preloads, at the low priority of the async scripts they become, so
 * they do not overtake the stylesheets still loading), and run once the payload is in
 * `self.__next_f`, where Next's start-up reads it, as it reads the inline scripts. Without its payload (a failed request) no script runs: the page stays as
 * it came, readable, its links plain links.
 */
export const loader = `(function (s, d, w) {
  var urls = s.dataset.scripts.split(' '), payload = s.dataset.payload, started = false;
  function add(tag, url) {
    var element = d.createElement(tag);
    if (tag == 'link') { element.rel = 'preload'; element.as = 'script'; element.fetchPriority = 'low'; element.href = url }
    else { element.src = url; element.async = true }
    d.head.appendChild(element)
  }
  function run() { urls.forEach(function (url) { add('script', url) }) }
  function go() {
    if (started) return;
    started = true;
    if (!payload) return run();
    urls.forEach(function (url) { add('link', url) });
    fetch(payload).then(function (response) {
      if (!response.ok) throw response.status;
      return response.text()
    }).then(function (text) {
      (w.__next_f = w.__next_f || []).push([0], [1, text]);
      run()
    }, function () {})
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
})(document.currentScript, document, self)`.replace(/\n\s*/g, ' ')

/**
 * Moves a page's async scripts (and their preloads) into the loader; a page without them is returned
 * as it is. With `payload` (the URL and text of the page's RSC payload file), the inline payload goes
 * too, when it is that file's text (`payloadAsFile`).
 * @param {string} html
 * @param {{ url: string, text: string }} [payload]
 */
export function scriptsAfterPaint(html, payload) {
  const sources = asyncScripts(html)
  if (sources.length === 0) return html
  const page = withoutAsyncScripts(html)
  const moved = payload ? payloadAsFile(page, payload) : null
  // A URL never holds a space (Next percent-encodes its route segments), so a space separates them.
  const attributes = `data-scripts="${[...new Set(sources)].join(' ')}"` + (moved ? ` data-payload="${payload.url}"` : '')
  return beforeBodyEnd(moved ?? page, `<script ${attributes}>${loader}</script>`)
}

/**
 * The page without its inline RSC payload, which the browser then fetches from the route's payload
 * file (`out/<route>.txt`, which Next exports beside each page): the HTML carried the
 * article twice, as markup and as the payload that hydrates it (~40% of a docs page's brotli bytes,
 * bench/RESULTS.md, "A docs page that costs a phone less: the payload out of the HTML (issue 68)"). Null when the page has none
 * or holds more than text chunks; an error when its inline payload is not the file's text, since
 * the page would then hydrate from other data than it was built with.
 * @param {string} html
 * @param {{ url: string, text: string }} payload
 */
export function payloadAsFile(html, { url, text }) {
  const { chunks, rest } = inlinePayload(html)
  if (chunks.length < 2 || chunks[0][0] !== 0 || chunks.slice(1).some((chunk) => chunk[0] !== 1)) return null
  if (chunks.slice(1).map((chunk) => chunk[1]).join('') !== text) {
    throw new Error(`its inline RSC payload is not the text of ${url}: Next wrote them from different renders`)
  }
  return rest
}

/** The script URLs a page's loader fetches (for compile hints and the payload budget). */
export const loaderScripts = (html) =>
  [...html.matchAll(/<script data-scripts="([^"]*)"[^>]*>/g)].flatMap((match) => match[1].split(' ').filter(Boolean))

/** The payload file a page's loader fetches, or null when the payload is inline. */
export const loaderPayload = (html) => /<script data-scripts="[^"]*" data-payload="([^"]+)">/.exec(html)?.[1] ?? null
