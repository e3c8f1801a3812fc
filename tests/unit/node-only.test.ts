import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '@/lib/checks/content-check.mjs'
import { PYTHON_SAMPLES } from '../fixtures/python-samples.mjs'

// `npm ci && npm run build` needs Node and git only (README): the build's first stages run with a
// PATH that holds nothing else, pass, and say what they skipped; with the system tools present the
// same check finds the tests' bad samples. `npm test` requires the tools (scripts/test.sh).
const work = mkdtempSync(path.join(tmpdir(), 'node-only-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A folder with only `node` and `git` in it: the PATH of a machine with nothing else installed. */
function nodeAndGitOnly() {
  const bin = path.join(work, 'bin')
  mkdirSync(bin)
  symlinkSync(process.execPath, path.join(bin, 'node'))
  const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim()
  symlinkSync(git, path.join(bin, 'git'))
  return bin
}
const bin = nodeAndGitOnly()

/** Runs `fn` with PATH set to `PATH` for this process (the check spawns its tools from it). */
function withPath<T>(PATH: string, fn: () => T): T {
  const saved = process.env.PATH
  process.env.PATH = PATH
  try {
    return fn()
  } finally {
    process.env.PATH = saved
  }
}

describe('the build with Node and git alone', () => {
  it('runs its first stages, the icon font and the content check, and names what it skipped', () => {
    const run = (script: string) => spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, PATH: bin }, timeout: 240_000 })
    const prepared = run('scripts/prepare.mjs')
    expect(prepared.status, prepared.stderr).toBe(0)
    const checked = run('scripts/check-content.mjs')
    expect(checked.status, checked.stderr).toBe(0)
    expect(checked.stdout).toMatch(/^content check: 0 errors, \d+ warnings$/m)
    expect(checked.stdout).toMatch(/^checked {2}.*python blocks: \d+ \(Ruff /m)
    // One line says what was not checked and how to install what checks it.
    expect(checked.stderr.split('\n').filter((line) => line.startsWith('skipped'))).toEqual([
      expect.stringMatching(/^skipped {2}shell blocks \(\d+\): shellcheck is not installed; to check them, apt-get install shellcheck .* \(npm test requires it\)$/),
    ])
  }, 300_000)

  it('still finds a bad python sample; with shellcheck on PATH the same check finds the bad shell sample too', () => {
    const root = path.join(work, 'site')
    const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``
    const body = [fence('bash', 'for attempt in 1 2 3; do\n  mlp whoami\ndone'), ...PYTHON_SAMPLES.madeBelow.map((code: string) => fence('python', code))].join('\n\nText.\n\n')
    for (const [file, title] of [['docs/index.mdx', 'Страница'], ['en/docs/index.mdx', 'Page']]) {
      mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true })
      writeFileSync(path.join(root, 'content', file), `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`)
    }
    mkdirSync(path.join(root, 'public'))
    const check = () => checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), root })
    const alone = withPath(bin, check)
    const python = expect.stringMatching(/^content\/(en\/)?docs\/index\.mdx:\d+ python block: Undefined name `client`/)
    expect(alone.errors).toEqual([python, python])
    expect(alone.skipped).toEqual([expect.stringMatching(/^shell blocks \(2\): shellcheck is not installed/)])
    const full = check()
    expect(full.skipped).toEqual([])
    expect(full.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/docs\/index\.mdx:8 bash block: attempt appears unused.*SC2034/), python]))
    expect(full.errors).toHaveLength(4)
    // Two whole content checks in process (each with the REST reference's samples replayed and linted): over 30 s on a busy 2-core host.
  }, 120_000)
})
