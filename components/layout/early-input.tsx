'use client'

import { earlyInputScript } from '@/lib/site/early-input'

/**
 * Keeps a click or shortcut made before hydration for the component to replay (lib/site/early-input.ts).
 * A client component on purpose: the page's RSC payload then carries only the selector, not a second
 * copy of the script (the script's text comes with the shared, cached client code instead).
 */
export function EarlyInput({ zoomSelector }: { zoomSelector?: string }) {
  return <script id="early-input" dangerouslySetInnerHTML={{ __html: earlyInputScript(zoomSelector) }} />
}
