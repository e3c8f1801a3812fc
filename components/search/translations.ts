import type { Locale } from '../../lib/i18n/locales'
import { searchStrings } from '../../lib/i18n/search-strings'

/** DocSearch's modal strings in the page's locale (SPEC §8 wording in English). */
export function modalTranslations(locale: Locale) {
  const t = searchStrings[locale]
  return {
    searchBox: {
      placeholderText: t.placeholder,
      searchInputLabel: t.button,
      clearButtonTitle: t.clear,
      clearButtonAriaLabel: t.clearAria,
      closeButtonText: t.cancel,
      closeButtonAriaLabel: t.close,
    },
    startScreen: {
      recentSearchesTitle: t.recent,
      noRecentSearchesText: t.noRecent,
      saveRecentSearchButtonTitle: t.saveRecent,
      removeRecentSearchButtonTitle: t.removeRecent,
      favoriteSearchesTitle: t.favorites,
      removeFavoriteSearchButtonTitle: t.removeFavorite,
    },
    errorScreen: { titleText: t.errorTitle, helpText: t.errorHelp },
    noResultsScreen: {
      noResultsText: t.noResults,
      suggestedQueryText: t.tryText,
      reportMissingResultsText: t.reportText,
      reportMissingResultsLinkText: t.reportLink,
    },
    footer: {
      selectText: t.select,
      selectKeyAriaLabel: t.enterKey,
      navigateText: t.navigate,
      navigateUpKeyAriaLabel: t.upKey,
      navigateDownKeyAriaLabel: t.downKey,
      closeText: t.closeKey,
      closeKeyAriaLabel: t.escapeKey,
      poweredByText: t.poweredBy,
    },
  }
}
