import { site } from '@/site.config.mjs'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { Locale } from '@/lib/i18n/locales'
import { CopyPageButton } from './copy-page-button'
import { ChevronIcon } from '../../layout/chevron-icon'

/**
 * The page's Markdown twin for readers who work with an assistant (docs and API pages): copy it,
 * view it, or open ChatGPT or Claude with a prompt that names it. A native disclosure (`<details>`):
 * keyboard and screen readers use it as a button, it works before the scripts run, and only the
 * copy button has code, loaded when it is pressed.
 */
export function PageMenu({ locale, href }: { locale: Locale; href: string }) {
  const t = dictionaries[locale].markdown.pageMenu
  const prompt = encodeURIComponent(t.prompt.replace('{url}', `${site.url.replace(/\/$/, '')}${href}`))
  return (
    <details className="page-menu" data-pagefind-ignore="all">
      <summary className="page-menu__summary">
        <MarkdownIcon /> {t.summary}
        <span className="sr-only">: {t.label}</span>
        <ChevronIcon className="page-menu__chevron" />
      </summary>
      <ul className="page-menu__list">
        <li>
          <CopyPageButton href={href} labels={{ copy: t.copy, copied: t.copied, failed: t.failed }} />
        </li>
        <li>
          <a href={href} type="text/markdown">{t.view}</a>
        </li>
        <li>
          <a href={`https://chatgpt.com/?q=${prompt}`} target="_blank" rel="noopener noreferrer">{t.chatgpt}</a>
        </li>
        <li>
          <a href={`https://claude.ai/new?q=${prompt}`} target="_blank" rel="noopener noreferrer">{t.claude}</a>
        </li>
      </ul>
    </details>
  )
}

/**
 * Remix Icon's "markdown-line" (remixicon 4.9.1, Remix Icon License 1.0) drawn as SVG, not from the
 * icon font: a glyph's place in its line follows its font's ascent, so the page's first screen moved
 * by a fraction of a pixel when the font replaced the fallback (a layout shift on every docs page).
 */
function MarkdownIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="1em" height="1em" className="page-menu__icon">
      <path
        fill="currentColor"
        d="M3 3H21C21.5523 3 22 3.44772 22 4V20C22 20.5523 21.5523 21 21 21H3C2.44772 21 2 20.5523 2 20V4C2 3.44772 2.44772 3 3 3ZM4 5V19H20V5H4ZM7 15.5H5V8.5H7L9 10.5L11 8.5H13V15.5H11V11.5L9 13.5L7 11.5V15.5ZM18 12.5H20L17 15.5L14 12.5H16V8.5H18V12.5Z"
      />
    </svg>
  )
}
