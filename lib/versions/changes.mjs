// "What changed in 1.5 since 1.4": between two consecutive published versions (the current content
// and the snapshots of versions/, ordered by number), the REST API's changes from their OpenAPI
// documents (lib/versions/api-diff.mjs) and the pages added, removed and changed in each locale.
// The pages /versions/changes/<version> render it (components/versions/changes-page.tsx).
import { existsSync } from 'node:fs'
import path from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { contentManifest } from '../content/manifest.mjs'
import { DOCUMENT_FILE, loadDocument } from '../openapi/document.mjs'
import { diffDocuments } from './api-diff.mjs'
import { ChangesError, pairOf } from './pairs.mjs'
import { versionRows, VERSIONS_DIR } from './snapshots.mjs'

/** The OpenAPI document of a version: openapi/openapi.yaml for the current one, else the snapshot's frozen copy. */
export function documentFileOf(version, versionsDir = VERSIONS_DIR) {
  const row = versionRows(versionsDir).find((entry) => entry.version === version)
  return row?.status === 'current' ? DOCUMENT_FILE : path.join(versionsDir, version, 'openapi', 'openapi.yaml')
}

/**
 * The document of a version, validated against the OpenAPI 3.1 schema (a ChangesError names the
 * file), or null for a version whose REST reference was never described by one (1.3's is prose).
 */
async function validDocument(version, versionsDir) {
  const file = documentFileOf(version, versionsDir)
  const rel = path.relative(process.cwd(), file)
  if (!existsSync(file)) return null
  let document
  try {
    document = loadDocument(file)
    await SwaggerParser.validate(structuredClone(document))
  } catch (error) {
    throw new ChangesError(`${rel}: the OpenAPI document of version ${version} does not validate: ${error.message.split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join('; ') || error.message} (npm run lint:openapi lints every version's document)`)
  }
  return document
}

/** A page's text with its version's own link prefix taken out, so that a frozen copy equals its source. */
const unversioned = (page) => (page.version ? page.source.replaceAll(`/versions/${page.version}/`, '/') : page.source)
const bareRoute = (page) => (page.version ? page.route.slice(`/versions/${page.version}`.length) : page.route)

/**
 * A page's text as its parts: the front matter, the introduction (before the first `##`) and each
 * `##` section by its heading (`{#anchor}` left out), fenced code kept inside the section it is in.
 * @returns {Map<string, string>} keyed `''` (front matter), `'\0intro'` and the headings
 */
function sectionsOf(text) {
  const parts = new Map()
  const front = /^---\n[\s\S]*?\n---\n/.exec(text)
  parts.set('', front?.[0] ?? '')
  let key = '\0intro'
  let fence = null
  let lines = []
  const flush = () => parts.set(key, `${parts.get(key) ?? ''}${lines.join('\n').trim()}`)
  for (const line of text.slice(front?.[0].length ?? 0).split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? null : marker
    const heading = !fence && /^## (.+?)\s*(?:\{#[^}]*\})?\s*$/.exec(line)
    if (heading) {
      flush()
      key = heading[1]
      lines = []
    } else lines.push(line)
  }
  flush()
  return parts
}

/**
 * What changed inside a page: `##` sections added, removed and rewritten (the same heading, other
 * text), and whether its introduction or its title and description did: `{ added, removed,
 * rewritten, intro, frontMatter }`.
 */
export function sectionChanges(beforeText, afterText) {
  const [before, after] = [sectionsOf(beforeText), sectionsOf(afterText)]
  const headings = (parts) => [...parts.keys()].filter((key) => key && key !== '\0intro')
  return {
    added: headings(after).filter((key) => !before.has(key)),
    removed: headings(before).filter((key) => !after.has(key)),
    rewritten: headings(after).filter((key) => before.has(key) && before.get(key) !== after.get(key)),
    intro: before.get('\0intro') !== after.get('\0intro'),
    frontMatter: before.get('') !== after.get(''),
  }
}

/**
 * The pages added, removed and changed from `previous` to `version` in one locale, as
 * locale-free routes of each side: `{ added: [{ after }], removed: [{ before }], changed: [{ before,
 * after, sections }] }`, `sections` what changed inside the page (`sectionChanges`).
 */
export function pageChanges(locale, { version, previous, current, previousCurrent }, pages = contentManifest()) {
  const sets = (page) => page.locale === locale && page.route && (page.set === 'docs' || page.set === 'api')
  const side = (v) => new Map(pages.filter((page) => sets(page) && page.version === v).map((page) => [bareRoute(page), page]))
  const before = side(previousCurrent ? null : previous)
  const after = side(current ? null : version)
  const result = { added: [], removed: [], changed: [] }
  for (const [route, page] of after) {
    const old = before.get(route)
    if (!old) result.added.push({ after: page.route })
    else if (unversioned(old) !== unversioned(page)) result.changed.push({ before: old.route, after: page.route, sections: sectionChanges(unversioned(old), unversioned(page)) })
  }
  for (const [route, page] of before) if (!after.has(route)) result.removed.push({ before: page.route })
  return result
}

/**
 * Everything that changed in `version` since the previous published version. Throws a ChangesError
 * for a version that is not published or has no previous one, or a document that does not validate.
 * @param {string} version
 * @param {{ versionsDir?: string, pages?: readonly any[] }} [options]
 */
export async function versionChanges(version, { versionsDir = VERSIONS_DIR, pages = contentManifest() } = {}) {
  const pair = pairOf(version, versionsDir)
  const [before, after] = await Promise.all([validDocument(pair.previous, versionsDir), validDocument(version, versionsDir)])
  return {
    ...pair,
    /** null when either version has no document: `withoutDocument` names it. */
    api: before && after ? diffDocuments(before, after) : null,
    withoutDocument: before ? (after ? null : version) : pair.previous,
    pages: { ru: pageChanges('ru', pair, pages), en: pageChanges('en', pair, pages) },
  }
}
