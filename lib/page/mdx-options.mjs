// The site's options for Nextra's compiler, used by the one page compiler (lib/page/compile.mjs) in
// `next build` and `next dev`; next.config.mjs passes Nextra the rest (`nextraOptions`).
import rehypeCode from '../highlight/rehype-code.mjs'
import rehypeRussianTypography from './russian-typography.mjs'
import rehypeSections from './sections.mjs'
import remarkApi from '../openapi/remark-api.mjs'
import remarkCli from '../cli/remark-cli.mjs'
import remarkCodeLanguages from '../highlight/remark-code-languages.mjs'

/** Nextra's options of the site, but for the MDX options. */
export const nextraOptions = {
  latex: true,
  // Images keep their public URL and title (the "no-zoom" marker); no bundler import.
  staticImage: false,
  defaultShowCopyCode: true,
  readingTime: true,
  search: { codeblocks: false },
  // The site highlights code itself, as the last of its rehype plugins (lib/highlight/rehype-code.mjs).
  codeHighlight: false,
}

// Non-breaking spaces in the prose of Russian pages (docs/WRITING.md, "Russian typography"). First of the
// rehype plugins: after Nextra's remark steps (heading ids, smart punctuation), before KaTeX.
// Then each `##` section in its own <section>, skipped by the browser while out of the window.
// Then the code blocks highlighted, each block's lines one HTML string.
// The REST reference is written into the pages from openapi/openapi.yaml before Nextra collects
// the headings (lib/openapi/remark-api.mjs), the mlp client's from openapi/mlp.yaml
// (lib/cli/remark-cli.mjs), each in the page's language and version, which the content manifest
// gives. A code block in a language the site does not highlight fails the page's compile with its
// line (lib/highlight/remark-code-languages.mjs).
/** @param {{ locale: 'ru' | 'en', version: string | null }} page */
export const mdxOptionsFor = (page) => ({
  remarkPlugins: [[remarkApi, page], [remarkCli, page], remarkCodeLanguages],
  rehypePlugins: [[rehypeRussianTypography, page], rehypeSections, [rehypeCode, { codeblocks: nextraOptions.search.codeblocks }]],
})
