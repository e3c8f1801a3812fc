'use client'

import { setMenu, useMenu } from 'nextra-theme-docs'
import { MenuIcon } from './menu-icon'
import { useDrawer } from './use-drawer'

type Labels = { menuOpen: string; menuClose: string }

const closeMenu = () => setMenu(false)

/** On docs-theme pages the drawer is the theme's mobile navigation (components/docs-theme/sidebar.tsx). */
export function DocsMenuButton({ labels }: { labels: Labels }) {
  const open = useMenu()
  const button = useDrawer(open, closeMenu)
  return (
    <button
      ref={button}
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
