// @ts-check
/** @type {import('../types').Dictionary['error']} */
export default {
  crashed: 'This page crashed.',
  tryAgain: 'Try again',
  chunk: 'Part of this page failed to load. Check your internet connection.',
  retry: 'Retry',
}
