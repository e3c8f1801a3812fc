#!/usr/bin/env node
// Runs before `next build`: reports writers' mistakes with file and line (see lib/content/check.mjs),
// in the current content and in the documentation snapshots of versions/.
import path from 'node:path'
import { checkContent } from '../lib/content/check.mjs'

const { errors, warnings } = checkContent({ contentDir: path.resolve('content'), publicDir: path.resolve('public'), versionsDir: path.resolve('versions') })
for (const warning of warnings) console.warn(`warning  ${warning}`)
for (const error of errors) console.error(`error    ${error}`)
console.log(`content check: ${errors.length} errors, ${warnings.length} warnings`)
process.exit(errors.length ? 1 : 0)
