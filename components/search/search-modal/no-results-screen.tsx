import type { SearchStrings } from '@/lib/i18n/search-strings'
import { NoResultsIcon } from './icons'

type Props = { t: SearchStrings; query: string; suggestions: string[]; reportUrl: string | null; onSuggestion: (suggestion: string) => void }

/** A query without hits: what was searched, sections to try instead and where to report it. */
export function NoResultsScreen({ t, query, suggestions, reportUrl, onSuggestion }: Props) {
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        {t.noResults} "<strong>{query}</strong>"
      </p>
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
      {reportUrl && (
        <p className="DocSearch-Help">
          {`${t.reportText} `}
          <a href={reportUrl} target="_blank" rel="noopener noreferrer">
            {t.reportLink}
          </a>
        </p>
      )}
    </div>
  )
}
