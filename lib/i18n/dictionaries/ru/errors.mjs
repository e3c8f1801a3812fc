// @ts-check
// The error screens' strings: a section of its own because the error boundaries are in every page's
// first-load JavaScript and must not bring the rest of the dictionary with them.
export default {
  crashed: 'Эта страница сломалась.',
  tryAgain: 'Попробовать снова',
  chunk: 'Не удалось загрузить часть страницы. Проверьте подключение к интернету.',
  retry: 'Повторить',
}
