// @ts-check
/** @type {import('../types').Dictionary['words']} */
export default {
  posts: { one: 'post', other: 'posts' },
  minutes: { one: 'minute', other: 'minutes' },
  documents: { one: 'document', other: 'documents' },
  items: { one: 'item', other: 'items' },
  pages: { one: 'page', other: 'pages' },
  results: { one: 'result', other: 'results' },
}
