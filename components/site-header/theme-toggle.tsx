'use client'

import { useEffect, useState } from 'react'
import { useTheme } from '@/lib/theme/theme-provider'

type Labels = { toLight: string; toDark: string }

/** Light/dark toggle. Light is the default; the choice is kept in localStorage (lib/theme/theme-provider.tsx). */
export function ThemeToggle({ labels }: { labels: Labels }) {
  const { resolvedTheme, setTheme } = useTheme()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const dark = mounted && resolvedTheme === 'dark'
  return (
    <button
      type="button"
      className="header-button theme-toggle"
      aria-label={dark ? labels.toLight : labels.toDark}
      title={dark ? labels.toLight : labels.toDark}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {/* Both icons are rendered; CSS shows the one for the current mode, so the first paint is right. */}
      <svg aria-hidden="true" className="theme-toggle__moon" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M10 7a7 7 0 0 0 12 4.9v.1c0 5.52-4.48 10-10 10S2 17.52 2 12 6.48 2 12 2h.1A6.98 6.98 0 0 0 10 7Zm-6 5a8 8 0 0 0 15.64 2.38A9 9 0 0 1 9.62 4.36 8 8 0 0 0 4 12Z" /></svg>
      <svg aria-hidden="true" className="theme-toggle__sun" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12Zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM3.51 4.93l1.42-1.42 2.12 2.12-1.41 1.42-2.13-2.12Zm12.02 14.14 1.42-1.42 2.12 2.12-1.42 1.42-2.12-2.12Zm2.12-15.56 1.42 1.42-2.12 2.12-1.42-1.41 2.12-2.13ZM5.63 16.95l1.42 1.42-2.12 2.12-1.42-1.42 2.12-2.12ZM23 11v2h-3v-2h3ZM4 11v2H1v-2h3Z" /></svg>
    </button>
  )
}
