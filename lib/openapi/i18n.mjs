/**
 * The document's texts in the reader's language. English is written in openapi/openapi.yaml;
 * Russian lives in openapi/ru.yaml, a flat map from a text's key to its translation. A key names
 * where the text stands, readably: `createService.summary`, `createService.parameters.service`,
 * `createService.responses.201`, `schemas.Service.instances.running`, `schemas.ModelList.data[].id`,
 * `schemas.ErrorCode.not_found`, `getDirectPath.responses.200.text/event-stream`,
 * `tags.Services.x-displayName`. `npm run openapi:keys` prints every key with its English text.
 */
import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'
import { variables } from '../../site.config.mjs'
import { substituteVariables } from '../content/variables.mjs'
import { HTTP_METHODS, TRANSLATION_FILES } from './document.mjs'

/** Fields that hold text for people. */
const TEXT_FIELDS = new Set(['description', 'summary', 'x-displayName', 'x-details', 'title'])
/** Structural steps a key leaves out: they say how, not what. */
const SILENT = new Set(['content', 'schema', 'properties', 'items', 'allOf', 'anyOf', 'additionalProperties', 'value'])

/** The readable key of a text at `path` (the steps from the document's root). */
function keyOf(document, path) {
  const steps = []
  let node = document
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    const parent = node
    node = node?.[step]
    const previous = path[i - 1]
    if (i === 0 && (step === 'paths' || step === 'components')) continue
    if (previous === 'paths' && i === 1) {
      // paths/<path>/<method>: the operation's id stands for both; a path item's own text keeps its path.
      const method = path[i + 1]
      if (HTTP_METHODS.includes(method)) {
        steps.push(node[method].operationId)
        i++
        node = node[method]
      } else steps.push(step)
      continue
    }
    // A property's name is never structure, even when it is called `items` or `value`.
    if (previous === 'properties') {
      steps.push(String(step))
      continue
    }
    // JSON bodies leave their media type out; another one (an SSE stream, a form) names it.
    if (previous === 'content') {
      if (step !== 'application/json') steps.push(String(step))
      continue
    }
    // An array's items: `choices[]`, `choices[].message`.
    if (step === 'items' && steps.length) {
      steps[steps.length - 1] += '[]'
      continue
    }
    if (SILENT.has(step)) continue
    if (previous === 'parameters' && Array.isArray(parent)) steps.push(node?.name ?? step)
    else if (previous === 'oneOf' && Array.isArray(parent)) steps.push(node?.const ?? step)
    else if ((previous === 'allOf' || previous === 'anyOf') && Array.isArray(parent)) continue
    else if (previous === 'tags' && Array.isArray(parent)) steps.push(node?.name ?? step)
    else if (step === 'oneOf') continue
    else if (i === path.length - 1 && step === 'description') continue
    else steps.push(String(step))
  }
  return steps.join('.')
}

/**
 * Every text of the document: `{ key, path, text }`. Examples' values are data, not text, and
 * are left out; two texts with one key would be ambiguous, so that throws.
 */
export function documentTexts(document) {
  const found = []
  const walk = (node, path) => {
    if (Array.isArray(node)) return node.forEach((child, index) => walk(child, [...path, index]))
    if (!node || typeof node !== 'object') return
    for (const [field, value] of Object.entries(node)) {
      if (field === 'example' || (field === 'value' && path.at(-2) === 'examples') || field === 'default' || field === 'const' || field === 'enum') continue
      const here = [...path, field]
      if (TEXT_FIELDS.has(field) && typeof value === 'string' && !(field === 'title' && path.length > 1)) found.push({ key: keyOf(document, here), path: here, text: value })
      else walk(value, here)
    }
  }
  walk(document, [])
  const seen = new Map()
  for (const entry of found) {
    if (seen.has(entry.key)) throw new Error(`openapi: two texts share the translation key "${entry.key}" (${seen.get(entry.key).join('/')} and ${entry.path.join('/')})`)
    seen.set(entry.key, entry.path)
  }
  return found
}

const translationsCache = new Map()
/** A locale's translation map, variables substituted. English has none: the document is English. */
export function readTranslations(locale, file = TRANSLATION_FILES[locale]) {
  if (!file) return null
  if (!translationsCache.has(String(file))) translationsCache.set(String(file), parseYaml(substituteVariables(readFileSync(file, 'utf8'), variables).text) ?? {})
  return translationsCache.get(String(file))
}

/**
 * The keys a translation lacks and the keys it has that the document no longer has, each with
 * the English text: the content check fails the build on either, naming the key.
 */
export function translationGaps(document, translations) {
  const texts = documentTexts(document)
  const keys = new Set(texts.map((entry) => entry.key))
  return {
    missing: texts.filter((entry) => typeof translations[entry.key] !== 'string' || !translations[entry.key].trim()),
    stale: Object.keys(translations).filter((key) => !keys.has(key)),
  }
}

const localizedCache = new WeakMap()
/** The document with its texts in `locale` (a copy; English returns the document itself). */
export function localizeDocument(document, locale, file = TRANSLATION_FILES[locale]) {
  const translations = readTranslations(locale, file)
  if (!translations) return document
  if (!localizedCache.has(document)) localizedCache.set(document, {})
  const byLocale = localizedCache.get(document)
  if (byLocale[locale]) return byLocale[locale]
  const copy = structuredClone(document)
  const { missing } = translationGaps(document, translations)
  if (missing.length) throw new Error(`${file} has no translation for ${missing.map((entry) => `"${entry.key}"`).join(', ')}`)
  for (const { key, path } of documentTexts(document)) {
    const parent = path.slice(0, -1).reduce((at, step) => at[step], copy)
    parent[path.at(-1)] = translations[key]
  }
  byLocale[locale] = copy
  return copy
}
