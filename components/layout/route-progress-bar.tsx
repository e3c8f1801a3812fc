'use client'

import { ProgressProvider } from '@bprogress/next/app'

/** A thin bar at the top during client-side navigation; fast transitions (< 200 ms) show nothing. */
export function RouteProgressBar() {
  return <ProgressProvider height="3px" color="var(--site-accent)" delay={200} options={{ showSpinner: false }} shallowRouting />
}
