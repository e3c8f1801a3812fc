'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { defaultLocale, type Locale } from '../../lib/i18n/locales'
import { strings } from '../../lib/i18n/strings'

// The locale of the page, for the theme components in this folder: Nextra hard-codes their
// accessible names in English. The root layout knows the locale (also on the 404 page, whose URL
// says nothing about it), so it provides it rather than each component parsing the URL.
const DocsLocale = createContext<Locale>(defaultLocale)

export function DocsLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <DocsLocale.Provider value={locale}>{children}</DocsLocale.Provider>
}

/** The docs strings (lib/i18n/strings.ts) of the page's locale. */
export const useDocsStrings = () => strings[useContext(DocsLocale)].docs
