// Analytics snippets, built only when their ids are set at build time (see README).
// The ids are validated so that a typo fails the build instead of shipping a broken script.

export function analyticsConfig({ metrikaId = '', gtmId = '' }) {
  if (metrikaId && !/^\d{4,12}$/.test(metrikaId)) throw new Error(`NEXT_PUBLIC_METRIKA_ID must be digits, got "${metrikaId}"`)
  if (gtmId && !/^GTM-[A-Z0-9]{4,12}$/.test(gtmId)) throw new Error(`NEXT_PUBLIC_GTM_ID must look like GTM-XXXXXXX, got "${gtmId}"`)
  return { metrikaId, gtmId }
}

/** Yandex Metrika counter with session recording (webvisor) on. */
export const metrikaSnippet = (id) =>
  `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t);a=e.getElementsByTagName(t)[0];k.async=1;k.src=r;a.parentNode.insertBefore(k,a)})(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');` +
  `ym(${id},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true,webvisor:true});`

/**
 * A snippet that waits for the page's load event and an idle moment before it runs, so the counters
 * never compete with the page's own loading. It is an ordinary inline script of the HTML (no
 * next/script, whose client code every page would load even with analytics off), so the page's
 * Content-Security-Policy covers it by its hash like any other inline script.
 */
export const afterLoad = (snippet) =>
  `(function(){function run(){${snippet}}function idle(){(window.requestIdleCallback||setTimeout)(run)}` +
  `if(document.readyState==='complete')idle();else addEventListener('load',idle,{once:true})})();`

/** Google Tag Manager container. */
export const gtmSnippet = (id) =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer','${id}');`

/**
 * Sends a custom event to whichever counters are on (browser only). Does nothing when analytics
 * is off, so callers need no checks of their own.
 * @param {{ metrikaId: string, gtmId: string }} ids
 * @param {string} name
 * @param {Record<string, string>} params
 */
export function trackEvent(ids, name, params) {
  const w = /** @type {any} */ (globalThis)
  if (ids.metrikaId && typeof w.ym === 'function') w.ym(Number(ids.metrikaId), 'reachGoal', name, params)
  if (ids.gtmId && Array.isArray(w.dataLayer)) w.dataLayer.push({ event: name, ...params })
}
