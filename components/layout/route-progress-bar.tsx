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
  // After the provider's own effects (children's run first). The provider attaches its click handler
  // to the links only when the document's children change (a MutationObserver), not when it starts:
  // on a page that had settled, a click came before any change and started no bar (a loaded e2e run).
  // One change now attaches them; then, from its observer's microtask on, a link's click starts the
  // bar. The route-progress e2e tests wait for `ready` before they click.
  useEffect(() => {
    const change = document.createComment('')
    document.body.append(change)
    change.remove()
    queueMicrotask(() => (document.documentElement.dataset.routeProgress = 'ready'))
  }, [])
  return <ProgressProvider disableStyle delay={200} options={{ showSpinner: false }} shallowRouting />
}
