import type { SearchStrings } from '@/lib/i18n/search-strings'

/** "Report to us" under a query without results: the configured form, with the query filled in. */
export function ReportLink({ t, url, className }: { t: SearchStrings; url: string; className?: string }) {
  return (
    <p className={className}>
      {t.reportText}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t.reportLink}
      </a>
    </p>
  )
}
