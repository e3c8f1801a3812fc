// @ts-check
// Article furniture (table of contents, code buttons, zoom, landmarks): a section of its own because
// the docs theme's breadcrumb and pagination (components/docs-theme/landmarks.mjs) read it in the browser.
export default {
  toc: 'На этой странице',
  backToTop: 'Наверх',
  editLink: 'Редактировать эту страницу',
  sidebarHide: 'Скрыть боковую панель',
  sidebarShow: 'Показать боковую панель',
  lastUpdatedBy: 'Последнее обновление: {date}, автор — {name}',
  lastUpdatedOn: 'Последнее обновление: {date}',
  permalink: 'Постоянная ссылка на раздел',
  tocNav: 'Содержание страницы',
  copyCode: 'Копировать код',
  codeLanguage: 'Язык примера',
  copied: 'Скопировано',
  wrapOn: 'Переносить строки',
  wrapOff: 'Не переносить строки',
  unlisted: 'Скрытая страница',
  unlistedText: 'Эта страница не показана в меню, поиске и карте сайта: её можно открыть только по прямой ссылке.',
  zoomImage: 'Увеличить изображение',
  unzoomImage: 'Уменьшить изображение',
  breadcrumb: 'Навигационная цепочка',
  pagination: 'Предыдущая и следующая страницы',
}
