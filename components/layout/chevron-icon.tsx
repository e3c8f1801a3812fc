/** The downward chevron of a disclosure (the version switcher, the page menu); CSS turns it when open. */
export function ChevronIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={className}>
      <path fill="currentColor" d="m12 15.6-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 9.6l-6 6Z" />
    </svg>
  )
}
