// The error screens' strings, in a module of their own: the error boundaries are in every page's
// first-load JavaScript, and importing all UI strings there would ship them to every reader.
export const errorStrings = {
  ru: {
    crashed: 'Эта страница сломалась.',
    tryAgain: 'Попробовать снова',
    chunk: 'Не удалось загрузить часть страницы. Проверьте подключение к интернету.',
    retry: 'Повторить',
  },
  en: {
    crashed: 'This page crashed.',
    tryAgain: 'Try again',
    chunk: 'Part of this page failed to load. Check your internet connection.',
    retry: 'Retry',
  },
} as const
