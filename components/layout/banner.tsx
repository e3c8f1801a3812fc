'use client'

// The client parts of the announcement bar (announcement-bar.tsx): the site's own version of
// Nextra's Banner (nextra 4.6.1, dist/client/components/banner), with the same markup and classes,
// so the themes' CSS — and the phone drawer's offset below a visible `.nextra-banner` — apply as before.
import cn from 'clsx'
import { Button } from 'nextra/components'
import { useEffect, useRef, type ReactNode } from 'react'
import { BANNER_CLASS_NAME, HEIGHT_VARIABLE } from './banner-names'

/**
 * The bar. It keeps `--nextra-banner-height` on <html> up to date (the sticky navbar and the drawer
 * sit below it) when it wraps to more lines or is dismissed. The pre-paint script has set the first
 * value, so the observer's first call writes the value already there and restyles nothing.
 */
export function BannerFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) document.documentElement.style.setProperty(HEIGHT_VARIABLE, `${entry.contentRect.height}px`)
    })
    observer.observe(ref.current!)
    return () => observer.disconnect()
  }, [])
  return (
    // The pre-paint script may have hidden it (a class the server did not render).
    <div
      ref={ref}
      suppressHydrationWarning
      className={cn(BANNER_CLASS_NAME, 'x:max-md:sticky x:top-0 x:z-30 x:flex x:items-center x:px-2', 'x:text-slate-50 x:dark:text-white x:bg-neutral-900 x:dark:bg-[linear-gradient(1deg,#383838,#212121)]', 'x:print:[display:none]')}
    >
      {children}
    </div>
  )
}

/** Hides the bar and remembers it under `storageKey` (the announcement's id): a new id shows the bar again. */
export function DismissButton({ storageKey, label, children }: { storageKey: string; label: string; children: ReactNode }) {
  return (
    <Button
      aria-label={label}
      className={({ hover }) => cn('x:p-2', hover ? 'x:opacity-100' : 'x:opacity-80')}
      onClick={(event) => {
        event.currentTarget.parentElement!.classList.add('x:hidden')
        try {
          localStorage.setItem(storageKey, '1')
        } catch {
          // Storage off: dismissed for this page only.
        }
      }}
    >
      {children}
    </Button>
  )
}
