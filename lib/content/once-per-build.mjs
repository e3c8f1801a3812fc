// Every page of a build asks which routes the content has (the language switcher, the version
// switcher); each asking read the content folders again, so a build's time grew with the square of
// its pages (bench/RESULTS.md, "Scale"). While the build runs (`next build`, and scripts/postbuild.mjs,
// which says so: NODE_ENV is production) the content cannot change, so each answer is computed once
// per process. `next dev`, the other scripts (a version cut writes new files, then reads them) and
// the tests read afresh.

/** Whether this process is a build: read at each call, as scripts/postbuild.mjs says so once it has started. */
export const inBuild = () => process.env.NODE_ENV === 'production'

/**
 * `fn` computed once per distinct arguments in a production build, and as it is elsewhere. The
 * answer is frozen: it is shared by every caller, so a caller that sorts it in place fails loudly.
 * @template {(...args: any[]) => any} F
 * @param {F} fn a function of JSON-serialisable arguments
 * @returns {F}
 */
export function oncePerBuild(fn) {
  const answers = new Map()
  return /** @type {F} */ (
    (...args) => {
      if (!inBuild()) return fn(...args)
      const key = JSON.stringify(args)
      if (!answers.has(key)) answers.set(key, Object.freeze(fn(...args)))
      return answers.get(key)
    }
  )
}
