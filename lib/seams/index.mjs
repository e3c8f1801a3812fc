// The index of the seams: every place where the site reaches into Next's, Nextra's or next-themes'
// files rather than their public API, or relies on what they do without saying so. An upgrade of a
// dependency can move each one without a word; each here fails, naming it, when that happens (the
// checks: lib/seams/check.mjs before the build, scripts/postbuild.mjs after it, the unit tests).
// README.md in this folder is this list as a table (`seamsTable()`; tests/unit/seams.test.ts keeps
// them the same).

/**
 * @typedef {object} Seam
 * @property {string} name Named by every failure of the seam.
 * @property {string[]} files The site's files that make it (from the project's root).
 * @property {string} replaces What of the dependency it stands in for, or relies on.
 * @property {string} why
 * @property {string} fails Which check fails, naming it, and when an upgrade moves it.
 * @property {string} test The unit test that moves it and sees the check fail.
 * @property {string[]} [swaps] Theme files (under node_modules) that `files[0]` replaces at build time
 *   (lib/seams/theme-swaps.mjs); each must exist and export nothing that `files[0]` lacks.
 * @property {{ file: string, from: string, sha256: string }} [upstream] The file (under node_modules)
 *   the site's code was written from, the release it was read in and the start of its SHA-256: when the
 *   installed file is another, its fixes are to be read and ported.
 * @property {string[]} [relies] Files (under node_modules) the seam imports or patches; each must exist.
 * @property {Record<string, string[]>} [mentions] Names the site relies on without importing them (a
 *   private field, a class name, a CSS variable, a configuration key), by the file under node_modules
 *   that must still contain each.
 */

const SWAP = 'Before the build when a swapped file is gone or exports a name the replacement lacks (lib/seams/check.mjs); after it when nothing imports a swapped file any more (scripts/postbuild.mjs).'
const REWRITE = 'Before the build, also when the upstream file it was written from changed (lib/seams/check.mjs): re-read it and port its fixes.'
const SWAP_TEST = 'tests/unit/seams.test.ts, tests/unit/theme-swaps.test.ts'
const REEXPORT = 'Before the build when a file it imports from is gone or no longer exports a name it imports (lib/seams/check.mjs).'

/** @type {Seam[]} */
export const seams = [
  {
    name: 'module-swaps',
    files: ['lib/seams/theme-swaps.mjs', 'lib/seams/theme-swap-loader.cjs'],
    replaces: "Turbopack's rules, in `next build` and `next dev` alike, to put the site's modules in place of theme files (a loader that re-exports the replacement and notes the swap)",
    why: 'Changes to the themes stay out of their code; the rest of each theme is used as it is.',
    fails: 'After the build when no swap was noted, or a listed file was never swapped (scripts/postbuild.mjs, `assertSwapsTookEffect`); tests/unit/dev-server.test.ts asks the same of `next dev`.',
    test: `${SWAP_TEST}, tests/unit/dev-server.test.ts`,
  },
  {
    name: 'unused-theme-parts',
    files: ['lib/seams/unused-theme-parts.mjs'],
    swaps: [
      'nextra/dist/client/components/search.js',
      'nextra-theme-docs/dist/components/copy-page.js',
      'nextra/dist/client/components/image-zoom.js',
      'nextra/dist/client/components/skip-nav/index.client.js',
    ],
    replaces: 'theme components the site never renders that the parts it uses import (search box, copy-page button, image zoom, skip link)',
    why: "A client component that a used module imports ships, rendered or not: Pagefind's client and Headless UI would be in every page's JavaScript.",
    fails: SWAP,
    test: SWAP_TEST,
  },
  {
    name: 'button',
    files: ['lib/seams/button.tsx'],
    swaps: ['nextra/dist/client/components/button.js'],
    upstream: { file: 'nextra/dist/client/components/button.js', from: 'nextra 4.6.1', sha256: 'fd53cc21e5d071d2' },
    replaces: "Nextra's Button, rewritten without Headless UI",
    why: "Headless UI's hover and focus machinery was in every page's JavaScript for four icon buttons.",
    fails: `${SWAP} ${REWRITE}`,
    test: SWAP_TEST,
  },
  {
    name: 'theme-landmarks',
    files: ['components/docs-theme/landmarks.mjs'],
    swaps: ['nextra-theme-docs/dist/components/breadcrumb.js', 'nextra-theme-docs/dist/components/pagination.js'],
    replaces: "the docs theme's breadcrumb and pagination, wrapped in <nav> landmarks (the originals imported with ?original)",
    why: 'axe: all page content must be in landmarks; the labels are in the page’s language.',
    fails: `${SWAP} ${REEXPORT}`,
    test: SWAP_TEST,
  },
  {
    name: 'docs-sidebar',
    files: ['components/docs-theme/sidebar.tsx'],
    swaps: ['nextra-theme-docs/dist/components/sidebar.js'],
    upstream: { file: 'nextra-theme-docs/dist/components/sidebar.js', from: 'nextra-theme-docs 4.6.1', sha256: '7638ce10c5e47dbb' },
    replaces: "the docs theme's sidebar and phone drawer, rewritten (components/docs-theme/sidebar.tsx)",
    why: "Folders render their pages once opened (upstream: every folder's links twice in every page, ~100 KB of HTML); closed links are inert; named in the page's language.",
    fails: `${SWAP} ${REWRITE}`,
    test: SWAP_TEST,
  },
  {
    name: 'docs-config',
    files: ['components/docs-theme/docs-config.tsx'],
    swaps: ['nextra-theme-docs/dist/stores/config.js'],
    upstream: { file: 'nextra-theme-docs/dist/stores/config.js', from: 'nextra-theme-docs 4.6.1', sha256: '56007b585f3f1ea6' },
    replaces: "the docs theme's navigation context, rewritten (components/docs-theme/docs-config.tsx)",
    why: 'Each page provides its own navigation, cut to what it shows, instead of the whole page map normalised in the browser.',
    fails: `${SWAP} ${REWRITE}`,
    test: SWAP_TEST,
  },
  {
    name: 'docs-toc-wrapper',
    files: ['components/docs-theme/toc-wrapper.tsx'],
    swaps: ['nextra-theme-docs/dist/mdx-components/wrapper.client.js'],
    upstream: { file: 'nextra-theme-docs/dist/mdx-components/wrapper.client.js', from: 'nextra-theme-docs 4.6.1', sha256: 'c04a825d617ac468' },
    replaces: "the docs theme's page wrapper (TOC, breadcrumb, pagination), rewritten",
    why: "The TOC's <nav> is named in the page's language.",
    fails: `${SWAP} ${REWRITE}`,
    test: SWAP_TEST,
  },
  {
    name: 'docs-heading-anchor',
    files: ['components/docs-theme/heading-anchor.tsx'],
    swaps: ['nextra-theme-docs/dist/mdx-components/heading-anchor.client.js'],
    upstream: { file: 'nextra-theme-docs/dist/mdx-components/heading-anchor.client.js', from: 'nextra-theme-docs 4.6.1', sha256: 'b57463b1dfea0f34' },
    replaces: "the docs theme's heading permalinks, rewritten",
    why: "Named in the page's language (upstream: English on every page).",
    fails: `${SWAP} ${REWRITE}`,
    test: SWAP_TEST,
  },
  {
    name: 'next-themes',
    files: ['lib/theme/theme-provider.tsx'],
    swaps: ['next-themes/dist/index.mjs'],
    upstream: { file: 'next-themes/dist/index.mjs', from: 'next-themes 0.4.6', sha256: 'f7ae8998b0d8ec4a' },
    replaces: 'the next-themes package wherever the themes import it, by the site’s colour-mode provider (same API)',
    why: 'next-themes re-applies the theme on mount, and the browser restyles the whole page after hydration.',
    fails: `${SWAP} ${REWRITE}`,
    test: SWAP_TEST,
  },
  {
    name: 'theme-stores',
    files: ['lib/seams/theme-stores.mjs', 'lib/seams/theme-stores.d.mts'],
    relies: ['nextra-theme-docs/dist/stores/index.js'],
    replaces: "nothing: imports the docs theme's stores from its own module (the package exports only some of them)",
    why: 'The rewritten sidebar, wrapper and anchors share the theme’s state (open drawer, active heading, TOC).',
    fails: REEXPORT,
    test: 'tests/unit/seams.test.ts',
  },
  {
    name: 'theme-components',
    files: ['lib/seams/theme-components.mjs', 'lib/seams/theme-components.d.mts'],
    relies: [
      'nextra-theme-docs/dist/components/breadcrumb.js',
      'nextra-theme-docs/dist/components/copy-page.js',
      'nextra-theme-docs/dist/components/pagination.js',
      'nextra-theme-docs/dist/components/toc.js',
    ],
    replaces: "nothing: imports the docs theme's Breadcrumb, CopyPage, Pagination and TOC from the files its wrapper imports",
    why: 'The rewritten wrapper draws the same components, swaps included; the package does not export them.',
    fails: REEXPORT,
    test: 'tests/unit/seams.test.ts',
  },
  {
    name: 'page-map-fields',
    files: ['lib/page/page-map.mjs'],
    mentions: { 'nextra/dist/server/page-map/to-page-map.js': ['__pagePath', '__metaPath'] },
    replaces: "nothing: reads the private `__pagePath` and `__metaPath` fields of `convertToPageMap`'s items to join each with its page's front matter and its `_meta` file",
    why: "The page map made from the content manifest, as Nextra's loader makes it, without a bundled module per page.",
    fails: 'Before the build when Nextra no longer names a field (lib/seams/check.mjs); tests/unit/page-map.test.ts when the map differs from what the fields should give.',
    test: 'tests/unit/seams.test.ts, tests/unit/page-map.test.ts',
  },
  {
    name: 'theme-styles',
    files: ['styles/site.css'],
    mentions: {
      'nextra-theme-docs/dist/components/navbar/index.js': ['nextra-banner', '--nextra-navbar-height', '--nextra-banner-height'],
      'nextra/dist/client/mdx-components/pre/index.js': ['nextra-code'],
      'nextra-theme-docs/dist/style.css': ['--x-color-gray-100', '--x-color-gray-300', '--x-color-gray-600', '--x-color-yellow-700'],
    },
    replaces: "nothing: the site's stylesheet selects the themes' class names and sets or reads their CSS variables",
    why: 'The banner, code blocks, header height and contrast fixes are styled where the themes draw them, without forking their markup.',
    fails: 'Before the build when the theme no longer has a class or variable (lib/seams/check.mjs); tests/unit/seams.test.ts when styles/site.css names one the index does not list.',
    test: 'tests/unit/seams.test.ts',
  },
  {
    name: 'next-experimental-flags',
    files: ['next.config.mjs'],
    mentions: { 'next/dist/server/config-shared.js': ['globalNotFound', 'serverMinification', 'turbopackFileSystemCacheForBuild', 'cpus', 'workerThreads'] },
    replaces: "nothing: sets `experimental` options of Next's, which Next may rename or drop with a warning only",
    why: 'Each has a measured reason in next.config.mjs (the Not Found page in both locales, static generation on every core, a dev params worker as a thread, no minified server code, no persistent cache for the build, which would skip the swaps\' loader).',
    fails: "Before the build when Next's configuration no longer knows an option (lib/seams/check.mjs): its measured gain would go without a word.",
    test: 'tests/unit/seams.test.ts',
  },
  {
    name: 'with-nextra',
    files: ['next.config.mjs'],
    mentions: { 'nextra/dist/server/index.js': ['NEXTRA_LOCALES', 'NEXTRA_DEFAULT_LOCALE', 'optimizePackageImports', 'turbopack'] },
    replaces: "nothing: next.config.mjs keeps Nextra's plugin for what the themes read at run time (its `NEXTRA_*` variables, the package imports it optimises), although its MDX and page-map rules compile nothing here",
    why: 'No page reaches the bundler (lib/page/compile.mjs compiles them in Node); the plugin still configures what the themes expect, and its Turbopack rules are extended, not replaced.',
    fails: 'Before the build when the plugin no longer sets what the site relies on (lib/seams/check.mjs).',
    test: 'tests/unit/seams.test.ts',
  },
  {
    name: 'next-markup',
    files: ['lib/seams/next-markup.mjs'],
    replaces: "nothing: the export's rewrites of the HTML Next writes (chunk scripts, stylesheets, RSC payload scripts)",
    why: "Scripts after the first paint, the RSC payload from the route's .txt file, critical CSS, one payload script on the 404 page (lib/export/).",
    // The after-paint loader hands the payload to Next's start-up as the inline scripts do: `self.__next_f`.
    mentions: { 'next/dist/client/app-index.js': ['self.__next_f', 'initialServerDataBuffer'] },
    fails: 'After the build: a rewrite that matched nothing on some pages stops postbuild, naming them (lib/export/pages.mjs, `assertRewrote`).',
    test: 'tests/unit/seams.test.ts, tests/unit/next-markup.test.ts',
  },
  {
    name: 'rehype-pretty-code-options',
    files: ['lib/highlight/rehype-code.mjs'],
    upstream: { file: 'nextra/dist/server/rehype-plugins/rehype.js', from: 'nextra 4.6.1', sha256: '57fcab6056db54cd' },
    replaces: "Nextra's code highlighting: its rehype-pretty-code options and rehypeAttachCodeMeta, copied",
    why: 'Each block written as one HTML string instead of ~1,500 JSX elements; Nextra offers no step after its highlighting.',
    fails: `${REWRITE} tests/unit/rehype-code.test.tsx also compares the HTML with Nextra's own highlighting.`,
    test: 'tests/unit/seams.test.ts, tests/unit/rehype-code.test.tsx',
  },
  {
    name: 'dev-static-params',
    files: ['lib/content/dev-static-params.mjs'],
    relies: ['next/dist/server/dev/next-dev-server.js'],
    replaces: "Next's dev server `getStaticPaths`, wrapped: a route's params listed again only when their sources changed",
    why: 'A new worker per request took 2–4 s of CPU from the page being rendered.',
    fails: 'Before the build when the module is gone (lib/seams/check.mjs); `next dev` stops when the method no longer reads its cache (`listParamsOnChange`).',
    test: 'tests/unit/seams.test.ts, tests/unit/dev-static-params.test.ts',
  },
  {
    name: 'stack-frame-ignore-list',
    files: ['lib/page/compile.mjs'],
    relies: ['next/dist/server/lib/source-maps.js'],
    replaces: "nothing: relies on Next ignore-listing stack frames under node_modules/ (`compiledPageURL`, `filterStackFrameDEV`)",
    why: "React's dev render rebuilt a call site per element (~1,500 on an API page) for frames that tell a writer nothing.",
    fails: 'Before the build when the module is gone (lib/seams/check.mjs); tests/unit/page-check.test.ts when the frames are no longer ignored.',
    test: 'tests/unit/seams.test.ts, tests/unit/page-check.test.ts',
  },
  {
    name: 'turbopack-engine-variables',
    files: ['lib/seams/turbopack-engine.mjs'],
    replaces: "nothing: next.config.mjs sets Turbopack's engine variables (TURBO_ENGINE_…), read by the native binding, not checked by Next",
    why: 'The persistent cache written after 10 s of quiet, not during the next request.',
    fails: 'tests/unit/turbopack-engine.test.ts (in `npm test`) when the installed binding no longer reads a name (`assertEngineVariables`).',
    test: 'tests/unit/seams.test.ts, tests/unit/turbopack-engine.test.ts',
  },
  {
    name: 'next-bin',
    files: ['scripts/build.mjs', 'bench/lib/dev-server.mjs'],
    relies: ['next/dist/bin/next'],
    replaces: "nothing: runs Next's command-line entry by its file, as a Node script of the build's own",
    why: 'The build runs `next build` beside the content check, in one process tree.',
    fails: 'Before the build when the file is gone (lib/seams/check.mjs).',
    test: 'tests/unit/seams.test.ts',
  },
  {
    name: 'theme-scroll-padding',
    files: ['lib/seams/theme-scroll-padding.cjs'],
    replaces: "the docs theme's `html { &:not(:has(*:focus)) { scroll-padding-top } }` rule, unwrapped (a PostCSS plugin, postcss.config.mjs)",
    why: "That :has() restyled the whole page on every focus change (~60–200 ms of a phone's CPU per tap).",
    fails: "During the build when the theme's stylesheet no longer has exactly that rule.",
    test: 'tests/unit/theme-scroll-padding.test.ts',
  },
  {
    name: 'beasties-containers',
    files: ['lib/export/critical-css.mjs'],
    replaces: "nothing: answers Beasties' selector checks from the page's names first, through its `processStyle()` and `document.beastiesContainers`",
    why: 'The critical-CSS pass was the slowest step of postbuild.',
    fails: 'After the build when Beasties no longer has either (postbuild); tests/unit/critical-css.test.ts when it stops calling them.',
    test: 'tests/unit/seams.test.ts, tests/unit/critical-css.test.ts',
  },
  {
    name: 'normalize-pages-shape',
    files: ['lib/site/page-nav.ts'],
    replaces: "nothing: each docs page's navigation is cut from the output of Nextra's `normalizePages`",
    why: 'A page carries its own branch of the navigation, not the whole page map.',
    fails: "tests/unit/page-nav.test.ts when the output's shape changes (it compares the cut navigation with `normalizePages` over the whole map).",
    test: 'tests/unit/page-nav.test.ts',
  },
  {
    name: 'pagefind-files',
    files: ['lib/search/indexer.mjs'],
    replaces: "nothing: relies on Pagefind's file names (`index/<language>_<hash>.pf_index`, `pagefind.<hash>.pf_meta`) and stores its binary files inflated",
    why: 'The search index is tagged per build and asked for ahead; its files are served compressed once.',
    fails: 'After the build when a language has no index chunk or the meta file is not where its entry names it (postbuild).',
    test: 'tests/unit/search-indexer.test.ts',
  },
  {
    name: 'docsearch-css',
    files: ['lib/css/purge-docsearch.cjs'],
    replaces: "nothing: `@docsearch/css`'s one stylesheet, purged against the modal's code",
    why: 'It ships the Ask AI screens this modal does not have (31 → 17 KB).',
    fails: "tests/unit/purge-docsearch.test.ts when a rule the modal's markup needs is purged.",
    test: 'tests/unit/purge-docsearch.test.ts',
  },
]

/** The theme swaps (replacement → the theme files it stands in for), from the index. */
export const themeSwaps = /** @type {Record<string, string[]>} */ (Object.fromEntries(seams.flatMap((seam) => (seam.swaps ? [[seam.files[0], seam.swaps]] : []))))

/** The error of a seam an upgrade moved: its name first, then what is wrong and what to do. */
export const seamError = (name, problem) => new Error(`seam "${name}": ${problem} (lib/seams/README.md)`)

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The index as the Markdown table of lib/seams/README.md. */
export function seamsTable() {
  const rows = seams.map((seam) =>
    [`\`${seam.name}\``, seam.files.map((file) => `\`${file}\``).join(', '), seam.replaces, seam.why, seam.fails, seam.test].map(cell).join(' | '),
  )
  return ['| Seam | Files | Replaces | Why | Fails, naming it | Test |', '| --- | --- | --- | --- | --- | --- |', ...rows.map((row) => `| ${row} |`)].join('\n')
}
