'use client'

/**
 * When the router's prefetch requests may reach the network. They are the requests marked with the
 * next-router-prefetch header (in any letter case), and the HEAD request with which the router first
 * checks, in a static export, that a link's page exists. They go out:
 * - never on 2g connections or with save-data on (the spec): they are refused;
 * - otherwise from the reader's first interaction with the page (a pointer move or press, a key,
 *   a touch, the wheel or a scroll): until then they wait. Next prefetches every link in the
 *   viewport as soon as it hydrates, and on a phone those requests (route payloads, then other
 *   layouts' scripts and styles) competed with the page's own load: 50 requests instead of ~20
 *   (bench/RESULTS.md,
 *   "Lighthouse (issue 18 — nginx HTTPS/HTTP2/brotli, critical CSS, prefetch from the first interaction) — 2026-11-24, commit 768b74b").
 * - and never while the search is open (components/search/search-button.tsx calls
 *   `window.__holdPrefetches(true)` when it opens and `(false)` when it closes): on a phone they
 *   competed with the search's own engine and index for the slow link (bench/RESULTS.md, "Search on
 *   a throttled phone"). An interaction with the search button itself is not reading the page, so it
 *   releases nothing; the release after any other first interaction waits a task, so that a key
 *   that opens the search ("/", Ctrl/Cmd+K) holds them first.
 * Navigation itself is never held back, and falls back to a full page load if its fetch fails.
 * A client component, as components/layout/early-input.tsx is: the page's RSC payload then carries
 * no second copy of the script.
 */
const script = `(function(){if(!window.fetch)return;var f=window.fetch,c=navigator.connection,w=window,ready=false,held=false,queue=[],events=['pointermove','pointerdown','keydown','touchstart','wheel','scroll'];function flush(){if(ready&&!held)queue.splice(0).forEach(function(run){run()})}function go(e){var t=e.target;if(ready||(t&&t.closest&&t.closest('[data-early="search"]')))return;ready=true;events.forEach(function(e){w.removeEventListener(e,go,true)});setTimeout(flush)}events.forEach(function(e){w.addEventListener(e,go,{capture:true,passive:true})});w.__holdPrefetches=function(on){held=!!on;flush()};function isPrefetch(h){if(!h)return false;if(typeof h.get==='function')return !!h.get('next-router-prefetch');for(var k in h)if(k.toLowerCase()==='next-router-prefetch')return true;return false}w.fetch=function(i,o){var self=this,args=arguments;if(!o||!(o.method==='HEAD'||isPrefetch(o.headers)))return f.apply(self,args);if(c&&(c.saveData||/2g/.test(c.effectiveType||'')))return Promise.reject(new Error('prefetch skipped on a slow connection'));if(ready&&!held)return f.apply(self,args);return new Promise(function(resolve){queue.push(function(){resolve(f.apply(self,args))})})}})();`

export function PrefetchPolicy() {
  return <script id="prefetch-policy" dangerouslySetInnerHTML={{ __html: script }} />
}

/** Holds the router's prefetches back (`true`) or lets them go again (`false`); see the script above. */
export function holdPrefetches(on: boolean) {
  ;(window as Window & { __holdPrefetches?: (on: boolean) => void }).__holdPrefetches?.(on)
}
