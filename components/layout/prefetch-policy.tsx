/**
 * Route prefetching is skipped on 2g connections and with save-data on: the router's prefetch
 * requests (marked with the Next-Router-Prefetch header) are refused before they reach the network.
 * Navigation itself still fetches the route, and falls back to a full page load if that fails.
 */
const script = `(function(){var c=navigator.connection;if(!c||!window.fetch)return;var f=window.fetch;window.fetch=function(i,o){var h=o&&o.headers;var p=h&&(typeof h.get==='function'?h.get('Next-Router-Prefetch'):h['Next-Router-Prefetch']);if(p&&(c.saveData||/2g/.test(c.effectiveType||'')))return Promise.reject(new Error('prefetch skipped on a slow connection'));return f.apply(this,arguments)}})();`

export function PrefetchPolicy() {
  return <script id="prefetch-policy" dangerouslySetInnerHTML={{ __html: script }} />
}
