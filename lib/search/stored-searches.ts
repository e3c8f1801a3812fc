import type { StoredHit } from './hit-groups'

/** Favorites kept; recent searches kept (fewer once there are favorites, so the screen fits). */
export const FAVORITE_LIMIT = 10
export const recentLimit = (favorites: number) => (favorites === 0 ? 7 : 4)

/** localStorage keys of a locale's lists (the keys DocSearch used, so readers keep their lists). */
export const storedSearchKeys = (locale: string) => ({
  recent: `__DOCSEARCH_RECENT_SEARCHES__site-search-${locale}`,
  favorites: `__DOCSEARCH_FAVORITE_SEARCHES__site-search-${locale}`,
})

export type StoredSearches = { recent: StoredHit[]; favorites: StoredHit[] }
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const hitTypes = new Set(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'])
const isText = (value: unknown): value is string => typeof value === 'string'
/** Only site paths and http(s) links: a tampered entry must not become a `javascript:` link. */
const isSafeUrl = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url)

/** A stored entry, or null when it is not a hit the modal can show. */
function toStoredHit(value: unknown): StoredHit | null {
  if (!value || typeof value !== 'object') return null
  const hit = value as Record<string, unknown>
  const hierarchy = hit.hierarchy as Record<string, unknown> | undefined
  if (!isText(hit.objectID) || !isText(hit.url) || !isSafeUrl(hit.url) || !isText(hit.type) || !hitTypes.has(hit.type)) return null
  if (!hierarchy || typeof hierarchy !== 'object' || !isText(hierarchy.lvl0) || !isText(hierarchy.lvl1)) return null
  const level = (key: string) => (isText(hierarchy[key]) ? (hierarchy[key] as string) : null)
  return {
    objectID: hit.objectID,
    type: hit.type as StoredHit['type'],
    url: hit.url,
    url_without_anchor: isText(hit.url_without_anchor) ? hit.url_without_anchor : hit.url.split('#')[0],
    anchor: isText(hit.anchor) ? hit.anchor : null,
    content: isText(hit.content) ? hit.content : null,
    hierarchy: { lvl0: hierarchy.lvl0, lvl1: hierarchy.lvl1, lvl2: level('lvl2'), lvl3: level('lvl3'), lvl4: level('lvl4'), lvl5: level('lvl5'), lvl6: level('lvl6') },
  }
}

/** A stored list; anything unreadable (no storage, bad JSON, foreign entries) reads as empty or is skipped. */
export function readList(storage: StorageLike | null, key: string): StoredHit[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.map(toStoredHit).filter((hit): hit is StoredHit => hit !== null) : []
  } catch {
    return []
  }
}

/** Writes a list; a full or blocked storage keeps the list for this page only. */
export function writeList(storage: StorageLike | null, key: string, list: StoredHit[]) {
  try {
    storage?.setItem(key, JSON.stringify(list))
  } catch {
    // Nothing to do: the lists still work until the page is left.
  }
}

/** `hit` first, without its highlights, once, and at most `limit` entries. */
export function addToList(list: StoredHit[], hit: StoredHit, limit: number): StoredHit[] {
  const { _highlightResult, _snippetResult, ...plain } = hit
  return [plain, ...list.filter((item) => item.objectID !== hit.objectID)].slice(0, limit)
}

export const removeFromList = (list: StoredHit[], objectID: string) => list.filter((item) => item.objectID !== objectID)

/** A reader opened `hit`: it becomes the latest recent search, unless it is a favorite. */
export function saveRecent(lists: StoredSearches, hit: StoredHit): StoredSearches {
  if (lists.favorites.some((item) => item.objectID === hit.objectID)) return lists
  return { ...lists, recent: addToList(lists.recent, hit, recentLimit(lists.favorites.length)) }
}

/** A recent search starred: it moves to the favorites. */
export function saveFavorite(lists: StoredSearches, hit: StoredHit): StoredSearches {
  const favorites = addToList(lists.favorites, hit, FAVORITE_LIMIT)
  return { favorites, recent: removeFromList(lists.recent, hit.objectID).slice(0, recentLimit(favorites.length)) }
}
