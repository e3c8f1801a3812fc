import type { Locale } from './locales'

/** A calendar date (YYYY-MM-DD) written for the locale: «1 августа 2024 г.» / "August 1, 2024". */
export function formatDate(locale: Locale, date: string) {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}
