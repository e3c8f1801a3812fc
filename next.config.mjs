import { availableParallelism } from 'node:os'
import path from 'node:path'
import nextra from 'nextra'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'
import { listParamsOnChange } from './lib/content/dev-static-params.mjs'
import { nextraOptions } from './lib/page/mdx-options.mjs'
import { assertSeams } from './lib/seams/check.mjs'
import { themeSwapRules } from './lib/seams/theme-swaps.mjs'

// The seams into Next's and Nextra's files (lib/seams/README.md): one that an upgrade moved stops the
// build here, by name.
assertSeams()

// One tag per build for the search index's entry and meta files (Pagefind's `metaCacheTag`,
// lib/search/): their URLs are the same all through a build, so the search button can ask for them
// ahead, and new with every build, so no cache serves an old one. Set before Next starts its
// workers, which inherit it; it is also Next's build ID, which postbuild reads from .next/BUILD_ID.
process.env.SEARCH_INDEX_TAG ||= Date.now().toString(36)

// Nextra's plugin for its theme's needs (package imports, its variables); it compiles no page: the
// bundler never imports one (lib/page/load.ts compiles and runs them, in both modes).
const withNextra = nextra({ ...nextraOptions, contentDirBasePath: '/' })

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
  generateBuildId: () => process.env.SEARCH_INDEX_TAG,
  // Server-only libraries Node loads as they are rather than the bundler compiling them into each page
  // route's server bundle (~150 modules, which `next dev` compiled on the first request).
  serverExternalPackages: ['yaml', 'zod'],
  experimental: {
    globalNotFound: true,
    // Minified like the client's: a static export ships no server code, but it ships the text of the
    // functions its inline scripts are made of (components/layout/code-language.tsx, the theme's
    // colour mode), which the server bundle renders into every page.
    serverMinification: true,
    // No persistent Turbopack cache for `next build`: a module it restores is not loaded again, so the
    // theme swaps' loader would not note it for postbuild's check (lib/seams/theme-swaps.mjs), and
    // writing the cache took ~30 s of a build. CI builds start clean anyway; `next dev` keeps its cache.
    turbopackFileSystemCacheForBuild: false,
    // Static generation on every core: Next's default leaves one for its main process, which sits idle
    // while the pages render (bench/RESULTS.md, "Build: static generation on every core, …").
    cpus: availableParallelism(),
  },
}

// One bundler, Turbopack, for `next build` (scripts/build.mjs) and `next dev` (bench/RESULTS.md,
// "One bundler: next build on Turbopack"), with the same rules: the theme swaps
// (lib/seams/theme-swaps.mjs, which note each swap in the dist dir for postbuild's check) and
// lib/page/pages.watch, the one module that stands for every page in `next dev`'s graph (its loader
// hashes them all; the build never imports it). No MDX file is in either graph: lib/page/compile.mjs
// compiles every page in Node, so Nextra's MDX rules have nothing to compile.
//
// `next dev` serves the site without `output: 'export'`: with it, Next's dev server answers a path
// that generateStaticParams does not list with a 500 ("… is missing param … which is required with
// output: export", vercel/next.js#56477) where the export has no file and the servers answer 404.
// Without it, the routes' `dynamicParams = false` answer such a path with status 404 and the Not Found
// page (app/global-not-found.tsx: in Russian, also under /en/ — the export's servers answer /en/ paths
// with /en/404.html).
export default (phase) => {
  const dev = phase === PHASE_DEVELOPMENT_SERVER
  const { turbopack, ...config } = withNextra(dev ? { ...nextConfig, output: undefined } : nextConfig)
  const rules = {
    ...turbopack.rules,
    '*.watch': { loaders: [path.resolve('lib/page/watch-loader.cjs')], as: '*.js' },
    // Next 16's dist dirs: .next for a build, .next/dev for the dev server.
    ...themeSwapRules({ distDir: dev ? '.next/dev' : '.next' }),
  }
  if (!dev) return { ...config, turbopack: { ...turbopack, rules } }
  // The page compiler and what it reads load while Turbopack compiles the first route (same process);
  // a failure shows when a page is requested.
  import('./lib/page/compile.mjs').catch(() => {})
  // The worker that lists a route's params (`generate-params`) as a thread, not a process: ~0.3 s
  // less per route (bench/RESULTS.md, "Dev server: Turbopack").
  const experimental = { ...config.experimental, workerThreads: true }
  // Next starts that worker again on every request to the route, in the background; here only when
  // what the params come from changed: its 2–4 s of CPU shared two cores with the page being rendered
  // (lib/content/dev-static-params.mjs; stops here, naming Next's module, if an upgrade moved it).
  listParamsOnChange()
  // Turbopack writes its persistent cache (.next/dev/cache) once it has been idle for 2 s: after the
  // first page, during the writer's next request, whose page then shares 2 cores with ~2.5 s of that
  // work. After 10 s of quiet the writer is reading (bench/RESULTS.md, "Dev server: the snapshot of
  // Turbopack's cache"). The engine's variable, not an option: tests/unit/turbopack-engine.test.ts.
  process.env.TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS ??= '10000'
  return { ...config, experimental, turbopack: { ...turbopack, rules } }
}
