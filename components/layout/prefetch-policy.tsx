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
 *   (bench/RESULTS.md, "Lighthouse — session 8").
 * Navigation itself is never held back, and falls back to a full page load if its fetch fails.
 * A client component, as components/layout/early-input.tsx is: the page's RSC payload then carries
 * no second copy of the script.
 */
const script = `(function(){if(!window.fetch)return;var f=window.fetch,c=navigator.connection,w=window,ready=false,queue=[],events=['pointermove','pointerdown','keydown','touchstart','wheel','scroll'];function go(){if(ready)return;ready=true;events.forEach(function(e){w.removeEventListener(e,go,true)});queue.splice(0).forEach(function(run){run()})}events.forEach(function(e){w.addEventListener(e,go,{capture:true,passive:true})});function isPrefetch(h){if(!h)return false;if(typeof h.get==='function')return !!h.get('next-router-prefetch');for(var k in h)if(k.toLowerCase()==='next-router-prefetch')return true;return false}w.fetch=function(i,o){var self=this,args=arguments;if(!o||!(o.method==='HEAD'||isPrefetch(o.headers)))return f.apply(self,args);if(c&&(c.saveData||/2g/.test(c.effectiveType||'')))return Promise.reject(new Error('prefetch skipped on a slow connection'));if(ready)return f.apply(self,args);return new Promise(function(resolve){queue.push(function(){resolve(f.apply(self,args))})})}})();`

export function PrefetchPolicy() {
  return <script id="prefetch-policy" dangerouslySetInnerHTML={{ __html: script }} />
}
