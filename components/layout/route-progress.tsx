'use client'

import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * The route progress bar (components/layout/route-progress-bar.tsx). Its code (~8 KB gzip) is not
 * needed to show a page, so it is fetched after hydration instead of with the page's first-load
 * JavaScript; the bar listens for link clicks on the document and needs to wrap nothing.
 */
export function RouteProgress({ children }: { children: ReactNode }) {
  const [Bar, setBar] = useState<ComponentType | null>(null)
  useEffect(() => {
    import('./route-progress-bar').then(({ RouteProgressBar }) => setBar(() => RouteProgressBar))
  }, [])
  return (
    <>
      {children}
      {Bar && <Bar />}
    </>
  )
}
