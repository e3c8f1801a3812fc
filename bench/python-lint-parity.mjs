#!/usr/bin/env node
// `node bench/python-lint-parity.mjs`: the content check's python findings from Ruff's pyflakes rules
// (WebAssembly, lib/checks/ruff.mjs) against Debian's pyflakes3, which it replaced, on the same
// texts: every python block of every page (current and snapshots, both locales) alone and each
// page's blocks as one script, as lib/checks/code-check.mjs asks, and the bad samples of the unit
// tests (tests/fixtures/python-samples.mjs). Every finding, the ones the check lets pass included,
// is compared by text, line and kind (pyflakes' message → Ruff's code), then the ones that fail the
// check. Needs `pyflakes3` on PATH (apt-get install pyflakes3); prints the counts and each
// disagreement, and exits 1 when a finding that fails the check differs.
import { contentManifest } from '../lib/content/manifest.mjs'
import { pythonTexts, scriptBlocks } from '../lib/checks/code-check.mjs'
import { PYTHON_NOT_ERRORS, ruffFindings, ruffVersion } from '../lib/checks/ruff.mjs'
import { runOverFiles } from '../lib/checks/tools.mjs'
import { codeBlocks } from '../lib/page/parse.mjs'
import { PYTHON_SAMPLES } from '../tests/fixtures/python-samples.mjs'

// pyflakes' messages by Ruff's codes, for the kinds the pages and samples can show.
const KINDS = [
  [/ imported but unused$/, 'F401'],
  [/^redefinition of unused /, 'F811'],
  [/ is assigned to but never used$/, 'F841'],
  [/^undefined name /, 'F821'],
  [/^f-string is missing placeholders$/, 'F541'],
  [/^dictionary key .* repeated with different values$/, 'F601'],
  [/^'return' outside function$/, 'F706'],
  [/^'\.\.\.' % \.\.\. has \d+ placeholder\(s\) but \d+ substitution\(s\)$/, 'F507'],
  [/^local variable .* referenced before assignment$/, 'F823'],
  [/^'from .* import \*' used; unable to detect undefined names$/, 'F403'],
  [/ may be undefined, or defined from star imports/, 'F405'],
]
const kindOf = (message) => KINDS.find(([pattern]) => pattern.test(message))?.[1] ?? `? ${message}`

// `file:line:column: message`; `file: message` when pyflakes cannot read the file at all.
const LINE_RE = /^(.*?\.py)(?::(\d+))?(?::(\d+))?:? (.*)$/

/** Every pyflakes3 finding of `texts`: `{ index, line, kind, message }`; a syntax error's kind is Ruff's `invalid-syntax`. */
function pyflakesFindings(texts) {
  const { stdout, stderr, file } = runOverFiles({ command: 'pyflakes3', args: [], texts, ext: 'py', install: 'apt-get install pyflakes3', ok: [0, 1] })
  const index = new Map(texts.map((_, i) => [file(i), i]))
  // Messages go to stdout, syntax errors to stderr (each followed by the line and a caret).
  const read = (output, syntax) =>
    output.split('\n').flatMap((row) => {
      const [, path, line, , message] = LINE_RE.exec(row) ?? []
      return index.has(path) ? [{ index: index.get(path), line: Number(line ?? 1), kind: syntax ? 'invalid-syntax' : kindOf(message), message }] : []
    })
  return [...read(stderr, true), ...read(stdout, false)]
}

/** Ruff's findings in the same shape; a text that does not parse keeps its first syntax error only, as pyflakes stops there. */
function ruffAll(texts) {
  const broken = new Set()
  return ruffFindings(texts, { all: true }).flatMap(({ index, line, code, message }) => {
    if (broken.has(index)) return []
    if (code === 'invalid-syntax') broken.add(index)
    return [{ index, line, kind: code, message }]
  })
}

const PASSED = new Set(PYTHON_NOT_ERRORS.map((entry) => entry.code))

/** The disagreements of two lists of findings, by text, line and kind. */
function disagreements(old, ours) {
  const key = ({ index, line, kind }) => `${index}:${line}:${kind}`
  const [oldKeys, ourKeys] = [new Set(old.map(key)), new Set(ours.map(key))]
  return { same: [...oldKeys].filter((entry) => ourKeys.has(entry)).length, onlyOld: old.filter((finding) => !ourKeys.has(key(finding))), onlyOurs: ours.filter((finding) => !oldKeys.has(key(finding))) }
}

/** Prints the comparison of `pages`' python texts; returns how many findings that fail the check differ. */
function compare(name, pages) {
  const { texts } = pythonTexts(scriptBlocks(pages).python)
  const old = pyflakesFindings(texts)
  // pyflakes checks nothing past a syntax error: the texts that do not parse are compared by that error alone.
  const broken = new Set(old.filter((finding) => finding.kind === 'invalid-syntax').map((finding) => finding.index))
  const ours = ruffAll(texts).filter((finding) => !broken.has(finding.index) || finding.kind === 'invalid-syntax')
  const kinds = {}
  for (const finding of old) kinds[finding.kind] = (kinds[finding.kind] ?? 0) + 1
  const all = disagreements(old, ours)
  const failing = disagreements(...[old, ours].map((findings) => findings.filter((finding) => !PASSED.has(finding.kind))))
  console.log(`${name}: ${texts.length} texts; pyflakes3 ${old.length} findings (${Object.entries(kinds).map(([kind, count]) => `${kind} ${count}`).join(', ')}), Ruff ${ours.length}`)
  console.log(`  every finding: the same ${all.same}, only pyflakes3 ${all.onlyOld.length}, only Ruff ${all.onlyOurs.length}`)
  console.log(`  findings of the kinds that fail the check (all but ${[...PASSED].join(', ')}): the same ${failing.same}, only pyflakes3 ${failing.onlyOld.length}, only Ruff ${failing.onlyOurs.length}`)
  for (const finding of all.onlyOld) console.log(`  only pyflakes3: text ${finding.index} line ${finding.line}: ${finding.message}`)
  for (const finding of all.onlyOurs) console.log(`  only Ruff: text ${finding.index} line ${finding.line}: ${finding.kind} ${finding.message}`)
  return failing.onlyOld.length + failing.onlyOurs.length
}

console.log(`Ruff ${ruffVersion()} (pyflakes rules) against pyflakes3`)
const pages = contentManifest().map((page) => ({ file: page.file, text: page.text, blocks: codeBlocks(page.text) }))
const fence = (code) => `\`\`\`python\n${code}\n\`\`\``
const samples = Object.entries(PYTHON_SAMPLES).map(([name, blocks]) => {
  const text = blocks.map(fence).join('\n\n')
  return { file: name, text, blocks: codeBlocks(text) }
})
const differences = compare('pages', pages) + compare('test samples', samples)
process.exit(differences ? 1 : 0)
