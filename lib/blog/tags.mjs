// @ts-check
// The blog's tags: the slugs posts may use in front matter. Their labels are in the dictionaries
// (lib/i18n/dictionaries/<locale>/index.mjs, `tags`).
import { dictionaries } from '../i18n/dictionaries/index.mjs'

export const BLOG_TAGS = /** @type {const} */ (['releases', 'models', 'llm', 'speech', 'vision', 'events', 'features', 'docs', 'training', 'infrastructure', 'tools'])

/** @typedef {(typeof BLOG_TAGS)[number]} BlogTag */

/**
 * A tag's label in a locale; a slug that is not a tag (the content check reports it) shows as is.
 * @param {import('../i18n/locales').Locale} locale @param {string} tag
 */
export const tagLabel = (locale, tag) => /** @type {Record<string, string>} */ (dictionaries[locale].tags)[tag] ?? tag
