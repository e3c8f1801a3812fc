import { site } from '@/site.config.mjs'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { clientSearchConfig } from '@/lib/search/config'
import { SearchButton } from './search-button'

/** The search button for the navbar's search slot, with the build's search settings. */
export function NavbarSearch({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].nav
  return <SearchButton locale={locale} config={clientSearchConfig({ ...site.search, analytics: site.analytics }, site.version)} label={t.search} shortcut={t.searchShortcut} />
}
