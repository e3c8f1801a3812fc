'use client'

import { ProgressProvider } from '@bprogress/next/app'

/**
 * A thin bar at the top during client-side navigation; fast transitions (< 200 ms) show nothing.
 * Its stylesheet is @bprogress/core/css, imported by styles/site.css (with the colour and height):
 * the provider's own <style> would arrive with this lazily loaded component and restyle the whole
 * document after hydration, as its rules set variables on :root.
 */
export function RouteProgressBar() {
  return <ProgressProvider disableStyle delay={200} options={{ showSpinner: false }} shallowRouting />
}
