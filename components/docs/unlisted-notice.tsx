import { Callout } from 'nextra/components'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'

/** Shown at the top of pages whose front matter says `unlisted: true`. */
export function UnlistedNotice({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].docs
  return (
    <Callout type="warning">
      <strong>{t.unlisted}.</strong> {t.unlistedText}
    </Callout>
  )
}
