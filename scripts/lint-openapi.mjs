#!/usr/bin/env node
// Lints the REST API's document (openapi/openapi.yaml) as readers download it, variables
// substituted: Redocly's recommended rules (openapi/redocly.yaml), then swagger-parser's validation
// against the OpenAPI 3.1 schema. Part of `npm test`; 0 errors or it fails.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { openApiYaml } from '../lib/openapi/export.mjs'
import { loadDocument } from '../lib/openapi/document.mjs'

const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.yaml')
writeFileSync(file, openApiYaml())
// Offline like the rest of the build: no telemetry, no update check.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
const lint = spawnSync('npx', ['--no-install', 'redocly', 'lint', file, '--config', 'openapi/redocly.yaml', '--format', 'stylish'], { stdio: 'inherit', env })
if (lint.status !== 0) process.exit(lint.status ?? 1)
await SwaggerParser.validate(structuredClone(loadDocument()))
console.log('openapi: swagger-parser validates the document against OpenAPI 3.1')
