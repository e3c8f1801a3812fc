import { DidYouMean } from '@/components/search/did-you-mean'
import { ReportLink } from '@/components/search/report-link'
import type { SearchStrings } from '@/lib/i18n/search-strings'
import { NoResultsIcon } from './icons'

type Props = {
  t: SearchStrings
  query: string
  /** A corrected query that finds something ("Did you mean"). */
  correction?: string
  suggestions: string[]
  reportUrl: string | null
  onSuggestion: (suggestion: string) => void
  onCorrection: (query: string) => void
}

/** A query without hits: what was searched, a correction, sections to try instead and where to report it. */
export function NoResultsScreen({ t, query, correction, suggestions, reportUrl, onSuggestion, onCorrection }: Props) {
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        {t.noResults} "<strong>{query}</strong>"
      </p>
      {correction && <DidYouMean t={t} suggestion={correction} className="search-did-you-mean" buttonClassName="DocSearch-Prefill" onPick={onCorrection} />}
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{t.tryText}:</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="DocSearch-Prefill" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reportUrl && <ReportLink t={t} url={reportUrl} className="DocSearch-Help" />}
    </div>
  )
}
