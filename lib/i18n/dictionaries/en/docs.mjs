// @ts-check
/** @type {import('../types').Dictionary['docs']} */
export default {
  toc: 'On this page',
  backToTop: 'Back to top',
  editLink: 'Edit this page',
  sidebarHide: 'Hide sidebar',
  sidebarShow: 'Show sidebar',
  lastUpdatedBy: 'Last updated at {date} by {name}',
  lastUpdatedOn: 'Last updated at {date}',
  permalink: 'Permalink to this section',
  tocNav: 'Table of contents',
  copyCode: 'Copy code',
  codeLanguage: 'Sample language',
  copied: 'Copied',
  wrapOn: 'Wrap lines',
  wrapOff: 'Do not wrap lines',
  unlisted: 'Unlisted page',
  unlistedText: 'This page is not shown in the menu, search or sitemap: only people with a direct link can open it.',
  zoomImage: 'Zoom image',
  unzoomImage: 'Close the zoomed image',
  breadcrumb: 'Breadcrumb',
  pagination: 'Previous and next pages',
}
