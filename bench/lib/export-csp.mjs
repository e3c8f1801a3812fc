// The Content-Security-Policy of an export other than out/ (deploy/csp.conf is the last build's, whose
// inline scripts may differ): worked out from that export's own pages, as the build does.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeCspConf } from '../../deploy/csp.mjs'
import { exportedPages } from '../../lib/export/pages.mjs'
import { pageScripts } from '../../lib/export/script-hashes.mjs'

/** Writes the CSP map of the export in `dir` to a temporary file and returns its path. */
export function exportCspConf(dir) {
  const pages = exportedPages(dir).map((file) => ({ file, scriptHashes: pageScripts(readFileSync(path.join(dir, file), 'utf8')).scriptHashes }))
  const conf = path.join(mkdtempSync(path.join(tmpdir(), 'export-csp-')), 'csp.conf')
  writeCspConf(pages, {}, conf)
  return conf
}
