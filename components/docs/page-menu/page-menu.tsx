import { site } from '@/site.config.mjs'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { Locale } from '@/lib/i18n/locales'
import { CopyPageButton } from './copy-page-button'

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
        <i className="ri-markdown-line" aria-hidden="true" /> {t.summary}
        <span className="sr-only">: {t.label}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="page-menu__chevron">
          <path fill="currentColor" d="m12 15.6-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 9.6l-6 6Z" />
        </svg>
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
