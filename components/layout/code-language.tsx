'use client'

import { codeLanguageScript } from '@/lib/site/code-language'

/**
 * The reader's language of code groups, applied before the first paint and answered from one listener
 * (lib/site/code-language.ts). A client component for the reason components/layout/early-input.tsx
 * is one: the script's text comes once with the shared, cached client code, not in each page's payload.
 */
export function CodeLanguage() {
  // Compiled differently on the server and in the browser, hence the suppressed warning.
  return <script id="code-language" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: codeLanguageScript }} />
}
