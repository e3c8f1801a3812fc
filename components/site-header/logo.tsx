/** The site mark: an orbit around a core, drawn inline so it costs no request. */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="site-logo">
      <circle cx="16" cy="16" r="5" fill="currentColor" />
      <ellipse cx="16" cy="16" rx="13" ry="6.5" fill="none" stroke="currentColor" strokeWidth="2" transform="rotate(-30 16 16)" />
      <circle cx="26.5" cy="10" r="2.2" fill="var(--site-accent)" />
    </svg>
  )
}
