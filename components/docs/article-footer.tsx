import { site } from '@/site.config.mjs'
import { formatDate } from '@/lib/i18n/dates'
import type { Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { analyticsConfig } from '@/lib/site/analytics.mjs'
import { FeedbackWidget } from './feedback-widget'

type Props = {
  locale: Locale
  /** Locale-free route of the page, the key of its rating. */
  route: string
  /** Source file relative to the repository root, for the edit link. */
  filePath: string
  lastUpdate: { date: string; author: string | null } | null
}

/** The end of every docs and API article: edit link, last update, and the feedback widget. */
export function ArticleFooter({ locale, route, filePath, lastUpdate }: Props) {
  const t = dictionaries[locale]
  const date = lastUpdate && formatDate(locale, lastUpdate.date.slice(0, 10))
  const updated = lastUpdate && (lastUpdate.author ? t.docs.lastUpdatedBy.replace('{name}', lastUpdate.author) : t.docs.lastUpdatedOn).replace('{date}', date!)
  return (
    <footer className="article-footer" data-pagefind-ignore="all">
      <FeedbackWidget route={route} locale={locale} labels={t.feedback} endpoint={site.feedbackEndpoint} analytics={analyticsConfig(site.analytics)} />
      <div className="article-footer__meta">
        <a className="article-footer__edit" href={`${site.editUrlBase}/${filePath}`} target="_blank" rel="noopener noreferrer">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M6.41 16 16.55 5.86l-1.41-1.41L5 14.59V16h1.41Zm.83 2H3v-4.24L14.43 2.33a1 1 0 0 1 1.42 0l2.83 2.83a1 1 0 0 1 0 1.41L7.24 18ZM3 20h18v2H3v-2Z" /></svg>
          {t.docs.editLink}
        </a>
        {updated && (
          <p className="article-footer__updated">
            <time dateTime={lastUpdate!.date}>{updated}</time>
          </p>
        )}
      </div>
    </footer>
  )
}
