'use client'

import { ProgressProvider } from '@bprogress/next/app'
import type { ReactNode } from 'react'

/** A thin bar at the top during client-side navigation; fast transitions (< 200 ms) show nothing. */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider height="3px" color="var(--site-accent)" delay={200} options={{ showSpinner: false }} shallowRouting>
      {children}
    </ProgressProvider>
  )
}
