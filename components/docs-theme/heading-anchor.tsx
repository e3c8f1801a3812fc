'use client'

// The permalink anchor after each heading (nextra-theme-docs 4.6.1,
// dist/mdx-components/heading-anchor.client.js), as ordinary React and named in the page's
// language (upstream: "Permalink for this section" on every page). next.config.mjs puts this module
// in place of the theme's. It also tells the theme which heading is in view, for the TOC.
import { useEffect, useRef } from 'react'
import { useDocsStrings } from './docs-strings'
import { setActiveSlug } from '../../lib/seams/theme-stores.mjs'

// One observer for all anchors: the first one in the top fifth of the viewport, below the navbar, is the active heading.
const observer =
  typeof window === 'undefined'
    ? null
    : new IntersectionObserver(
        (entries) => {
          const entry = entries.find((candidate) => candidate.isIntersecting)
          if (entry) setActiveSlug(decodeURI((entry.target as HTMLAnchorElement).hash.slice(1)))
        },
        // The variable can be '' on the 404 page.
        { rootMargin: `-${getComputedStyle(document.body).getPropertyValue('--nextra-navbar-height') || '0%'} 0% -80%` },
      )

export function HeadingAnchor({ id }: { id: string }) {
  const anchorRef = useRef<HTMLAnchorElement>(null)
  const label = useDocsStrings().permalink
  useEffect(() => {
    const el = anchorRef.current!
    observer!.observe(el)
    return () => observer!.unobserve(el)
  }, [])
  return <a href={`#${id}`} className="x:focus-visible:nextra-focus subheading-anchor" aria-label={label} ref={anchorRef} />
}
