import type { SearchStrings } from '@/lib/i18n/search-strings'

type Props = { t: SearchStrings; suggestion: string; className: string; buttonClassName: string; onPick: (query: string) => void }

/** "Did you mean …?" of a query without results: the corrected query, one click away. */
export function DidYouMean({ t, suggestion, className, buttonClassName, onPick }: Props) {
  const [before, after = ''] = t.didYouMean.split('{query}')
  return (
    <p className={className} data-did-you-mean="">
      {before}
      <button type="button" className={buttonClassName} onClick={() => onPick(suggestion)}>
        {suggestion}
      </button>
      {after}
    </p>
  )
}
