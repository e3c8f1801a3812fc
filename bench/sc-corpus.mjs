#!/usr/bin/env node
// The sc grammar over the dialog-script corpus (tests/fixtures/sc): tag lines scoped, sc lines drawn
// as JavaScript, pattern elements scoped, colours per script, default-colour share and the time to
// highlight it all. Prints the figures and appends them to bench/RESULTS.md (`--no-save`: print only).
//
//   node bench/sc-corpus.mjs
import { appendSection } from './lib/results.mjs'
import { formatFigures, measureCorpus } from './lib/sc-corpus.mjs'

const lines = formatFigures(await measureCorpus())
console.log(lines.join('\n'))
if (!process.argv.includes('--no-save')) {
  appendSection('sc grammar over the corpus', [
    'Every script of tests/fixtures/sc highlighted with lib/highlight/sc.tmLanguage.json in the site\'s code themes (lib/highlight/themes.mjs), as `node bench/sc-corpus.mjs` measures it; the test tests/unit/sc-corpus.test.ts holds the same figures to their thresholds.',
    '',
    ...lines,
  ])
  console.log('appended to bench/RESULTS.md')
}
