// Next's scripts start loading once the page has painted (run on the export by scripts/postbuild.mjs).
//
// Next writes its chunks as <script async> in the head, so on a fast connection they download
// and run before the browser first paints the page, and on a slow one they compete with the HTML
// and the stylesheets for bandwidth. The page is complete HTML without them: the text, the
// sidebar, the links and the colour mode (an inline script) all work before hydration. So each
// page's scripts are fetched by one small inline loader at the end of <body> once the page is on
// screen; React then hydrates what the reader already sees. Measured in bench/RESULTS.md,
// "Lighthouse — 2026-11-21, commit de97c4b".
import { asyncScripts, beforeBodyEnd, withoutAsyncScripts } from '../seams/next-markup.mjs'

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

/** Moves a page's async scripts (and their preloads) into the loader; a page without them is returned as it is. */
export function scriptsAfterPaint(html) {
  const sources = asyncScripts(html)
  if (sources.length === 0) return html
  // A URL never holds a space (Next percent-encodes its route segments), so a space separates them.
  return beforeBodyEnd(withoutAsyncScripts(html), `<script data-scripts="${[...new Set(sources)].join(' ')}">${loader}</script>`)
}

/** The script URLs a page's loader fetches (for compile hints and the payload budget). */
export const loaderScripts = (html) =>
  [...html.matchAll(/<script data-scripts="([^"]*)">/g)].flatMap((match) => match[1].split(' ').filter(Boolean))
