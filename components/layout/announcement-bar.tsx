import Link from 'next/link'
import { XIcon } from 'nextra/icons'
import { site } from '@/site.config.mjs'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { BannerFrame, DismissButton } from './banner'
import { BANNER_CLASS_NAME, HEIGHT_VARIABLE } from './banner-names'

/**
 * The optional, dismissible announcement bar (site.config.mjs, `announcement`). A dismissal is kept
 * in localStorage under the announcement's id, so a new id shows the bar again.
 */
export function AnnouncementBar({ locale }: { locale: Locale }) {
  const { announcement } = site
  if (!announcement) return null
  const t = dictionaries[locale].announcement
  const storageKey = `announcement:${announcement.id}`
  // Before the first paint: hides a dismissed bar, and sets the bar's height on <html> so that
  // hydration does not have to (a custom property changed on <html> restyles the whole page).
  const prePaint = `try{var b=document.querySelector('.${BANNER_CLASS_NAME}');b.classList.toggle('x:hidden',!!localStorage.getItem(${JSON.stringify(storageKey)}));document.documentElement.style.setProperty('${HEIGHT_VARIABLE}',b.getBoundingClientRect().height+'px')}catch(e){}`
  return (
    <BannerFrame>
      {/* The label makes the text a named region landmark. */}
      <div className="x:w-full x:text-center x:font-medium x:text-sm x:py-2.5" role="region" aria-label={t.label}>
        <Link href={localize(locale, announcement.href)}>{t.text} →</Link>
      </div>
      <DismissButton storageKey={storageKey} label={t.close}>
        <script dangerouslySetInnerHTML={{ __html: prePaint }} />
        <XIcon height="1em" />
      </DismissButton>
    </BannerFrame>
  )
}
