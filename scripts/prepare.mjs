#!/usr/bin/env node
// What `npm run build` and `npm run dev` run before Next starts (and bench/lib/dev-server.mjs before
// its `next dev`): the documentation snapshots linked into content/, then the icon font subset.
await import('./sync-versions.mjs')
await import('./subset-icons.mjs')
