'use client'

import { setMenu, useMenu } from 'nextra-theme-docs'
import { MenuButton } from './menu-button'

const toggleMenu = () => setMenu((value) => !value)
const closeMenu = () => setMenu(false)

/** On docs-theme pages the drawer is the theme's mobile navigation (components/docs-theme/sidebar.tsx). */
export function DocsMenuButton({ labels }: { labels: { menuOpen: string; menuClose: string } }) {
  const open = useMenu()
  return <MenuButton open={open} labels={labels} onToggle={toggleMenu} onClose={closeMenu} />
}
