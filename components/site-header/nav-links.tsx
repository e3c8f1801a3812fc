'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

type NavLink = { key: string; title: string; href: string }

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`)

export function NavLinks({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  const pathname = usePathname()
  return (
    <ul className="nav-links">
      {links.map((link) => {
        const active = isActive(pathname, link.href)
        return (
          <li key={link.key}>
            <Link href={link.href} aria-current={active ? 'page' : undefined} className="nav-links__link" onClick={onNavigate}>
              {link.title}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
