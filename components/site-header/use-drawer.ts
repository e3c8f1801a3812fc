'use client'

import { useEffect, useRef } from 'react'

/**
 * What every phone drawer of the site does while it is open: Escape closes it, the page behind
 * cannot scroll, and when it closes (Escape, ×, a link) focus goes back to the menu button, so a
 * keyboard reader is not left on a link that has just disappeared.
 */
export function useDrawer(open: boolean, close: () => void) {
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (!open) {
      if (wasOpen.current) button.current?.focus()
      wasOpen.current = false
      return
    }
    wasOpen.current = true
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [open, close])
  return button
}
