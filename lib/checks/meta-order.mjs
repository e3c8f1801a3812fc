// Sidebar order: the Russian and English `_meta` files of one folder of a documentation set must
// list the same keys in the same order, or the two sidebars drift apart. The keys are read from the
// source with the TypeScript parser (the `_meta.ts` files import TypeScript and cannot be run here).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { DOCS_SETS, snapshotSetDir, snapshotVersions } from '../versions/snapshots.mjs'

const META_FILES = ['_meta.ts', '_meta.tsx', '_meta.js', '_meta.mjs', '_meta.jsx']

/**
 * The keys of a `_meta` file's default export, in order, with their lines; a spread counts as one
 * key written as its source (`...items`). Null when the export is not an object literal.
 * @param {string} source @param {string} [fileName]
 * @returns {{ key: string, line: number }[] | null}
 */
export function metaKeys(source, fileName = '_meta.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const exported = file.statements.find(ts.isExportAssignment)
  let node = exported?.expression
  while (node && (ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) || ts.isAsExpression(node))) node = node.expression
  if (!node || !ts.isObjectLiteralExpression(node)) return null
  const line = (n) => file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1
  return node.properties.map((property) => ({
    key: ts.isSpreadAssignment(property) ? `...${property.expression.getText(file)}` : property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) || ts.isNumericLiteral(property.name)) ? property.name.text : property.name?.getText(file) ?? '?',
    line: line(property),
  }))
}

const metaFile = (dir) => META_FILES.map((name) => path.join(dir, name)).find((file) => existsSync(file))

/** Every folder under `dir` (itself included), relative to it. */
function folders(dir, rel = '') {
  if (!existsSync(dir)) return []
  // A link is not a folder of the tree (as in lib/content/files-under.mjs).
  const subfolders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return [rel, ...subfolders.flatMap(({ name }) => folders(path.join(dir, name), path.join(rel, name)))]
}

/**
 * Compares the `_meta` files of two locale trees of one documentation set, folder by folder.
 * Returns errors as `file:line message` strings naming both files.
 */
function compareTrees(ruDir, enDir, root) {
  const errors = []
  const rel = (file) => path.relative(root, file)
  for (const folder of [...new Set([...folders(ruDir), ...folders(enDir)])].sort()) {
    const ru = metaFile(path.join(ruDir, folder))
    const en = metaFile(path.join(enDir, folder))
    if (!ru && !en) continue
    // A folder that only one locale has is reported as a missing translation; a folder both have
    // must order both sidebars.
    if (!ru || !en) {
      if (existsSync(path.join(ruDir, folder)) && existsSync(path.join(enDir, folder))) {
        errors.push(`${rel(ru ?? en)}:1 sidebar order: ${rel(path.join(ru ? enDir : ruDir, folder, '_meta.ts'))} is missing`)
      }
      continue
    }
    const ruKeys = metaKeys(readFileSync(ru, 'utf8'), ru)
    const enKeys = metaKeys(readFileSync(en, 'utf8'), en)
    if (!ruKeys || !enKeys) {
      errors.push(`${rel(ruKeys ? en : ru)}:1 sidebar order: the default export must be an object literal so its keys can be compared with ${rel(ruKeys ? ru : en)}`)
      continue
    }
    const at = ruKeys.findIndex((entry, i) => entry.key !== enKeys[i]?.key)
    const index = at === -1 ? (ruKeys.length === enKeys.length ? -1 : ruKeys.length) : at
    if (index === -1) continue
    const show = (entry) => (entry ? `"${entry.key}"` : 'nothing')
    const lineOf = (keys) => keys[index]?.line ?? keys.at(-1)?.line ?? 1
    errors.push(
      `${rel(ru)}:${lineOf(ruKeys)} sidebar order differs from ${rel(en)}:${lineOf(enKeys)}: key ${index + 1} is ${show(ruKeys[index])} in ru and ${show(enKeys[index])} in en ` +
        `(ru: ${ruKeys.map((e) => e.key).join(', ')}; en: ${enKeys.map((e) => e.key).join(', ')})`,
    )
  }
  return errors
}

/**
 * The sidebar-order errors of the docs and API sets: current content (content/<set> vs
 * content/en/<set>) and, given `versionsDir`, every snapshot (versions/<v>/<set> vs versions/<v>/en/<set>).
 * @param {{ contentDir: string, versionsDir?: string | null, root: string }} options
 */
export function checkMetaOrder({ contentDir, versionsDir = null, root }) {
  const pairs = DOCS_SETS.map((set) => [path.join(contentDir, set), path.join(contentDir, 'en', set)])
  if (versionsDir && existsSync(path.join(versionsDir, 'versions.json'))) {
    for (const version of snapshotVersions(versionsDir)) {
      for (const set of DOCS_SETS) pairs.push([snapshotSetDir(version, 'ru', set, versionsDir), snapshotSetDir(version, 'en', set, versionsDir)])
    }
  }
  return pairs.flatMap(([ruDir, enDir]) => compareTrees(ruDir, enDir, root))
}
