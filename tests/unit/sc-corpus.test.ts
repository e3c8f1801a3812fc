import { beforeAll, describe, expect, it } from 'vitest'
import { corpus, formatFigures, measureCorpus, type CorpusFigures } from '@/bench/lib/sc-corpus.mjs'

// The sc grammar over the whole corpus of dialog scripts (tests/fixtures/sc), measured the way
// bench/sc-corpus.mjs records it in bench/RESULTS.md. The figures are printed with the results.
let figures: CorpusFigures

/** How many buttons: and inlineButtons: tags stand inside an if:, elseif: or else: branch. */
function buttonsInConditions(code: string) {
  let branch: number | null = null
  let found = 0
  for (const line of code.split(/\r?\n/)) {
    if (!line.trim()) continue
    const indent = /^[ \t]*/.exec(line)![0].length
    if (branch !== null && indent <= branch) branch = null
    if (/^\s*(if|elseif|else):/.test(line)) branch = indent
    else if (branch !== null && /^\s*(inlineButtons|buttons):/.test(line)) found++
  }
  return found
}

beforeAll(async () => {
  figures = await measureCorpus()
  console.log(['sc corpus:', ...formatFigures(figures)].join('\n'))
}, 60_000)

describe('the sc corpus', () => {
  const scripts = corpus()

  it('has at least 30 scripts, with named-pattern libraries, CRLF line endings and tab indentation', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(30)
    const library = scripts.filter(({ code }) => /^patterns:\s*$/m.test(code) && !/^theme:/m.test(code))
    expect(library.length).toBeGreaterThanOrEqual(2)
    // .gitattributes keeps these as they were saved: a checkout must not turn them into LF.
    const crlf = scripts.filter(({ file }) => file.endsWith('.crlf.sc'))
    expect(crlf.length).toBeGreaterThanOrEqual(2)
    for (const { file, code } of crlf) expect(code.split('\n').slice(0, -1).every((line) => line.endsWith('\r')), file).toBe(true)
    expect(scripts.filter(({ code }) => /^\t+state:/m.test(code)).length).toBeGreaterThanOrEqual(2)
  })

  it('covers intents, events, require:, nested states and buttons inside conditions', () => {
    const all = scripts.map(({ code }) => code).join('\n')
    for (const re of [/^\s*intent!?:/m, /^\s*intentGroup!?:/m, /^\s*event!?:/m, /^\s*require:/m, /^ {12}state:/m, /^\s*inlineButtons:/m])
      expect(all).toMatch(re)
    expect(scripts.filter(({ code }) => buttonsInConditions(code) > 0).length).toBeGreaterThanOrEqual(3)
  })

  it('gives every tag line its tag scope', () => {
    expect(figures.tagLines.scoped).toBe(figures.tagLines.total)
  })

  it('draws no sc line as JavaScript', () => {
    expect(figures.swallowed).toEqual([])
  })

  it('scopes every pattern element with a colour of both themes', () => {
    for (const kind of ['wildcard', 'optional', 'alternatives', 'separator', 'lemma', 'anyOrder', 'named', 'capture', 'function', 'word', 'parameters'])
      expect(figures.elements[kind]?.total, kind).toBeGreaterThan(0)
    for (const [kind, { total, scoped }] of Object.entries(figures.elements)) expect(scoped, kind).toBe(total)
  })

  it('shows a typical script in at least 7 distinct colours in both themes', () => {
    expect(figures.colours.light.median).toBeGreaterThanOrEqual(7)
    expect(figures.colours.dark.median).toBeGreaterThanOrEqual(7)
  })

  it('leaves at most 15 % of the text outside answers and comments in the default colour', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(figures.defaultShare[mode].all, mode).toBeLessThanOrEqual(0.15)
      expect(figures.defaultShare[mode].sc, mode).toBeLessThanOrEqual(0.15)
    }
  })
})
