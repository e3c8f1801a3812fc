#!/usr/bin/env node
// Lints the REST API's documents as readers download them, variables substituted: the current one
// (openapi/openapi.yaml) and each snapshot's frozen copy (versions/<v>/openapi/openapi.yaml, which
// "What changed in 1.5 since 1.4" compares): Redocly's recommended rules (openapi/redocly.yaml),
// then swagger-parser's validation against the OpenAPI 3.1 schema. Part of `npm test`; 0 errors or it fails.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { variables } from '../site.config.mjs'
import { substituteVariables } from '../lib/content/variables.mjs'
import { DOCUMENT_FILE, loadDocument } from '../lib/openapi/document.mjs'
import { snapshotVersions } from '../lib/versions/snapshots.mjs'

const files = [
  { name: 'current', file: DOCUMENT_FILE },
  ...snapshotVersions()
    .map((version) => ({ name: version, file: path.resolve('versions', version, 'openapi', 'openapi.yaml') }))
    .filter(({ file }) => existsSync(file)),
]
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'))
// Offline like the rest of the build: no telemetry, no update check.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
for (const { name, file } of files) {
  const rel = path.relative(process.cwd(), file)
  // Redocly names the copy it reads; the line numbers are the file's own (variables keep lines).
  const copy = path.join(dir, `${name}.yaml`)
  writeFileSync(copy, substituteVariables(readFileSync(file, 'utf8'), variables).text)
  console.log(`openapi: ${rel}`)
  const lint = spawnSync('npx', ['--no-install', 'redocly', 'lint', copy, '--config', 'openapi/redocly.yaml', '--format', 'stylish'], { stdio: 'inherit', env })
  if (lint.status !== 0) {
    console.error(`openapi: ${rel} does not lint (the lines above are this file's)`)
    process.exit(lint.status ?? 1)
  }
  await SwaggerParser.validate(structuredClone(loadDocument(file)))
  console.log(`openapi: swagger-parser validates ${rel} against OpenAPI 3.1`)
}
