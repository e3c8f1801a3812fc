import type ru from './ru/index.mjs'

/**
 * The shape every locale's dictionary has: the Russian one's. The English dictionary and its
 * sections are typed against it, so a key missing from (or extra in) one locale is a type error
 * (`npx tsc --noEmit`, run by `npm test` and by `next build`).
 */
export type Dictionary = typeof ru
