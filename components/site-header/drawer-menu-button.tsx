'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { MenuIcon } from './menu-icon'
import { NavLinks } from './nav-links'

type Props = {
  labels: { menuOpen: string; menuClose: string; mainNav: string }
  links: { key: string; title: string; href: string }[]
  product: { title: string; href: string }
}

/** The mobile drawer of pages outside the docs theme (the blog). */
export function DrawerMenuButton({ labels, links, product }: Props) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', close)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', close)
      document.body.style.overflow = ''
    }
  }, [open])
  return (
    <>
      <button
        type="button"
        className="header-button menu-button"
        aria-expanded={open}
        aria-controls="site-drawer"
        aria-label={open ? labels.menuClose : labels.menuOpen}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </button>
      <div id="site-drawer" className="site-drawer" hidden={!open}>
        <nav aria-label={labels.mainNav}>
          <NavLinks links={links} onNavigate={() => setOpen(false)} />
          <a className="site-drawer__external" href={product.href} target="_blank" rel="noopener noreferrer">
            {product.title} ↗
          </a>
        </nav>
      </div>
    </>
  )
}
