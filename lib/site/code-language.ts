// The reader's language in code groups (components/docs/code-group.tsx): one choice for every group
// of every page, kept in localStorage, applied before the first paint.
//
// An inline script in <head> (components/layout/code-language.tsx) puts the kept choice on <html> as
// data-code-language before the body is parsed; styles/site.css shows each group's panel of that
// language (or its first, when it has none), so the page paints with the reader's language and
// nothing moves. Without JavaScript the attribute is never set: every panel shows, curl first, each
// under its language's name, and the tab list is hidden. The script also answers the tabs — a click,
// and the WAI-ARIA tabs keys (arrows, Home, End; automatic activation, roving tabindex) — from one
// listener on the document, before and after hydration alike, so the groups need no client
// component; it puts each group's tab states in step as groups arrive (parsing, client navigation).
// A choice keeps the chosen tab where it was on screen: groups above it change height.

/** The localStorage key and the attribute on <html>; the language ids are lib/samples/languages.mjs's. */
export const CODE_LANGUAGE_KEY = 'code-language'
export const CODE_LANGUAGE_ATTRIBUTE = 'data-code-language'

/**
 * The script, run as the text of this function (minified with the client code it ships in), so it
 * uses nothing from outside it and only syntax every supported browser runs as is.
 */
function codeLanguage(key: string, attribute: string) {
  const root = document.documentElement
  const TAB = '[data-code-group] [role=tab]'
  let queued = false
  let stored = null
  try {
    stored = localStorage.getItem(key)
  } catch {}
  root.setAttribute(attribute, stored || 'curl')
  const sync = () => {
    queued = false
    const chosen = root.getAttribute(attribute)
    document.querySelectorAll('[data-code-group]').forEach((group) => {
      const tabs = [...group.querySelectorAll<HTMLElement>('[role=tab]')]
      const pick = Math.max(0, tabs.findIndex((tab) => tab.dataset.language === chosen))
      tabs.forEach((tab, index) => {
        const selected = String(index === pick)
        if (tab.getAttribute('aria-selected') === selected) return
        tab.setAttribute('aria-selected', selected)
        tab.tabIndex = index === pick ? 0 : -1
      })
    })
  }
  const choose = (tab: HTMLElement, focus: boolean) => {
    const top = tab.getBoundingClientRect().top
    root.setAttribute(attribute, tab.dataset.language!)
    try {
      localStorage.setItem(key, tab.dataset.language!)
    } catch {}
    sync()
    scrollBy(0, tab.getBoundingClientRect().top - top)
    if (focus) tab.focus()
  }
  const tabOf = (event: Event) => (event.target as Element).closest?.<HTMLElement>(TAB)
  document.addEventListener('click', (event) => {
    const tab = tabOf(event)
    if (tab) choose(tab, false)
  })
  document.addEventListener('keydown', (event) => {
    const tab = tabOf(event)
    if (!tab || event.altKey || event.ctrlKey || event.metaKey) return
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role=tab]')]
    const at = tabs.indexOf(tab)
    const next = ({ ArrowRight: at + 1, ArrowLeft: at - 1 + tabs.length, Home: 0, End: tabs.length - 1 } as Record<string, number>)[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(tabs[next % tabs.length], true)
  })
  new MutationObserver(() => {
    if (queued) return
    queued = true
    setTimeout(sync)
  }).observe(root, { childList: true, subtree: true })
}

/** The inline script, the same on every page (one CSP hash). */
export const codeLanguageScript = `(${codeLanguage.toString()})(${JSON.stringify(CODE_LANGUAGE_KEY)},${JSON.stringify(CODE_LANGUAGE_ATTRIBUTE)})`
