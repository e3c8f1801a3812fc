// The Content-Security-Policy of an export other than out/ (deploy/csp.conf is the last build's, whose
// inline scripts may differ): worked out from that export's own pages, as the build does; and nginx over
// an export with the policy that is its own (the benches' one way to serve an export).
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeCspConf } from '../../deploy/csp.mjs'
import { startNginx } from '../../deploy/local-nginx.mjs'
import { exportedPages } from '../../lib/export/pages.mjs'
import { pageScripts } from '../../lib/export/script-hashes.mjs'

/** Writes the CSP map of the export in `dir` to a temporary file and returns its path. */
function exportCspConf(dir) {
  const pages = exportedPages(dir).map((file) => ({ file, scriptHashes: pageScripts(readFileSync(path.join(dir, file), 'utf8')).scriptHashes }))
  const conf = path.join(mkdtempSync(path.join(tmpdir(), 'export-csp-')), 'csp.conf')
  writeCspConf(pages, {}, conf)
  return conf
}

/** nginx over the export in `dir`: the build's deploy/csp.conf for out/, that export's own policy for any other. */
export const startExportNginx = (dir) =>
  startNginx(dir, path.resolve(dir) === path.resolve(fileURLToPath(import.meta.url), '../../../out') ? {} : { cspConf: exportCspConf(dir) })
