// A code block in a language the highlighter does not load (lib/highlight/options.mjs, `codeLanguages`)
// fails the page's compile with its file and line: in `npm run dev` it shows in the error overlay
// (the content check reports it before `next build`). shiki would otherwise draw it as plain text.
import { visit } from 'unist-util-visit'
import { codeLanguageNames } from './options.mjs'

export const unknownLanguageMessage = (lang) =>
  `code block in an unknown language "${lang}": use one of ${[...codeLanguageNames].join(', ')} (lib/highlight/options.mjs, codeLanguages)`

export default function remarkCodeLanguages() {
  return (tree, file) => {
    visit(tree, 'code', (node) => {
      const lang = node.lang?.toLowerCase()
      if (lang && !codeLanguageNames.has(lang)) file.fail(unknownLanguageMessage(node.lang), node)
    })
  }
}
