// Serves a directory on a free loopback port with the project's own static server
// (scripts/serve.mjs), for the benchmarks that drive Chromium against the export and for the tests
// that start `npm start` themselves.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../deploy/local-nginx.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Starts the server on `dir`; resolves once it listens, with its base URL and a stop function. */
export async function serve(dir) {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port), OUT_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve())
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}
