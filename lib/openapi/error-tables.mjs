/**
 * Error codes that a page writes itself, checked against the document's ErrorCode schema, where
 * each code has its one HTTP status. lib/openapi/remark-api.mjs runs it on the tree of every
 * current page it compiles, so the build and `npm run dev` stop at a finding with its file and line:
 * - a table keyed by error codes or their statuses (its first column) copies the document: it
 *   fails, to be rendered with `<ApiErrorCodes />` (lib/openapi/remark-api.mjs) instead;
 * - every other pairing of a status with a code (`` `429 rate_limited` `` in prose, a table row of
 *   a client's exceptions or of gRPC statuses) must give the document's status.
 * A function of the page's one parse (lib/page/parse.mjs), which the compile and the page's
 * analysis for the content check (through its Markdown twin) both hand remark-api.
 */
import { errorCodes } from './document.mjs'

const statusOf = (document) => new Map(errorCodes(document).map((option) => [option.const, option['x-status']]))
const lineOf = (node) => node.position?.start.line ?? 1
const textOf = (node) => (node.type === 'inlineCode' ? `\`${node.value}\`` : (node.value ?? (node.children ?? []).map(textOf).join('')))
/** A cell that is one code span naming an error code: the code. */
const codeIn = (cell, statuses) => {
  const [only, ...rest] = cell.children.filter((child) => !(child.type === 'text' && !child.value.trim()))
  return !rest.length && only?.type === 'inlineCode' && statuses.has(only.value) ? only.value : null
}
const statusIn = (cell) => (/^\s*(\d{3})\s*$/.exec(textOf(cell)) ?? [])[1]

function* walk(node) {
  yield node
  for (const child of node.children ?? []) yield* walk(child)
}

const mismatch = (node, code, written, statuses) => ({
  line: lineOf(node),
  message: `\`${code}\` is HTTP ${statuses.get(code)} in openapi/openapi.yaml, not ${written}: write ${statuses.get(code)} (the ErrorCode schema is the one place for it)`,
})

/** Findings `{ line, message }` of a page's mdast tree. */
export function errorTableFindings(tree, document) {
  const statuses = statusOf(document)
  const findings = []
  for (const node of walk(tree)) {
    // `429 rate_limited` in running text or a table cell: one status for one code.
    if (node.type === 'inlineCode') {
      const [, status, code] = /^(\d{3}) ([a-z_]+)$/.exec(node.value) ?? []
      if (code && statuses.has(code) && Number(status) !== statuses.get(code)) findings.push(mismatch(node, code, status, statuses))
      continue
    }
    if (node.type !== 'table') continue
    const [, ...rows] = node.children
    const width = node.children[0]?.children.length ?? 0
    const columns = Array.from({ length: width }, (_, index) => rows.map((row) => row.children[index]).filter(Boolean))
    const codeColumn = columns.findIndex((cells) => cells.filter((cell) => codeIn(cell, statuses)).length >= 2)
    if (codeColumn < 0) continue
    const statusColumn = columns.findIndex((cells) => cells.filter(statusIn).length * 2 >= cells.length)
    if (statusColumn >= 0) {
      for (const row of rows) {
        const code = row.children[codeColumn] && codeIn(row.children[codeColumn], statuses)
        const status = row.children[statusColumn] && statusIn(row.children[statusColumn])
        if (code && status && Number(status) !== statuses.get(code)) findings.push(mismatch(row, code, status, statuses))
      }
    }
    if (codeColumn === 0 || statusColumn === 0) {
      findings.push({
        line: lineOf(node),
        message: 'a table of error codes typed by hand copies openapi/openapi.yaml: render it with <ApiErrorCodes /> (operation="…" for the codes of one operation, codes="…" for a subset, task="…" for a task type)',
      })
    }
  }
  return findings
}
