'use client'

// The site's colour-mode provider, in place of next-themes (which both Nextra themes import:
// next.config.mjs swaps the package for this module). Same API as far as the themes and the site
// use it: `ThemeProvider` and `useTheme()` → { theme, setTheme, resolvedTheme, themes, forcedTheme,
// systemTheme }. The site's decisions (DECISIONS.md): light by default, the OS preference is not
// followed, the reader's choice is kept in localStorage (key `theme`).
//
// Why not next-themes: on mount it applies the theme again although its inline script did so
// before the first paint — it removes and re-adds the class on <html> and inserts, then removes,
// a `* { transition: none }` style — and each of these makes the browser restyle the whole page
// after hydration (bench/RESULTS.md,
// "Lighthouse (no restyling after hydration, compile hints on the start-up scripts) — 2026-11-21, commit 31d497f").
// Here mounting changes nothing on <html> when it
// already shows the theme; tests/e2e/loading.spec.ts checks it in both modes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'

type Attribute = 'class' | `data-${string}`

export type ThemeProviderProps = {
  children?: ReactNode
  /** Names of the themes; each is also the class (or attribute value) set on <html>. */
  themes?: string[]
  /** The theme of every page under this provider, whatever the reader chose. */
  forcedTheme?: string
  /** The theme before the reader chooses one. */
  defaultTheme?: string
  storageKey?: string
  /** What marks the theme on <html>: its class, or a data attribute's value. */
  attribute?: Attribute | Attribute[]
  /** Switch CSS transitions off during a change, so that colours do not fade one by one. */
  disableTransitionOnChange?: boolean
  /** Set `color-scheme` on <html>, for the browser's own controls and scrollbars. */
  enableColorScheme?: boolean
  /** Accepted for next-themes compatibility and ignored: the site does not follow the OS preference. */
  enableSystem?: boolean
}

export type UseThemeProps = {
  theme?: string
  setTheme: Dispatch<SetStateAction<string>>
  /** The theme on screen: without a "system" theme, the same as `theme`. */
  resolvedTheme?: string
  themes: string[]
  forcedTheme?: string
  /** Always undefined: the OS preference is not followed. */
  systemTheme?: 'dark' | 'light'
}

const ThemeContext = createContext<UseThemeProps | undefined>(undefined)
const outsideProvider: UseThemeProps = { setTheme: () => {}, themes: [] }

export const useTheme = (): UseThemeProps => useContext(ThemeContext) ?? outsideProvider

export function ThemeProvider(props: ThemeProviderProps) {
  // A nested provider (the blog theme's, inside the blog layout's) defers to the outer one.
  if (useContext(ThemeContext)) return <>{props.children}</>
  return <RootThemeProvider {...props} />
}

const defaultThemes = ['light', 'dark']

function RootThemeProvider({
  children,
  themes = defaultThemes,
  forcedTheme,
  defaultTheme = 'light',
  storageKey = 'theme',
  attribute = 'data-theme',
  disableTransitionOnChange = false,
  enableColorScheme = true,
}: ThemeProviderProps) {
  const attributes = Array.isArray(attribute) ? attribute : [attribute]
  // Unknown on the server; in the browser, what the inline script applied.
  const [theme, setThemeState] = useState(() => (typeof window === 'undefined' ? undefined : storedTheme(storageKey, themes) ?? defaultTheme))

  const setTheme = useCallback<Dispatch<SetStateAction<string>>>(
    (value) => {
      setThemeState((current) => {
        const next = typeof value === 'function' ? value(current ?? defaultTheme) : value
        try {
          localStorage.setItem(storageKey, next)
        } catch {
          // Storage off (private mode, policy): the choice lasts for this page only.
        }
        return next
      })
    },
    [storageKey, defaultTheme],
  )

  const shown = forcedTheme ?? theme
  const attributesKey = attributes.join(' ')
  useEffect(() => {
    if (shown) applyTheme(shown, { themes, attributes: attributesKey.split(' ') as Attribute[], colorScheme: enableColorScheme, disableTransitions: disableTransitionOnChange })
  }, [shown, themes, attributesKey, enableColorScheme, disableTransitionOnChange])

  // A choice made in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setThemeState(event.newValue && themes.includes(event.newValue) ? event.newValue : defaultTheme)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [storageKey, themes, defaultTheme])

  const context = useMemo<UseThemeProps>(() => ({ theme, setTheme, resolvedTheme: theme, themes, forcedTheme, systemTheme: undefined }), [theme, setTheme, themes, forcedTheme])
  const scriptArgs = JSON.stringify([storageKey, defaultTheme, themes, attributes, enableColorScheme, forcedTheme ?? null]).slice(1, -1)
  return (
    <ThemeContext.Provider value={context}>
      {/* Compiled differently on the server and in the browser, hence the suppressed warning. */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `(${applyBeforePaint.toString()})(${scriptArgs})` }} />
      {children}
    </ThemeContext.Provider>
  )
}

function storedTheme(storageKey: string, themes: string[]) {
  try {
    const stored = localStorage.getItem(storageKey)
    return stored && themes.includes(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

/**
 * The inline script: applies the stored (or default, or forced) theme to <html> before the first
 * paint (storage off: the default theme). It runs as the text of this function, so it uses nothing
 * from outside it and only syntax every supported browser runs as is.
 */
function applyBeforePaint(storageKey: string, defaultTheme: string, themes: string[], attributes: string[], colorScheme: boolean, forcedTheme: string | null) {
  let theme = forcedTheme || defaultTheme
  try {
    const stored = localStorage.getItem(storageKey)
    if (!forcedTheme && stored && themes.indexOf(stored) >= 0) theme = stored
  } catch (error) {}
  const root = document.documentElement
  for (let i = 0; i < attributes.length; i++) {
    if (attributes[i] !== 'class') root.setAttribute(attributes[i], theme)
    else {
      for (let j = 0; j < themes.length; j++) root.classList.remove(themes[j])
      root.classList.add(theme)
    }
  }
  if (colorScheme && (theme === 'light' || theme === 'dark')) root.style.colorScheme = theme
}

type ApplyOptions = { themes: string[]; attributes: Attribute[]; colorScheme: boolean; disableTransitions: boolean }

/** Shows `theme` on <html> — unless it already does: any change there restyles the whole page. */
function applyTheme(theme: string, { themes, attributes, colorScheme, disableTransitions }: ApplyOptions) {
  const root = document.documentElement
  const scheme = theme === 'light' || theme === 'dark' ? theme : ''
  const showsTheme = attributes.every((attribute) => (attribute === 'class' ? themes.every((name) => root.classList.contains(name) === (name === theme)) : root.getAttribute(attribute) === theme))
  if (showsTheme && (!colorScheme || root.style.colorScheme === scheme)) return

  const restoreTransitions = disableTransitions ? pauseTransitions() : undefined
  for (const attribute of attributes) {
    if (attribute === 'class') {
      root.classList.remove(...themes)
      root.classList.add(theme)
    } else {
      root.setAttribute(attribute, theme)
    }
  }
  if (colorScheme) root.style.colorScheme = scheme
  restoreTransitions?.()
}

/** Switches every CSS transition off until the new colours are applied (one frame). */
function pauseTransitions() {
  const style = document.createElement('style')
  style.appendChild(document.createTextNode('*,*::before,*::after{-webkit-transition:none!important;transition:none!important}'))
  document.head.appendChild(style)
  return () => {
    // Forces the restyle with transitions off before they come back.
    window.getComputedStyle(document.body)
    setTimeout(() => document.head.removeChild(style), 1)
  }
}
