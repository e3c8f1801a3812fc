'use client'

import { useState } from 'react'

type Labels = { copy: string; copied: string; failed: string }

/** Copies the page's Markdown twin; its work (fetch, clipboard) is loaded when it is pressed. */
export function CopyPageButton({ href, labels }: { href: string; labels: Labels }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  async function copy() {
    const { copyMarkdown } = await import('./copy-markdown')
    setStatus((await copyMarkdown(href)) ? 'copied' : 'failed')
  }
  return (
    <button type="button" onClick={copy}>
      {labels.copy}
      <span className="page-menu__status" role="status">
        {status === 'idle' ? '' : labels[status]}
      </span>
    </button>
  )
}
