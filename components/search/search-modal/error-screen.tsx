import type { SearchStrings } from '@/lib/i18n/search-strings'
import { ErrorIcon } from './icons'

/** The search backend failed (no index, network, Algolia error): say so instead of "no results". */
export function ErrorScreen({ t }: { t: SearchStrings }) {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{t.errorTitle}</p>
      <p className="DocSearch-Help">{t.errorHelp}</p>
    </div>
  )
}
