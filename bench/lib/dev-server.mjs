// Starts `next dev` as `npm run dev` does (its options) on a free loopback port, for the dev-loop
// benchmark (bench/dev.mjs) and the dev-server test (tests/unit/dev-server.test.ts). The server runs
// in a process group of its own, so stop() ends it with every worker it started.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../deploy/local-nginx.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

/** The options `npm run dev` gives `next dev` (package.json), so the bench and the test run the writers' server. */
export function devOptions() {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.dev
  const options = script.match(/next dev((?: --[\w-]+)*)$/)?.[1].split(' ').filter(Boolean)
  if (!options) throw new Error(`package.json's dev script does not end with \`next dev [--options]\`: ${script}`)
  return options
}

/** What `npm run dev` runs before `next dev` (scripts/prepare.mjs): the snapshot copies and the icon font subset. */
export function prepareDev() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/prepare.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`scripts/prepare.mjs failed (${result.status})`)
}

/** The folder `next dev` writes (Next 16 keeps it apart from the production build's `.next`). */
export const devDistDir = path.join(root, '.next', 'dev')

/** Removes the dev server's output, its Turbopack cache and the compiled pages (lib/page/compile.mjs): the next start compiles from nothing. */
export const clearDevCache = () => {
  rmSync(devDistDir, { recursive: true, force: true })
  rmSync(path.join(root, '.next', 'cache', 'pages'), { recursive: true, force: true })
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

/**
 * Starts the dev server; resolves once its port accepts connections (polled, no fixed wait) with
 * `{ base, log, startedAt, stop }`. Rejects when the server exits first or `timeout` ms pass.
 */
export async function startDev({ timeout = 120_000, env = {} } = {}) {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn(process.execPath, [nextBin, 'dev', ...devOptions(), '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    // Not the caller's NODE_ENV (vitest sets `test`): next dev sets its own, and with another one it
    // rewrites tsconfig.json's include list.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV')), NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  let exited = null
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))))

  const stop = async () => {
    if (exited) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    const done = await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 10_000, null))])
    if (!done) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
      await exit
    }
  }

  const deadline = startedAt + timeout
  while (!(await listening(port))) {
    if (exited) throw new Error(`next dev exited (${exited.code ?? exited.signal}) before listening:\n${log.slice(-3000)}`)
    if (performance.now() > deadline) {
      await stop()
      throw new Error(`next dev did not listen within ${timeout} ms:\n${log.slice(-3000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { base: `http://127.0.0.1:${port}`, startedAt, log: () => log, stop }
}

/**
 * GETs `url` with no header deadline but `timeout` (fetch gives up on headers after 300 s, and a
 * first compile on a busy machine can take longer): `{ status, body }`.
 */
export function get(url, timeout = 600_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode, body }))
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer within ${timeout} ms`)))
    request.on('error', reject)
  })
}
