// rehype-pretty-code options for Nextra: the shiki highlighter with every bundled language
// plus the "sc" dialog-script grammar, in the site's code themes. All highlighting happens at build time.
import { readFileSync } from 'node:fs'
import { bundledLanguages, createHighlighter } from 'shiki'
import { highlightMarkers } from './markers.mjs'
import { codeThemes } from './themes.mjs'

export const scGrammar = JSON.parse(readFileSync(new URL('./sc.tmLanguage.json', import.meta.url), 'utf8'))

export const rehypePrettyCodeOptions = {
  theme: codeThemes,
  transformers: [highlightMarkers()],
  getHighlighter(options) {
    const langs = Object.keys(bundledLanguages).filter((lang) => lang !== 'mermaid')
    return createHighlighter({ ...options, langs: [...langs, scGrammar] })
  },
}
