#!/usr/bin/env node
// How many curl calls of the current pages and posts (both locales) the content check replays
// against openapi/openapi.yaml and how many it accepts (lib/samples/curl-replay.mjs), and how long
// the replay takes; then the same for each snapshot against its own document, and how many curl
// calls and mlp commands had their key's scopes checked (lib/samples/key-scopes.mjs), and the REST
// reference's samples checked per language. `--list` prints every call.
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { contentManifest } from '../lib/content/manifest.mjs'
import { readFrontMatter } from '../lib/content/routes.mjs'
import { existsSync } from 'node:fs'
import { cliBlockErrors } from '../lib/cli/check.mjs'
import { loadDescription } from '../lib/cli/description.mjs'
import { documentFilesFor, loadDocument } from '../lib/openapi/document.mjs'
import { codeBlocks } from '../lib/page/parse.mjs'
import { referenceReplay, replayPage } from '../lib/samples/curl-replay.mjs'
import { referenceSampleCheck } from '../lib/samples/sample-check.mjs'

const document = loadDocument()
const pages = contentManifest({ contentDir: path.resolve('content'), versionsDir: null }).filter((page) => page.version === null && page.route)
const inputs = pages.map((page) => ({ page, blocks: codeBlocks(page.text), frontMatter: readFrontMatter(page.text).data }))
const start = performance.now()
const results = inputs.map(({ page, blocks, frontMatter }) => ({ page, ...replayPage(blocks, { document, frontMatter, text: page.text }) }))
const ms = performance.now() - start
const calls = results.flatMap(({ page, calls }) => calls.map((call) => ({ ...call, file: path.relative(process.cwd(), page.file) })))
const replayed = calls.filter((call) => !call.changed)
if (process.argv.includes('--list')) {
  for (const call of calls) console.log(`${call.changed ? 'changed ' : call.accepted ? 'accepted' : 'rejected'} ${call.file}:${call.line} ${call.method} ${call.target} ${call.operation ?? ''}`)
}
const changed = calls.length - replayed.length
console.log(`${replayed.length} curl calls replayed, ${replayed.filter((call) => call.accepted).length} accepted${changed ? ` (${changed} more in blocks marked api-changed, not replayed)` : ''}; ${pages.length} pages in ${ms.toFixed(0)} ms`)
console.log(`${replayed.filter((call) => call.scoped).length} of them with a stated key, checked against its scopes`)
// The reference's own examples, one per operation, rendered on the REST pages of both locales.
const reference = referenceReplay(document).flatMap(({ calls }) => calls)
console.log(`${reference.length} curl examples of the REST reference replayed, ${reference.filter((call) => call.accepted).length} accepted`)
// The reference's samples in each language, as each locale shows them, read back, replayed and linted.
const samplesStart = performance.now()
const samples = referenceSampleCheck(document)
console.log(`${Object.entries(samples.counts).map(([language, count]) => `${count} ${language}`).join(', ')} samples of the REST reference checked, ${samples.errors.length} findings, in ${(performance.now() - samplesStart).toFixed(0)} ms`)

// Each snapshot with its own document, as the content check replays it (lib/page/analyze.mjs).
const all = contentManifest().filter((page) => page.version !== null && page.route)
for (const version of [...new Set(all.map((page) => page.version))].sort()) {
  const file = documentFilesFor(version).document
  if (!existsSync(file)) {
    console.log(`${version}: no OpenAPI document, its calls are not replayed`)
    continue
  }
  const own = loadDocument(file)
  const snapshot = all.filter((page) => page.version === version)
  const snapshotCalls = snapshot.flatMap((page) => replayPage(codeBlocks(page.text), { document: own, frontMatter: readFrontMatter(page.text).data, text: page.text, frozen: true }).calls)
  console.log(`${version}: ${snapshotCalls.length} curl calls replayed against versions/${version}/openapi/openapi.yaml, ${snapshotCalls.filter((call) => call.accepted).length} accepted, ${snapshotCalls.filter((call) => call.scoped).length} with a stated key; ${snapshot.length} pages`)
}

// mlp commands of the current pages whose key's scopes were checked.
const counts = { invocations: 0, samples: 0, scoped: 0 }
for (const { blocks, frontMatter } of inputs) cliBlockErrors(blocks, { description: loadDescription(), document, frontMatter, counts })
console.log(`${counts.scoped} of ${counts.invocations} mlp commands in code blocks with a stated key, checked against its scopes`)
