// The one walk of the site's source folders. A checkout may hold links to the snapshots in content/
// (builds before the page compiler made them); a walk that followed them would list every snapshot
// twice, once under a path that is not its file's. `readdirSync(dir, { recursive: true })` follows links to folders on
// every Node line, and with `withFileTypes` from Node 22 on (not on 20): so the walk is written out.
import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * The files under `dir`, as sorted paths relative to it (joined with `path.sep`, as `readdirSync`
 * gives them). Symbolic links are neither followed nor listed, on any Node line.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  const files = []
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = path.join(rel, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.isFile()) files.push(file)
    }
  }
  walk('')
  return files.sort()
}
