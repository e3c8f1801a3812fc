'use client'

import { setMenu, useMenu } from 'nextra-theme-docs'
import { MenuIcon } from './menu-icon'

type Labels = { menuOpen: string; menuClose: string }

/** On docs-theme pages the drawer is the theme's own mobile navigation (sections and sidebar). */
export function DocsMenuButton({ labels }: { labels: Labels }) {
  const open = useMenu()
  return (
    <button
      type="button"
      className="header-button menu-button"
      aria-expanded={open}
      aria-label={open ? labels.menuClose : labels.menuOpen}
      onClick={() => setMenu((value) => !value)}
    >
      <MenuIcon open={open} />
    </button>
  )
}
