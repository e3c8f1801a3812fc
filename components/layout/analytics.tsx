import { site } from '@/site.config.mjs'
import { afterLoad, analyticsConfig, gtmSnippet, metrikaSnippet } from '@/lib/site/analytics.mjs'

/** Nothing by default; each counter is added only when its id was set at build time. */
export function Analytics() {
  const { metrikaId, gtmId } = analyticsConfig(site.analytics)
  return (
    <>
      {metrikaId && <script id="yandex-metrika" dangerouslySetInnerHTML={{ __html: afterLoad(metrikaSnippet(metrikaId)) }} />}
      {gtmId && <script id="google-tag-manager" dangerouslySetInnerHTML={{ __html: afterLoad(gtmSnippet(gtmId)) }} />}
    </>
  )
}
