import { createAlgoliaBackend } from './algolia-backend'
import type { ClientSearchConfig } from './config'
import { readPreferredVersions, searchDocsTags } from './facets'
import { createPagefindBackend } from './pagefind-backend'
import type { SearchBackend, SectionLabels } from './types'

const backends = new Map<string, SearchBackend>()

/** One backend per configuration and locale for the page's lifetime (the index loads once). */
export function getSearchBackend(config: ClientSearchConfig, labels: SectionLabels): SearchBackend {
  const key = JSON.stringify([config.backend, config.appId, config.indexName, config.hosts, config.indexTag, labels])
  let backend = backends.get(key)
  if (!backend) {
    backend =
      config.backend === 'algolia'
        ? createAlgoliaBackend({ appId: config.appId, apiKey: config.apiKey, indexName: config.indexName, hosts: config.hosts })
        : createPagefindBackend({ labels, indexTag: config.indexTag })
    backends.set(key, backend)
  }
  return backend
}

/** The docs tags to search from this page: its own `docsearch:docs_tag` and the stored versions. */
export function currentDocsTags(config: ClientSearchConfig): string[] {
  const pageTag = document.querySelector<HTMLMetaElement>('meta[name="docsearch:docs_tag"]')?.content
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    storage = null
  }
  return searchDocsTags(pageTag, readPreferredVersions(storage), config.currentVersion)
}
