import type { Locale } from './locales'

// Made once: a formatter takes longer to make than to use (1.4 s of the real site's static generation).
const calendar = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
const calendarDate = {
  ru: new Intl.DateTimeFormat('ru-RU', calendar),
  en: new Intl.DateTimeFormat('en-US', calendar),
} satisfies Record<Locale, Intl.DateTimeFormat>

/** A calendar date (YYYY-MM-DD) written for the locale: «1 августа 2024 г.» / "August 1, 2024". */
export function formatDate(locale: Locale, date: string) {
  return calendarDate[locale].format(new Date(`${date}T00:00:00Z`))
}
