// The external linters of the code check (shellcheck, pyflakes): each runs once over every block,
// from files in one temporary folder. A linter that is not installed stops the check with how to
// install it: the content check never passes by skipping the blocks it cannot check.
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
    if (result.error?.code === 'ENOENT') throw new MissingTool(`${command} is not installed, so the code blocks cannot be checked: ${install}`)
    if (result.error || !ok.includes(result.status)) throw new Error(`${command} failed (exit ${result.status}): ${result.error?.message ?? result.stderr.trim()}`)
    return { stdout: result.stdout, stderr: result.stderr, file }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
