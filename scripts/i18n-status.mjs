#!/usr/bin/env node
// `npm run i18n:status`: every docs and API page pair and whether its two languages are in step,
// from git history (lib/content/freshness.mjs; docs/UPKEEP.md). Exits 1 on a twin renamed on one side.
import { translationStatus } from '../lib/content/freshness.mjs'

const { rows, errors, shallow, git } = translationStatus()
const state = (row) => {
  if (row.state === 'behind') return `behind: ${row.locale} since ${row.since.slice(0, 10)}, ${row.count} change${row.count === 1 ? '' : 's'} (other side updated ${row.aheadDate.slice(0, 10)})`
  if (row.state === 'missing') return `missing: no ${row.missing} page`
  return row.state
}
const table = rows.map((row) => [`${row.version ?? 'current'}`, row.route, state(row)])
const widths = [0, 1].map((column) => Math.max(...table.map((cells) => cells[column].length)))
for (const cells of table) console.log(`${cells[0].padEnd(widths[0])}  ${cells[1].padEnd(widths[1])}  ${cells[2]}`)
const count = (name) => rows.filter((row) => row.state === name).length
if (!git) console.warn('i18n:status: no git history here: freshness not computed')
if (shallow) console.warn('i18n:status: shallow clone: the history is cut, so freshness is not computed and pages show no notices (git fetch --unshallow)')
console.log(`\n${rows.length} pairs: ${count('in-step')} in step, ${count('behind')} behind, ${count('missing')} missing${count('unknown') ? `, ${count('unknown')} unknown` : ''}`)
for (const error of errors) console.error(`error    ${error}`)
process.exit(errors.length ? 1 : 0)
