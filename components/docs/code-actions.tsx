'use client'

import { useRef, useState, useSyncExternalStore } from 'react'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'

type Labels = Pick<Dictionary['docs'], 'copyCode' | 'copied' | 'wrapOn' | 'wrapOff'>

const never = () => () => {}

/**
 * Copy and word-wrap buttons of one code block; wrapping is per block. They exist only once the
 * page's JavaScript runs: without it they could do nothing, and in the HTML they were an eighth of a
 * docs page's elements, styled and laid out on a phone before the first interaction. They sit over
 * the block's corner, so their arrival moves nothing.
 */
export function CodeActions({ labels }: { labels: Labels }) {
  const hydrated = useSyncExternalStore(never, () => true, () => false)
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  const [wrapped, setWrapped] = useState(false)
  const block = () => ref.current?.closest('.code-block')

  async function copy() {
    const text = block()?.querySelector('pre code')?.textContent ?? ''
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      // Clipboard refused (insecure context, permissions): the text stays selectable.
    }
  }

  function toggleWrap() {
    const next = !wrapped
    block()?.toggleAttribute('data-wrap', next)
    setWrapped(next)
  }

  if (!hydrated) return null
  return (
    <div ref={ref} className="code-block__actions">
      <button type="button" className="code-block__button" onClick={toggleWrap} aria-pressed={wrapped} title={wrapped ? labels.wrapOff : labels.wrapOn} aria-label={labels.wrapOn}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M3 4h18v2H3V4Zm0 14h7v2H3v-2Zm0-7h15a4 4 0 0 1 0 8h-3v2l-4-3 4-3v2h3a2 2 0 0 0 0-4H3v-2Z" /></svg>
      </button>
      <button type="button" className="code-block__button" onClick={copy} title={copied ? labels.copied : labels.copyCode} aria-label={copied ? labels.copied : labels.copyCode}>
        {copied ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="m10 15.17 9.19-9.19 1.42 1.42L10 18 3.4 11.4l1.42-1.42L10 15.17Z" /></svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M7 6V3a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-3v3c0 .55-.45 1-1 1H4a1 1 0 0 1-1-1V7c0-.55.45-1 1-1h3Zm2 0h8v10h2V4H9v2ZM5 8v12h10V8H5Z" /></svg>
        )}
      </button>
      <span className="sr-only" aria-live="polite">{copied ? labels.copied : ''}</span>
    </div>
  )
}
