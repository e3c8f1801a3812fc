'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import type { ClientSearchConfig } from '@/lib/search/config'
import { preloadSearchFiles } from '@/lib/search/preload'
import { onSlowConnection } from '@/lib/site/connection'
import { takeEarlyInput } from '@/lib/site/early-input'
import { holdPrefetches } from '../layout/prefetch-policy'

// The modal (search-modal/, @docsearch/css and the search backends) is a separate chunk, loaded on the
// first open or when the pointer/focus reaches the button; no page loads it up front. A failed
// load leaves the page as it is and the next open tries again. The same intent asks for the search
// engine's files at once (lib/search/preload.ts) and, with the chunk in, starts the engine and loads
// the language's index meta and filters (never on 2g or with save-data; opening it always does): on
// a phone they were most of the wait for the first result.
const loadModal = () => import('./search-modal')
type ModalProps = { locale: Locale; config: ClientSearchConfig; onClose: () => void }

type Props = { locale: Locale; config: ClientSearchConfig; label: string; shortcut: string }

/** Typing targets where "/" is text, not a shortcut. */
function isTypingTarget(target: EventTarget | null | undefined) {
  const element = target as HTMLElement | null
  if (!element || typeof element.tagName !== 'string') return false
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
}

/** The navbar search button; Ctrl/Cmd+K and "/" open the modal, Escape and Ctrl/Cmd+K close it. */
export function SearchButton({ locale, config, label, shortcut }: Props) {
  const [open, setOpen] = useState(false)
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null)
  const [keys, setKeys] = useState(shortcut)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const preload = useCallback(() => {
    const warm = !onSlowConnection()
    if (warm) preloadSearchFiles(config, locale)
    loadModal().then((module) => warm && module.warmSearch(locale, config), () => undefined)
  }, [locale, config])
  // While the search is open, route prefetches wait (components/layout/prefetch-policy.tsx).
  const openModal = useCallback(() => {
    setOpen(true)
    holdPrefetches(true)
    preloadSearchFiles(config, locale)
    loadModal().then(
      (module) => setModal(() => module.default),
      (error) => {
        console.error(error)
        setOpen(false)
        holdPrefetches(false)
      },
    )
  }, [config, locale])
  const close = useCallback(() => {
    setOpen(false)
    holdPrefetches(false)
    buttonRef.current?.focus({ preventScroll: true })
  }, [])

  // A click or shortcut made before hydration (kept by lib/site/early-input.ts) opens the modal now.
  useEffect(() => {
    if (takeEarlyInput('search')) openModal()
  }, [openModal])

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)) setKeys('⌘ K')
  }, [])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // The modal leaves Escape and Ctrl/Cmd+K to this listener (it returns focus to the button).
      if (event.isComposing) return
      // event.code: Ctrl+K also on a Russian layout, where the key types "л".
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key?.toLowerCase() === 'k' || event.code === 'KeyK')
      if (open) {
        if (event.key === 'Escape' || modK) {
          event.preventDefault()
          close()
        }
        return
      }
      if (event.defaultPrevented) return
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.composedPath()[0] ?? event.target)
      if (modK || slash) {
        event.preventDefault()
        openModal()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, openModal, close])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        data-early="search"
        onClick={openModal}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="m18.03 16.62 4.28 4.28-1.41 1.41-4.28-4.28A9 9 0 1 1 18.03 16.62Zm-2-.74A7 7 0 1 0 11 18a6.98 6.98 0 0 0 5.03-2.12Z" /></svg>
        <span className="search-button__label" aria-hidden="true">{label}</span>
        <kbd className="search-button__keys" aria-hidden="true">{keys}</kbd>
      </button>
      {open && Modal && <Modal locale={locale} config={config} onClose={close} />}
    </>
  )
}
