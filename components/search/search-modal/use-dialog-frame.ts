import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const focusable = 'a[href]:not([tabindex="-1"]), button:not([disabled]):not([hidden]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * What a modal dialog owes the page: the body does not scroll behind it, the reader's scroll
 * position is the same after it closes (or, when a hit on this page was chosen, its heading is in
 * view), and Tab stays inside it. Returns the dialog's keydown handler (the Tab trap) and
 * `landOn(url)`, to call before closing for a hit's URL.
 */
export function useDialogFrame(dialogRef: RefObject<HTMLElement | null>, initialFocus: RefObject<HTMLElement | null>) {
  const heading = useRef<string | null>(null)

  useEffect(() => {
    const scrollY = window.scrollY
    document.body.classList.add('DocSearch--active')
    initialFocus.current?.focus()
    return () => {
      document.body.classList.remove('DocSearch--active')
      // On phones @docsearch/css fixes the body in place, which scrolls the page to the top.
      const target = heading.current ? document.getElementById(heading.current) : null
      if (target) target.scrollIntoView()
      else if (window.scrollY !== scrollY) window.scrollTo(0, scrollY)
    }
  }, [initialFocus])

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !dialogRef.current) return
      const items = [...dialogRef.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0)
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [dialogRef],
  )

  /** Remembers the heading to scroll to if `url` is on the page that is open now. */
  const landOn = useCallback((url: string) => {
    const target = new URL(url, location.href)
    heading.current = null
    if (target.pathname !== location.pathname || !target.hash) return
    try {
      heading.current = decodeURIComponent(target.hash.slice(1))
    } catch {
      heading.current = target.hash.slice(1)
    }
  }, [])

  return { onKeyDown, landOn }
}
