'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { MenuIcon } from './menu-icon'
import { NavLinks } from './nav-links'
import { useDrawer } from './use-drawer'

type Props = {
  labels: { menuOpen: string; menuClose: string; mainNav: string }
  links: { key: string; title: string; href: string }[]
  product: { title: string; href: string }
}

/** The mobile drawer of pages outside the docs theme (the blog). */
export function DrawerMenuButton({ labels, links, product }: Props) {
  const [open, setOpen] = useState(false)
  // The drawer starts under the header, wherever the header is (the announcement bar may sit above it).
  const [top, setTop] = useState<number>()
  const close = useCallback(() => setOpen(false), [])
  const button = useDrawer(open, close)
  const pathname = usePathname()
  useEffect(close, [pathname, close])
  const toggle = () => {
    setTop(button.current?.closest('header')?.getBoundingClientRect().bottom)
    setOpen((value) => !value)
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="header-button menu-button"
        aria-expanded={open}
        aria-controls="site-drawer"
        aria-label={open ? labels.menuClose : labels.menuOpen}
        onClick={toggle}
      >
        <MenuIcon open={open} />
      </button>
      <div id="site-drawer" className="site-drawer" hidden={!open} style={{ top }}>
        <nav aria-label={labels.mainNav}>
          <NavLinks links={links} onNavigate={close} />
          <a className="site-drawer__external" href={product.href} target="_blank" rel="noopener noreferrer">
            {product.title} ↗
          </a>
        </nav>
      </div>
    </>
  )
}
