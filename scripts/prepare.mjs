#!/usr/bin/env node
// What `npm run build` and `npm run dev` run before Next starts (and bench/lib/dev-server.mjs before
// its `next dev`): the icon font subset. (The snapshots are read from versions/ itself.)
await import('./subset-icons.mjs')
