import path from 'node:path'
import nextra from 'nextra'
import { rehypePrettyCodeOptions } from './lib/highlight/options.mjs'

const withNextra = nextra({
  latex: true,
  // Images keep their public URL and title (the "no-zoom" marker); no bundler import.
  staticImage: false,
  defaultShowCopyCode: true,
  readingTime: true,
  search: { codeblocks: false },
  contentDirBasePath: '/',
  mdxOptions: { rehypePrettyCodeOptions },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { globalNotFound: true },
  webpack(config) {
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
