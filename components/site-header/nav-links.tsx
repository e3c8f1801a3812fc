'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { usePreferredVersions, versionedHref, withoutVersion } from '@/lib/versions/preference'

type NavLink = { key: string; title: string; href: string }

// Any version of a documentation set counts as that set.
const isActive = (pathname: string, href: string) => {
  const [path, target] = [withoutVersion(pathname), withoutVersion(href)]
  return path === target || path.startsWith(`${target}/`)
}

export function NavLinks({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  const pathname = usePathname()
  // "Documentation" and "API" lead to the reader's preferred version of each set.
  const preferred = usePreferredVersions()
  return (
    <ul className="nav-links">
      {links.map((link) => {
        const href = link.key === 'docs' || link.key === 'api' ? versionedHref(link.href, preferred[link.key]) : link.href
        const active = isActive(pathname, href)
        return (
          <li key={link.key}>
            <Link href={href} aria-current={active ? 'page' : undefined} className="nav-links__link" onClick={onNavigate}>
              {link.title}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
