'use client'

import { MenuIcon } from './menu-icon'
import { useDrawer } from './use-drawer'

type Props = {
  open: boolean
  labels: { menuOpen: string; menuClose: string }
  /** The id of the drawer it opens, when the drawer is the button's own. */
  controls?: string
  onToggle: (button: HTMLButtonElement) => void
  onClose: () => void
}

/** The header's menu button at phone widths: opens and closes a drawer (components/site-header/use-drawer.ts). */
export function MenuButton({ open, labels, controls, onToggle, onClose }: Props) {
  const button = useDrawer(open, onClose)
  return (
    <button
      ref={button}
      type="button"
      className="header-button menu-button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? labels.menuClose : labels.menuOpen}
      onClick={(event) => onToggle(event.currentTarget)}
    >
      <MenuIcon open={open} />
    </button>
  )
}
