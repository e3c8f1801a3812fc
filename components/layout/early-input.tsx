import { earlyInputScript } from '@/lib/site/early-input'
import { site } from '@/site.config.mjs'

// One text for every page (one CSP hash): the zoom selector comes from the site's configuration.
const script = earlyInputScript(site.zoom?.selector)

/** Keeps a click or shortcut made before hydration for the component to replay (lib/site/early-input.ts). */
export function EarlyInput() {
  return <script id="early-input" dangerouslySetInnerHTML={{ __html: script }} />
}
