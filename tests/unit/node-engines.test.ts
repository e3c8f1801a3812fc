// The Node lines the site supports (docs/NODE.md): package.json's `engines` names them, and a
// dependency that needs a newer Node than they allow fails here, not on a reader's machine.
import { existsSync, readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

type Lock = { packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }> }

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const pkg = readJson('package.json')
const ours: string = pkg.engines.node
/** The LTS lines supported (DECISIONS.md); the newest is the one .nvmrc names and CI installs. */
const LINES = [20, 22, 24, 26]

/**
 * The installed packages of a lock (production and dev; not an optional one npm left out here, as
 * another platform's binary) whose `engines.node` refuses a Node that `range` allows.
 */
function tooNew(lock: Lock, range: string, installed = (key: string) => existsSync(`${key}/package.json`)) {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key && entry.engines?.node && (!entry.optional || installed(key)))
    .filter(([, entry]) => !semver.subset(range, entry.engines!.node!))
    .map(([key, entry]) => `${key.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines!.node}`)
}

describe('the Node lines', () => {
  it('every installed dependency runs on every Node that engines allows', () => {
    expect(tooNew(readJson('package-lock.json'), ours)).toEqual([])
  })

  it('names a dependency that wants a newer Node, and leaves out another platform’s binary', () => {
    const lock: Lock = {
      packages: {
        '': { engines: { node: ours } },
        'node_modules/new': { version: '2.0.0', engines: { node: '>=22.0.0' } },
        'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/other-platform': { version: '1.0.0', optional: true, engines: { node: '^20.9.0' } },
      },
    }
    expect(tooNew(lock, ours, () => false)).toEqual(['new@2.0.0 wants node >=22.0.0'])
  })

  it('allows each supported line, the Node running the tests and the one .nvmrc names; the lock agrees', () => {
    for (const line of LINES) expect(semver.intersects(ours, `${line}.x`), `Node ${line}`).toBe(true)
    expect(semver.satisfies(process.version, ours), process.version).toBe(true)
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim()
    expect(semver.valid(nvmrc), '.nvmrc: one exact version').toBe(nvmrc)
    expect(semver.major(nvmrc)).toBe(LINES.at(-1))
    expect(semver.satisfies(nvmrc, ours)).toBe(true)
    expect(readJson('package-lock.json').packages[''].engines.node).toBe(ours)
  })

  // The types describe the oldest Node allowed: code that calls a newer API fails `tsc`.
  it('types Node as its oldest supported line', () => {
    expect(semver.major(pkg.devDependencies['@types/node'])).toBe(semver.minVersion(ours)!.major)
  })
})
