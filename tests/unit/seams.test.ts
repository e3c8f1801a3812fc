// The seams into dependencies (lib/seams/): the index and the folder hold the same seams, no file
// outside the folder imports a dependency's dist/ files unless the index says so, and each seam,
// moved as an upgrade would move it, stops the build with its name.
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { assertSeams, dependencyImports, exportsOf } from '@/lib/seams/check.mjs'
import { seams, seamsTable, type Seam } from '@/lib/seams/index.mjs'
import { assertSwapsTookEffect, recordName } from '@/lib/seams/theme-swaps.mjs'
import { assertEngineVariables } from '@/lib/seams/turbopack-engine.mjs'
import { assertRewrote } from '@/lib/export/pages.mjs'
import { checkingNamesFirst } from '@/lib/export/critical-css.mjs'
import postcss from 'postcss'
import { createRequire } from 'node:module'

const temporary: string[] = []
afterEach(() => temporary.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

/** A project root with a copy of what one seam is made of: its own files and the dependencies' files it names. */
function rootOf(seam: Seam) {
  const root = tempDir(`seam-${seam.name}-`)
  const ownImports = seam.files.filter((file) => /\.[cm]?[jt]sx?$/.test(file)).flatMap((file) => dependencyImports(readFileSync(file, 'utf8')).map((entry) => entry.file))
  const dependencies = [...(seam.swaps ?? []), ...(seam.relies ?? []), ...Object.keys(seam.mentions ?? {}), ...(seam.upstream ? [seam.upstream.file] : []), ...ownImports]
  for (const file of [...seam.files, ...dependencies.map((name) => `node_modules/${name}`)]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    cpSync(file, path.join(root, file))
  }
  return root
}

/** How an upgrade can move a seam, for each seam the check before the build covers: [what, change the root, expected message]. */
function moves(seam: Seam): [string, (root: string) => void, RegExp][] {
  const named = (text: string) => new RegExp(`seam "${seam.name}": .*${text}`)
  const result: [string, (root: string) => void, RegExp][] = []
  for (const target of [...(seam.swaps ?? []), ...(seam.relies ?? [])].slice(0, 1)) {
    result.push([`removes ${target}`, (root) => rmSync(path.join(root, 'node_modules', target)), named(`node_modules/${target} no longer exists`)])
  }
  if (seam.swaps) {
    const target = seam.swaps.at(-1)!
    result.push([`adds an export to ${target}`, (root) => appendFileSync(path.join(root, 'node_modules', target), '\nexport const AddedByUpgrade = 1\n'), named(`exports AddedByUpgrade, which ${seam.files[0]} lacks`)])
  }
  if (seam.upstream) {
    const { file } = seam.upstream
    result.push([`changes ${file}`, (root) => appendFileSync(path.join(root, 'node_modules', file), '\n// a fix\n'), named(`re-read upstream ${path.basename(file)}, port its fixes`)])
  }
  for (const [file, names] of Object.entries(seam.mentions ?? {}).slice(0, 1)) {
    const name = names.at(-1)!
    result.push([
      `drops ${name} from ${file}`,
      (root) => {
        const target = path.join(root, 'node_modules', file)
        writeFileSync(target, readFileSync(target, 'utf8').replaceAll(name, 'renamedByUpgrade'))
      },
      named(`node_modules/${file} no longer mentions ${name.replace(/[$]/g, '\\$&')}, which ${seam.files[0]} relies on`),
    ])
  }
  const imported = seam.files.filter((file) => /\.[cm]?[jt]sx?$/.test(file)).flatMap((file) => dependencyImports(readFileSync(file, 'utf8')).map((entry) => ({ ...entry, from: file })))
  if (imported.length) {
    const { file, names, from } = imported[0]
    const name = names[0]
    result.push([
      `removes ${name} from ${file}`,
      (root) => {
        const target = path.join(root, 'node_modules', file)
        writeFileSync(target, readFileSync(target, 'utf8').replace(new RegExp(`\\b${name}\\b`, 'g'), `${name}Renamed`))
      },
      named(`${from} imports ${name} from node_modules/${file}, which no longer exports it`),
    ])
  }
  return result
}

describe('the index of the seams (lib/seams/index.mjs)', () => {
  it('names each seam once, and each of its files exists', () => {
    expect(new Set(seams.map((seam) => seam.name)).size).toBe(seams.length)
    for (const seam of seams) for (const file of seam.files) expect(existsSync(file), `${seam.name}: ${file}`).toBe(true)
  })

  it('holds every file of the folder, and the folder every seam file the index puts there', () => {
    const own = new Set(['lib/seams/index.mjs', 'lib/seams/check.mjs', 'lib/seams/README.md'])
    const folder = readdirSync('lib/seams').map((name) => `lib/seams/${name}`).filter((file) => !own.has(file))
    const indexed = new Set(seams.flatMap((seam) => seam.files))
    expect(folder.filter((file) => !indexed.has(file))).toEqual([])
    expect([...indexed].filter((file) => file.startsWith('lib/seams/') && !folder.includes(file))).toEqual([])
  })

  it('is the table of lib/seams/README.md', () => {
    expect(readFileSync('lib/seams/README.md', 'utf8')).toContain(seamsTable())
  })

  it('passes in this install', () => {
    expect(() => assertSeams()).not.toThrow()
  })
})

describe("no import of a dependency's dist/ files outside the index", () => {
  const source = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js', '*.mts'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const DIST = /['"`](?:[./]*node_modules\/)?((?:next|nextra[a-z-]*|next-themes)\/dist\/[^'"`?$]+)/g
  const code = (file: string) => readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line)).join('\n')

  it('nextra*/dist/ and next/dist/ only in the seams folder, or in a file or test of the seam that names the file', () => {
    const outside = source.filter((file) => !file.startsWith('lib/seams/') && existsSync(file))
    const found = outside.flatMap((file) => [...code(file).matchAll(DIST)].map((match) => ({ file, dist: match[1] })))
    expect(found.length).toBeGreaterThan(0)
    const unindexed = found.filter(({ file, dist }) => !seams.some((seam) => [...(seam.swaps ?? []), ...(seam.relies ?? [])].includes(dist) && (seam.files.includes(file) || seam.test.includes(file))))
    expect(unindexed).toEqual([])
  })
})

describe('each seam, moved as an upgrade would move it, stops the build with its name', () => {
  const checked = seams.filter((seam) => moves(seam).length)

  for (const seam of checked) {
    for (const [what, move, message] of moves(seam)) {
      it(`${seam.name}: ${what}`, () => {
        const root = rootOf(seam)
        expect(() => assertSeams(root, [seam])).not.toThrow()
        move(root)
        expect(() => assertSeams(root, [seam])).toThrow(message)
      })
    }
  }

  it("theme-styles: every theme class and CSS variable styles/site.css names is listed, unless the site's own code makes it", () => {
    const listed = new Set(seams.flatMap((seam) => Object.values(seam.mentions ?? {}).flat()))
    const ownCode = readdirSync('components', { recursive: true }).map(String).filter((file) => /\.tsx?$/.test(file)).map((file) => readFileSync(path.join('components', file), 'utf8')).join('\n')
    const named = [...new Set([...readFileSync('styles/site.css', 'utf8').matchAll(/\.(nextra-[a-z0-9-]+)|(--(?:nextra|x)-[a-z0-9-]+)/g)].map(([, className, variable]) => className ?? variable))]
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((name) => !listed.has(name) && !ownCode.includes(`'${name}`) && !ownCode.includes(` ${name}`) && !ownCode.includes(`"${name}`))).toEqual([])
  })

  it('a replacement that re-exports with export * cannot be checked, and says so', () => {
    const seam = seams.find((entry) => entry.name === 'docs-sidebar')!
    const root = rootOf(seam)
    writeFileSync(path.join(root, seam.files[0]), "export * from 'some-package/sidebar'\n")
    expect(exportsOf(path.join(root, seam.files[0]))).toEqual(['*'])
    expect(() => assertSeams(root, [seam])).toThrow(/seam "docs-sidebar": .* re-exports with `export \*`/)
  })

  it("a replacement in TypeScript and JSX: its exports read once TypeScript dropped the types, type-only exports not among them", () => {
    const file = path.join(tempDir('seams-tsx-'), 'part.tsx')
    writeFileSync(file, "import type { ReactNode } from 'react'\nexport type Props = { children: ReactNode }\nexport function Part({ children }: Props) {\n  return <div className=\"a\">{children}</div>\n}\nexport const useThing = (): number => 1\n")
    expect(exportsOf(file).sort()).toEqual(['Part', 'useThing'])
  })

  it('module-swaps: after the build, by postbuild', () => {
    const dist = tempDir('seams-dist-')
    expect(() => assertSwapsTookEffect(dist)).toThrow(/^seam "module-swaps": no record/)
    mkdirSync(path.join(dist, 'theme-swaps'))
    const swapped = seams.flatMap((seam) => seam.swaps ?? [])
    const record = (file: string) => writeFileSync(path.join(dist, 'theme-swaps', recordName(file)), '')
    swapped.filter((file) => !file.endsWith('/sidebar.js')).forEach(record)
    expect(() => assertSwapsTookEffect(dist)).toThrow(/seam "docs-sidebar": nextra-theme-docs\/dist\/components\/sidebar\.js\./)
    swapped.forEach(record)
    expect(() => assertSwapsTookEffect(dist)).not.toThrow()
  })

  it('next-markup: after the build, by postbuild, when a rewrite matched nothing', () => {
    expect(() => assertRewrote('scripts after the first paint', ['docs/client.html'])).toThrow(/^seam "next-markup": postbuild: scripts after the first paint: nothing to rewrite on 1 page\(s\): docs\/client\.html/)
  })

  it('turbopack-engine-variables: by its test, when the binding no longer reads a variable', () => {
    const root = tempDir('seams-engine-')
    const binding = path.join(root, 'node_modules/@next/swc-linux-x64-gnu/next-swc.linux-x64-gnu.node')
    mkdirSync(path.dirname(binding), { recursive: true })
    writeFileSync(binding, 'TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS')
    expect(() => assertEngineVariables(root, ['TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS'])).not.toThrow()
    writeFileSync(binding, 'TURBO_ENGINE_SNAPSHOT_IDLE_MS')
    expect(() => assertEngineVariables(root, ['TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS'])).toThrow(/^seam "turbopack-engine-variables": .* no longer reads TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS/)
  })

  it('beasties-containers: after the build, by postbuild, when Beasties lost what the pass hooks into', () => {
    expect(() => checkingNamesFirst({} as never)).toThrow(/^seam "beasties-containers": critical-css: Beasties has no processStyle\(\)/)
  })

  it("theme-scroll-padding: during the build, when the theme's stylesheet lost the rule", async () => {
    const plugin = createRequire(import.meta.url)('../../lib/seams/theme-scroll-padding.cjs')
    await expect(postcss([plugin()]).process('html { scroll-padding-top: 4rem }', { from: 'styles/docs-theme.css' })).rejects.toThrow(/^seam "theme-scroll-padding": /)
  })

  // Their own tests compare what the site does with what the dependency does, on the installed one.
  const byTheirTests = ['normalize-pages-shape', 'pagefind-files', 'docsearch-css']

  it('every seam is moved by one of these or by its own test', () => {
    const special = ['module-swaps', 'next-markup', 'turbopack-engine-variables', 'beasties-containers', 'theme-scroll-padding', ...byTheirTests]
    const unmoved = seams.filter((seam) => !checked.includes(seam) && !special.includes(seam.name)).map((seam) => seam.name)
    expect(unmoved).toEqual([])
    for (const name of byTheirTests) expect(existsSync(seams.find((seam) => seam.name === name)!.test), name).toBe(true)
  })
})
