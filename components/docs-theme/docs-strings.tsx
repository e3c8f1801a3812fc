'use client'

import { createContext, useContext, type ReactNode } from 'react'
import en from '@/lib/i18n/dictionaries/en/docs.mjs'
import ru from '@/lib/i18n/dictionaries/ru/docs.mjs'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'

// The locale of the page, for the theme components in this folder: Nextra hard-codes their
// accessible names in English. The root layout knows the locale (also on the 404 page, whose URL
// says nothing about it), so it provides it rather than each component parsing the URL.
const DocsLocale = createContext<Locale>(defaultLocale)

export function DocsLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <DocsLocale.Provider value={locale}>{children}</DocsLocale.Provider>
}

// The dictionaries' docs sections only: this module is in every docs page's JavaScript.
const docs = { ru, en }

/** The docs strings (the dictionaries' `docs` section) of the page's locale. */
export const useDocsStrings = () => docs[useContext(DocsLocale)]
