// A system linter of the code check (shellcheck; pyflakes3 in bench/python-lint-parity.mjs) run once
// over every block, from files in one temporary folder. One that is not installed throws
// `MissingTool`, saying how to install it: the content check then says which blocks it skipped, and
// `npm test`, which requires the tool (scripts/test.sh), never passes without them.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A linter that is not on PATH; its message says how to install it. */
export class MissingTool extends Error {}

/**
 * Runs `command` with `args` and the `texts` written as files `0.ext`, `1.ext`, … (their paths
 * follow `args`); returns `{ stdout, stderr, file: (index) => path }`. `install` says how to get
 * the command; `ok` the exit codes that mean it ran (findings or none).
 */
export function runOverFiles({ command, args, texts, ext, install, ok }) {
  const dir = mkdtempSync(path.join(tmpdir(), `${command}-`))
  const file = (index) => path.join(dir, `${index}.${ext}`)
  try {
    texts.forEach((text, index) => writeFileSync(file(index), text.endsWith('\n') ? text : `${text}\n`))
    const result = spawnSync(command, [...args, ...texts.map((_, index) => file(index))], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (result.error?.code === 'ENOENT') throw new MissingTool(`${command} is not installed; to check them, ${install}`)
    if (result.error || !ok.includes(result.status)) throw new Error(`${command} failed (exit ${result.status}): ${result.error?.message ?? result.stderr.trim()}`)
    return { stdout: result.stdout, stderr: result.stderr, file }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
