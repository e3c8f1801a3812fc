/**
 * Route prefetching is skipped on 2g connections and with save-data on: the router's prefetch
 * requests (marked with the next-router-prefetch header, in any letter case) are refused before they reach the network.
 * Navigation itself still fetches the route, and falls back to a full page load if that fails.
 */
const script = `(function(){var c=navigator.connection;if(!c||!window.fetch)return;var f=window.fetch;function isPrefetch(h){if(!h)return false;if(typeof h.get==='function')return !!h.get('next-router-prefetch');for(var k in h)if(k.toLowerCase()==='next-router-prefetch')return true;return false}window.fetch=function(i,o){if(isPrefetch(o&&o.headers)&&(c.saveData||/2g/.test(c.effectiveType||'')))return Promise.reject(new Error('prefetch skipped on a slow connection'));return f.apply(this,arguments)}})();`

export function PrefetchPolicy() {
  return <script id="prefetch-policy" dangerouslySetInnerHTML={{ __html: script }} />
}
