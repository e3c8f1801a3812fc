#!/usr/bin/env node
// npm run version:cut -- 1.6 [--date YYYY-MM-DD] [--eol YYYY-MM-DD] [--patch 1.6.0] [--status lts]
// Snapshots content/docs, content/api and their English twins into versions/<version>/ with links
// rewritten to /versions/<version>/…, and adds the version's row to versions/versions.json. The
// next build makes the version's "What changed" page from it (lib/versions/changes.mjs).
import path from 'node:path'
import { CutError, cutVersion, parseCutArgs } from '../lib/versions/cut.mjs'
import { changesFor, changesRoute } from '../lib/versions/pairs.mjs'

try {
  const { row, files } = cutVersion({ root: process.cwd(), ...parseCutArgs(process.argv.slice(2)) })
  console.log(`version:cut: versions/${row.version}/ holds ${files} files of the docs and API in both locales`)
  console.log(`version:cut: versions/versions.json: ${row.version} (${row.status}, latest patch ${row.latestPatch}, released ${row.releaseDate}, end of life ${row.endOfLife})`)
  const pair = changesFor(row.version, path.resolve('versions'))
  if (pair) console.log(`version:cut: the build makes ${changesRoute(pair.version)}, what changed in ${pair.version} since ${pair.previous}, in both languages`)
  console.log(`version:cut: write how ${row.version} differs from the current version in versions/${row.version}/CHANGES.md`)
} catch (error) {
  if (!(error instanceof CutError)) throw error
  console.error(`version:cut: ${error.message}. Nothing was changed.`)
  process.exit(1)
}
