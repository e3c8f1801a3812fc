'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { MenuButton } from './menu-button'
import { NavLinks } from './nav-links'

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
  const pathname = usePathname()
  useEffect(close, [pathname, close])
  const toggle = (button: HTMLButtonElement) => {
    setTop(button.closest('header')?.getBoundingClientRect().bottom)
    setOpen((value) => !value)
  }
  return (
    <>
      <MenuButton open={open} labels={labels} controls="site-drawer" onToggle={toggle} onClose={close} />
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
