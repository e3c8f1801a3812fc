#!/usr/bin/env node
// Runs before `next build`: reports writers' mistakes with file and line (see lib/checks/content-check.mjs),
// in the current content and in the documentation snapshots of versions/, and says what it checked
// and what it skipped for want of a system tool.
import path from 'node:path'
import { checkContent } from '../lib/checks/content-check.mjs'

const { errors, warnings, ran, skipped } = checkContent({ contentDir: path.resolve('content'), publicDir: path.resolve('public'), versionsDir: path.resolve('versions') })
for (const warning of warnings) console.warn(`warning  ${warning}`)
for (const error of errors) console.error(`error    ${error}`)
// Not an error: a writer's machine may lack a system tool; npm test and CI require it (scripts/test.sh).
for (const check of skipped) console.warn(`skipped  ${check}`)
console.log(`checked  ${ran.join('; ')}`)
console.log(`content check: ${errors.length} errors, ${warnings.length} warnings`)
process.exit(errors.length ? 1 : 0)
