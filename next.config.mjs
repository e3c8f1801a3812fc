import path from 'node:path'
import nextra from 'nextra'
import { rehypePrettyCodeOptions } from './lib/highlight/options.mjs'
import rehypeRussianTypography from './lib/content/russian-typography.mjs'
import rehypeSections from './lib/content/sections.mjs'
import remarkApi from './lib/openapi/remark-api.mjs'

// One tag per build for the search index's entry file (Pagefind's `metaCacheTag`, lib/search/): its
// URL is the same all through a build, so the search button can ask for it ahead, and new with every
// build, so no cache serves an old one. Set before Next starts its workers, which inherit it.
process.env.SEARCH_INDEX_TAG ||= Date.now().toString(36)

const withNextra = nextra({
  latex: true,
  // Images keep their public URL and title (the "no-zoom" marker); no bundler import.
  staticImage: false,
  defaultShowCopyCode: true,
  readingTime: true,
  search: { codeblocks: false },
  contentDirBasePath: '/',
  // Non-breaking spaces in the prose of Russian pages (README, "Russian typography"). First of the
  // rehype plugins: after Nextra's remark steps (heading ids, smart punctuation), before KaTeX.
  // Then each `##` section in its own <section>, skipped by the browser while out of the window.
  // The REST reference is written into the pages from openapi/openapi.yaml before Nextra collects
  // the headings (lib/openapi/remark-api.mjs).
  mdxOptions: { rehypePrettyCodeOptions, remarkPlugins: [remarkApi], rehypePlugins: [rehypeRussianTypography, rehypeSections] },
})

/**
 * Nextra theme modules this site swaps for its own at build time (files in node_modules, each
 * replaced by a file in lib/site/ that says why). Swapping modules keeps the change out of the
 * themes' code and leaves everything else of them as it is.
 */
const themeReplacements = {
  // Never rendered here; left out of every page's JavaScript (~45 KB gzip).
  'lib/site/unused-theme-parts.mjs': [
    'nextra/dist/client/components/search.js',
    'nextra-theme-docs/dist/components/navbar/index.client.js',
    'nextra-theme-docs/dist/components/theme-switch.js',
    'nextra-theme-docs/dist/components/locale-switch.js',
    'nextra-theme-docs/dist/components/copy-page.js',
    'nextra-theme-blog/dist/components/theme-switch.js',
    'nextra-theme-blog/dist/components/cusdis.js',
    'nextra/dist/client/components/image-zoom.js',
    'nextra/dist/client/mdx-components/image.js',
    'nextra/dist/client/components/skip-nav/index.client.js',
  ],
  // Nextra's Button without Headless UI.
  'lib/site/button.tsx': ['nextra/dist/client/components/button.js'],
  // The docs breadcrumb and previous/next links inside <nav> landmarks.
  'lib/site/theme-landmarks.mjs': [
    'nextra-theme-docs/dist/components/breadcrumb.js',
    'nextra-theme-docs/dist/components/pagination.js',
  ],
  // The site's own docs sidebar and phone drawer: folders render their pages once opened, the
  // drawer its menu once opened; named in the page's language (components/docs-theme/sidebar.tsx).
  'lib/site/docs-sidebar.mjs': ['nextra-theme-docs/dist/components/sidebar.js'],
  // The TOC's <nav> and the headings' permalinks, named in the page's language.
  'lib/site/docs-toc-wrapper.mjs': ['nextra-theme-docs/dist/mdx-components/wrapper.client.js'],
  'lib/site/docs-heading-anchor.mjs': ['nextra-theme-docs/dist/mdx-components/heading-anchor.client.js'],
  // The site's colour-mode provider (lib/theme/theme-provider.tsx): hydration leaves <html> alone.
  'lib/site/next-themes.mjs': ['next-themes/dist/index.mjs', 'next-themes/dist/index.js'],
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pattern = (files) => new RegExp(`node_modules[\\\\/](${files.map((file) => file.split('/').map(escape).join('[\\\\/]')).join('|')})$`)

/** A webpack plugin that resolves the matching theme modules to `replacement` instead. */
function replaceThemeModules(webpack, replacement, files) {
  const file = path.resolve(replacement)
  return new webpack.NormalModuleReplacementPlugin(pattern(files), (resolved) => {
    const data = resolved.createData
    // Only after resolution; and a replacement that imports the original gets the original.
    if (!data?.resource || resolved.contextInfo.issuer === file) return
    // The module's identity (request) and context change too: otherwise a replacement's import of
    // the original would be deduplicated into the replacement itself, and its relative imports
    // would resolve from the theme's folder.
    const swap = (text) => text?.replace(data.resource, file)
    Object.assign(data, { request: swap(data.request), userRequest: swap(data.userRequest), resource: file, context: path.dirname(file) })
  })
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
    // Build memory (bench/RESULTS.md, "Scale — session 4"): the webpack compilers run one after the
    // other in worker processes that exit when done (Next turns this off for a custom webpack config
    // unless asked), webpack interns its strings, and the server bundles are not minified: a static
    // export ships no server code.
    webpackBuildWorker: true,
    webpackMemoryOptimizations: true,
    serverMinification: false,
  },
  webpack(config, { webpack, dev, isServer }) {
    // Build memory: the server compile holds every MDX page, and writing its persistent cache was
    // the build's peak (−1.5 GB at 1,000 pages per locale without it). CI builds start clean anyway.
    if (!dev && isServer) config.cache = false
    for (const [replacement, files] of Object.entries(themeReplacements)) {
      config.plugins.push(replaceThemeModules(webpack, replacement, files))
    }
    // Writers' `%variables%` are substituted in the raw MDX before Nextra compiles it,
    // so they work in prose, links, code blocks and front matter alike.
    config.module.rules.push({
      test: /\.mdx?$/,
      enforce: 'pre',
      use: [{ loader: path.resolve('lib/content/variables-loader.cjs') }],
    })
    return config
  },
}

export default withNextra(nextConfig)
