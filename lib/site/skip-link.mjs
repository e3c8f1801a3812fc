'use client'

// The docs theme's "Skip to Content" link, replaced (next.config.mjs) because the theme renders
// it as <a type="button"> (invalid HTML: `type` on a link names a MIME type) and always in English.
// A plain link in the page's language; styles/site.css hides it until it has keyboard focus.
// Plain JS: the build compiles it with the theme's loaders (hence the file extensions on imports).
import { usePathname } from 'next/navigation'
import { jsx } from 'react/jsx-runtime'
import { splitLocale } from '../i18n/locales.ts'
import { strings } from '../i18n/strings.ts'

export function SkipNavLink({ id = 'nextra-skip-nav', children }) {
  const label = strings[splitLocale(usePathname() ?? '/').locale].nav.skipToContent
  return jsx('a', { href: `#${id}`, className: 'nextra-skip-nav site-skip-link', children: children ?? label })
}
