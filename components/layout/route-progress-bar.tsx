'use client'

import { ProgressProvider } from '@bprogress/next/app'
import { useEffect } from 'react'

/**
 * A thin bar at the top during client-side navigation; fast transitions (< 200 ms) show nothing.
 * Its stylesheet is @bprogress/core/css, imported by styles/site.css (with the colour and height):
 * the provider's own <style> would arrive with this lazily loaded component and restyle the whole
 * document after hydration, as its rules set variables on :root.
 */
export function RouteProgressBar() {
  // After the provider's own effects (children's run first): from now on a link's click starts the
  // bar. The route-progress e2e tests wait for this before they click.
  useEffect(() => {
    document.documentElement.dataset.routeProgress = 'ready'
  }, [])
  return <ProgressProvider disableStyle delay={200} options={{ showSpinner: false }} shallowRouting />
}
