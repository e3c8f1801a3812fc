import type { PageMapItem } from 'nextra'
import { getPageMap } from '../page/load'
import { localePrefix, type Locale } from '../i18n/locales'
import { docsPageMap, prepare } from '../site/page-map'
import { DOCS_SETS } from './sets.mjs'

/**
 * The docs theme's page map on the pages of a snapshot: the locale's page map with its docs and
 * API sets replaced by the snapshot's (versions/<version>/docs|api, where the page map holds them
 * as content/versions/<version>/, built from the snapshot's own `_meta` files). The sidebar then shows the snapshot's tree, scoped to docs or
 * API exactly as on the current pages, and the navigation links stay the same.
 */
export async function versionedPageMap(locale: Locale, version: string): Promise<PageMapItem[]> {
  const [current, snapshot] = await Promise.all([docsPageMap(locale), getPageMap(`${localePrefix(locale)}/versions/${version}`)])
  return current.map((item) => {
    if (!('children' in item) || !(DOCS_SETS as readonly string[]).includes(item.name)) return item
    const frozen = snapshot.find((entry) => 'name' in entry && entry.name === item.name)
    if (!frozen) throw new Error(`versions/${version} has no ${item.name} folder for ${locale}`)
    // Trimmed like the current sets (unlisted pages hidden, front matter cut to what navigation
    // needs); the set keeps the title the root `_meta` gives it ("Документация", "API") for breadcrumbs.
    const [set] = prepare([frozen])
    return { ...set, title: (item as { title?: string }).title } as unknown as PageMapItem
  })
}
