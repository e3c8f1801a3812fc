// Reader input between the first paint and hydration: kept, then replayed once by the component.
//
// Pages are complete HTML long before React hydrates (seconds on a slow phone), but the search
// button, Ctrl/Cmd+K and "/" and the image zoom need JavaScript. An inline script in <head>
// (components/layout/early-input.tsx) catches those inputs in the capture phase, stops them and
// keeps the latest one; the components take it once they have mounted, and from then on their own
// handlers answer and the script stands aside for that kind of input.

/** What the reader asked for. `el` is the image node itself: hydration keeps the server's nodes. */
export type EarlyIntent = { kind: 'search' } | { kind: 'zoom'; el: Element }
export type EarlyKind = EarlyIntent['kind']
/** The script's global state: the queued intent (the latest) and the kinds whose component has taken over. */
export type EarlyInput = { q: EarlyIntent | null; r: Partial<Record<EarlyKind, true>> }

declare global {
  interface Window {
    __earlyInput?: EarlyInput
  }
}

/** The attribute (value: an EarlyKind) by which the server HTML marks the elements the script watches. */
export const EARLY = 'data-early'
/** Set on <html> while an input waits, for the busy cursor in styles/site.css. */
export const EARLY_WAIT = 'data-early-wait'

// ES5 with explicit semicolons: the readable source is joined into one line below. It mirrors
// SearchButton's shortcuts (Ctrl/Cmd+K without Alt and Shift, also as KeyK on other layouts;
// "/" outside typing targets) and ZoomableImage's test (its selector, not inside a link).
const source = `(function (w, d, z) {
  var s = w.__earlyInput = { q: null, r: {} };
  function keep(e, intent) {
    e.preventDefault();
    e.stopPropagation();
    s.q = intent;
    d.documentElement.setAttribute('${EARLY_WAIT}', '');
  }
  w.addEventListener('click', function (e) {
    var t = e.target;
    if (!t || !t.closest) return;
    if (!s.r.search && t.closest('[${EARLY}=search]')) keep(e, { kind: 'search' });
    else if (!s.r.zoom && z && t.matches('img[${EARLY}=zoom]') && t.matches(z) && !t.closest('a')) keep(e, { kind: 'zoom', el: t });
  }, true);
  w.addEventListener('keydown', function (e) {
    var t = e.composedPath()[0] || e.target;
    if (s.r.search || e.isComposing || e.defaultPrevented || e.altKey || !d.querySelector('[${EARLY}=search]')) return;
    if (e.ctrlKey || e.metaKey ? !e.shiftKey && (/^k$/i.test(e.key) || e.code == 'KeyK') : e.key == '/' && !(t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) keep(e, { kind: 'search' });
  }, true);
})`

/** The inline script for a site whose zoomable images match `zoomSelector` (none: no zoom). */
export function earlyInputScript(zoomSelector?: string): string {
  // "<" escaped: a selector can never close the <script> element.
  return `${source.replace(/\n\s*/g, '')}(window,document,${JSON.stringify(zoomSelector ?? '').replace(/</g, '\\u003c')});`
}

/**
 * Called by a component once it has mounted: from now on it handles `kind` itself. Returns true,
 * and clears the queue, when the queued intent is this one (for zoom: a click on `el`); the caller
 * then does what the reader asked. Without the script (or on a later mount) it returns false.
 */
export function takeEarlyInput(kind: EarlyKind, el?: Element | null): boolean {
  const state = window.__earlyInput
  if (!state) return false
  state.r[kind] = true
  const intent = state.q
  if (!intent || intent.kind !== kind || (intent.kind === 'zoom' && !sameImage(intent.el, el))) return false
  state.q = null
  document.documentElement.removeAttribute(EARLY_WAIT)
  return true
}

// The node itself; if hydration had to replace it (a mismatch re-renders on the client), the same image.
const sameImage = (clicked: Element, el: Element | null | undefined) =>
  !!el && (clicked === el || (!clicked.isConnected && clicked.getAttribute('src') === el.getAttribute('src')))
