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
        <i className="ri-markdown-line" aria-hidden="true" /> {t.summary}
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
