// rehype-pretty-code options for Nextra: a shiki highlighter with the languages the content uses
// plus the "sc" dialog-script grammar, in the site's code themes. All highlighting happens at build time.
import { readFileSync } from 'node:fs'
import { bundledLanguages, bundledLanguagesInfo, createHighlighterCore, createOnigurumaEngine } from 'shiki'
import { highlightMarkers } from './markers.mjs'
import { codeThemes } from './themes.mjs'

export const scGrammar = JSON.parse(readFileSync(new URL('./sc.tmLanguage.json', import.meta.url), 'utf8'))

/**
 * The languages a code block may name — the one list (docs/MAINTAINING.md, "Code highlighting"). Only these
 * grammars are loaded (all of shiki's bundled ones took ~4.5 s in every process that highlights);
 * a block in any other language fails the content check and the page's compile, naming file and line.
 * `javascript` is also the language of sc's embedded scripts.
 */
export const codeLanguages = ['bash', 'csv', 'dockerfile', 'http', 'java', 'javascript', 'json', 'jsonl', 'protobuf', 'python', 'xml', 'yaml']

/** Every name a code block may carry: the list, shiki's aliases of it, sc, plain text and KaTeX's `math`. */
export const codeLanguageNames = new Set([
  ...codeLanguages,
  ...codeLanguages.flatMap((name) => {
    const info = bundledLanguagesInfo.find((language) => language.id === name || language.aliases?.includes(name))
    return info ? [info.id, ...(info.aliases ?? [])] : []
  }),
  scGrammar.name,
  'text', 'txt', 'plaintext', 'plain', 'math',
])

export const rehypePrettyCodeOptions = {
  theme: codeThemes,
  transformers: [highlightMarkers()],
  // The core highlighter knows only what it is given: a language outside the list cannot be loaded
  // on demand behind the list's back.
  getHighlighter(options) {
    return createHighlighterCore({
      ...options,
      engine: createOnigurumaEngine(import('shiki/wasm')),
      langs: [...codeLanguages.map((name) => bundledLanguages[name]), scGrammar],
    })
  },
}
