import path from 'node:path'
import nextra from 'nextra'
import { rehypePrettyCodeOptions } from './lib/highlight/options.mjs'

const withNextra = nextra({
  latex: true,
  defaultShowCopyCode: true,
  readingTime: true,
  search: { codeblocks: false },
  contentDirBasePath: '/',
  mdxOptions: { rehypePrettyCodeOptions },
})

/**
 * Theme modules the site never renders, replaced by lib/site/unused-theme-parts.mjs so their
 * client code stays out of every page's JavaScript (the file explains each one).
 */
const unusedThemeParts = [
  'nextra/dist/client/components/search.js',
  'nextra-theme-docs/dist/components/navbar/index.client.js',
  'nextra-theme-docs/dist/components/theme-switch.js',
  'nextra-theme-docs/dist/components/locale-switch.js',
  'nextra-theme-docs/dist/components/copy-page.js',
  'nextra-theme-blog/dist/components/theme-switch.js',
  'nextra-theme-blog/dist/components/cusdis.js',
]
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const unusedThemePart = new RegExp(
  `node_modules[\\\\/](${unusedThemeParts.map((file) => file.split('/').map(escape).join('[\\\\/]')).join('|')})$`,
)

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { globalNotFound: true },
  webpack(config, { webpack }) {
    config.plugins.push(
      new webpack.NormalModuleReplacementPlugin(unusedThemePart, path.resolve('lib/site/unused-theme-parts.mjs')),
    )
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
