#!/usr/bin/env node
// `npm run build`: scripts/prepare.mjs first (the icon font the pages import), then the content check
// and the pages' compile (lib/page/precompile.mjs) beside `next build`, then scripts/postbuild.mjs.
// The check runs beside Next's compile (Turbopack, as `next dev`: next.config.mjs). A writer's mistake
// still stops the build: the check's report is printed whole once it ends, and a failed check stops
// `next build` at once.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

/** Runs a Node script; `exited` resolves with its exit code. Its output is passed on, or kept when `quiet`, for `flush()`. */
function node(args, { quiet = false } = {}) {
  const child = spawn(process.execPath, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const kept = { stdout: [], stderr: [] }
  if (quiet) for (const name of /** @type {const} */ (['stdout', 'stderr'])) child[name].on('data', (chunk) => kept[name].push(chunk))
  const exited = new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
  // The check writes its warnings and errors (stderr) before its count (stdout).
  const flush = () => {
    process.stderr.write(Buffer.concat(kept.stderr))
    process.stdout.write(Buffer.concat(kept.stdout))
  }
  // Next's build workers exit with it (their channel to it closes).
  return { exited, flush, stop: () => child.kill('SIGTERM') }
}
const fail = (code) => process.exit(code || 1)
// Next's notice about its telemetry, and the telemetry itself, off for every step (the README's first command).
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const prepared = await node(['scripts/prepare.mjs']).exited
if (prepared) fail(prepared)

const check = node(['scripts/check-content.mjs'], { quiet: true })
const next = node([createRequire(import.meta.url).resolve('next/dist/bin/next'), 'build', '--turbopack'])
// Once the content is checked, every page is compiled into the compiler's cache while Next still
// runs (lib/page/precompile.mjs), so that static generation renders compiled pages.
let precompiled = Promise.resolve(0)
const checked = check.exited.then((code) => {
  check.flush()
  if (code) {
    console.error('build: the content check failed; next build stopped')
    next.stop()
  } else precompiled = node(['lib/page/precompile.mjs']).exited
  return code
})
const [checkCode, nextCode] = await Promise.all([checked, next.exited])
if (checkCode || nextCode) fail(checkCode || nextCode)
await precompiled

const code = await node(['scripts/postbuild.mjs']).exited
if (code) fail(code)
