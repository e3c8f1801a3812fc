import { Fragment } from 'react'
import { highlightParts } from '@/lib/search/sanitize'

/** A hit's safe HTML as text nodes and `<mark>` elements: nothing from a result becomes markup. */
export function Highlight({ html, className }: { html: string; className?: string }) {
  return (
    <span className={className}>
      {highlightParts(html).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </span>
  )
}
