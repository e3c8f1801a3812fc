'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { setPreferredVersion } from '@/lib/versions/preference'
import type { DocsSet } from '@/lib/versions/versions'
import { ChevronIcon } from '../layout/chevron-icon'

export type SwitcherItem = {
  version: string
  /** "1.4 · LTS" */
  label: string
  href: string
  /** Shown when the page does not exist in that version and the link opens the set's first page. */
  note?: string
  active: boolean
  current: boolean
}

type Props = {
  set: DocsSet
  /** The accessible name of the button: "Documentation version". */
  label: string
  /** The visible button text: "Other versions". */
  text: string
  items: SwitcherItem[]
  allVersions: { href: string; label: string }
}

/**
 * The version switcher of a documentation set: a button that opens a list of the versions.
 * Each entry opens the same page in that version (or its first page) and remembers the choice
 * as the reader's preferred version of the set. Keyboard: Enter/Space/↓ open, ↑/↓ move, Escape closes.
 */
export function VersionSwitcher({ set, label, text, items, allVersions }: Props) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('focusin', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('focusin', close)
    }
  }, [open])

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.version-switcher__list a') ?? [])]
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const index = links().indexOf(document.activeElement as HTMLAnchorElement)
    if (!open) {
      setOpen(true)
      // The list renders on the next frame.
      requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1))
    } else focusLink(index === -1 ? 0 : index + (event.key === 'ArrowDown' ? 1 : -1))
  }

  return (
    <div className="version-switcher" ref={root} onKeyDown={onKeyDown} data-set={set}>
      <button
        ref={button}
        type="button"
        className="version-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${text}`}
        onClick={() => setOpen((value) => !value)}
      >
        {text}
        <ChevronIcon className="version-switcher__chevron" />
      </button>
      <ul id={listId} className="version-switcher__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.version}>
            <Link
              href={item.href}
              prefetch={false}
              aria-current={item.active ? 'page' : undefined}
              onClick={() => {
                setPreferredVersion(set, item.current ? null : item.version)
                setOpen(false)
              }}
            >
              <span className="version-switcher__label">{item.label}</span>
              {item.note && <span className="version-switcher__note">{item.note}</span>}
            </Link>
          </li>
        ))}
        <li className="version-switcher__all">
          <Link href={allVersions.href} prefetch={false}>
            {allVersions.label}
          </Link>
        </li>
      </ul>
    </div>
  )
}
