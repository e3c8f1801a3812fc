import type { ApiChangedNote } from '@/lib/blog/posts'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/**
 * Above a post whose samples call an API that has changed since it was written (front matter
 * `api_changed`): the version that changed it and what changed. Its blocks marked `api-changed` are
 * not replayed against the current API (lib/samples/curl-replay.mjs); this note is why a reader
 * should not copy them as they are.
 */
export function ApiChangedNotice({ locale, note }: { locale: Locale; note: ApiChangedNote }) {
  return (
    <p className="post-api-note" role="note">
      <strong>{dictionaries[locale].blog.apiChanged.replace('{version}', note.version)}</strong> {note.note}
    </p>
  )
}
