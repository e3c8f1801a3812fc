import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/**
 * Shown only when the site's stylesheet did not load (it hides this element), which is what
 * happens when the export is served under a base path it was not built for.
 */
export function BaseUrlBanner({ locale }: { locale: Locale }) {
  return (
    <div id="base-url-issue-banner" role="alert" style={{ border: '1px solid #c00', background: '#fee', color: '#600', padding: '1em', margin: '1em', fontFamily: 'sans-serif' }}>
      {dictionaries[locale].baseUrlBanner}
    </div>
  )
}
