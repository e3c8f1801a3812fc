// The modal's icons, drawn for the site (24×24 unless noted, stroked in the current colour).
import type { ReactNode } from 'react'

function Icon({ children, size = 20, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  )
}

export const SearchIcon = () => (
  <Icon size={24}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Icon>
)

export const LoadingIcon = () => (
  <Icon size={24}>
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5">
      <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.8s" repeatCount="indefinite" />
    </path>
  </Icon>
)

export const CloseIcon = () => (
  <Icon>
    <path d="m6 6 12 12M18 6 6 18" />
  </Icon>
)

/** A page of the docs. */
export const PageIcon = () => (
  <Icon className="DocSearch-Hit-icon">
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </Icon>
)

/** A heading on a page. */
export const HeadingIcon = () => (
  <Icon className="DocSearch-Hit-icon">
    <path d="M9 4 7 20M17 4l-2 16M4.5 9h15M3.5 15h15" />
  </Icon>
)

/** A paragraph of text. */
export const TextIcon = () => (
  <Icon className="DocSearch-Hit-icon">
    <path d="M4 6h16M4 10h16M4 14h16M4 18h10" />
  </Icon>
)

export const RecentIcon = () => (
  <Icon className="DocSearch-Hit-icon">
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

export const StarIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.8l-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z" />
  </Icon>
)

/** "Opens with Enter", shown on the selected row. */
export const SelectIcon = () => (
  <Icon className="DocSearch-Hit-Select-Icon">
    <path d="M19 5v6a3 3 0 0 1-3 3H6M10 10l-4 4 4 4" />
  </Icon>
)

/** A branch of the tree that hangs a page's headings under it. */
export const TreeIcon = ({ last }: { last: boolean }) => (
  <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d={last ? 'M8 0v27h10' : 'M8 0v54M8 27h10'} />
  </svg>
)

export const NoResultsIcon = () => (
  <Icon size={40}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M8 8.5l5 4M13 8.5l-5 4" />
  </Icon>
)

export const ErrorIcon = () => (
  <Icon size={40}>
    <path d="M12 3 2.5 20h19z" />
    <path d="M12 9.5v4.5M12 17h.01" />
  </Icon>
)

/** A key of the footer's legend. */
export const KeyIcon = ({ label, path }: { label: string; path: string }) => (
  <svg width="15" height="15" viewBox="0 0 15 15" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" role="img" aria-label={label}>
    <path d={path} />
  </svg>
)
