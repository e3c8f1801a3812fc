import Script from 'next/script'
import { site } from '../../site.config.mjs'
import { analyticsConfig, gtmSnippet, metrikaSnippet } from '../../lib/site/analytics.mjs'

/** Nothing by default; each counter is added only when its id was set at build time. */
export function Analytics() {
  const { metrikaId, gtmId } = analyticsConfig(site.analytics)
  return (
    <>
      {metrikaId && <Script id="yandex-metrika" strategy="lazyOnload">{metrikaSnippet(metrikaId)}</Script>}
      {gtmId && <Script id="google-tag-manager" strategy="lazyOnload">{gtmSnippet(gtmId)}</Script>}
    </>
  )
}
