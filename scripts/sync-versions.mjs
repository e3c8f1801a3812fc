#!/usr/bin/env node
// Runs before `next build` and `next dev`: links the documentation snapshots of versions/ into
// content/ where Nextra finds them (see lib/versions/sync.mjs). Edit versions/; content/versions is generated.
import path from 'node:path'
import { syncVersions } from '../lib/versions/sync.mjs'

const versions = syncVersions({ contentDir: path.resolve('content'), versionsDir: path.resolve('versions') })
console.log(`sync-versions: ${versions.length ? versions.join(', ') : 'no snapshots'} → content/versions, content/en/versions`)
