import { useCallback, useState } from 'react'
import type { StoredHit } from '@/lib/search/hit-groups'
import { readList, removeFromList, saveFavorite, saveRecent, storedSearchKeys, writeList, type StoredSearches } from '@/lib/search/stored-searches'

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The locale's recent and favorite searches, kept in localStorage (one pair of lists per locale). */
export function useStoredSearches(locale: string) {
  const [lists, setLists] = useState<StoredSearches>(() => {
    const keys = storedSearchKeys(locale)
    const storage = localStorageOrNull()
    return { recent: readList(storage, keys.recent), favorites: readList(storage, keys.favorites) }
  })

  const update = useCallback(
    (change: (lists: StoredSearches) => StoredSearches) => {
      const keys = storedSearchKeys(locale)
      const storage = localStorageOrNull()
      // Read again first: another tab may have changed the lists since the modal opened.
      const next = change({ recent: readList(storage, keys.recent), favorites: readList(storage, keys.favorites) })
      writeList(storage, keys.recent, next.recent)
      writeList(storage, keys.favorites, next.favorites)
      setLists(next)
    },
    [locale],
  )

  return {
    ...lists,
    addRecent: useCallback((hit: StoredHit) => update((l) => saveRecent(l, hit)), [update]),
    addFavorite: useCallback((hit: StoredHit) => update((l) => saveFavorite(l, hit)), [update]),
    remove: useCallback((list: 'recent' | 'favorites', objectID: string) => update((l) => ({ ...l, [list]: removeFromList(l[list], objectID) })), [update]),
  }
}
