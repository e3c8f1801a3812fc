// The one measure of how the "sc" grammar colours the dialog-script corpus (tests/fixtures/sc):
// tests/unit/sc-corpus.test.ts holds it to the thresholds, bench/sc-corpus.mjs prints and records it.
// Lines are classified here from the text alone (tags and indentation), not from the grammar, so a
// grammar that swallows a line cannot also hide it from the count.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHighlighter } from 'shiki'
import { rehypePrettyCodeOptions, scGrammar } from '../../lib/highlight/options.mjs'

export const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/sc')

/** Every script of the corpus, as `{ file, code }`, in file-name order. */
export function corpus(dir = corpusDir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sc'))
    .sort()
    .map((file) => ({ file, code: readFileSync(path.join(dir, file), 'utf8') }))
}

/** The site's two code themes (light, dark), exactly as options.mjs hands them to rehype-pretty-code. */
export const siteThemes = rehypePrettyCodeOptions.theme

/** A shiki highlighter with the site's themes, JavaScript and the sc grammar. */
export const scHighlighter = () => createHighlighter({ themes: Object.values(siteThemes), langs: ['javascript', scGrammar] })

const TAG_RE =
  /^([ \t]*)(audio|buttons|eg[!?]?|elseif|else|event[!?]?|go[!?]?|if|image|init|inlineButtons|intentGroup[!?]?|intent[!?]?|newSession|patterns|q[!?]?|random|require|scriptEs6|script|state|theme|timeout|video|a):/
const BLOCK_OF_TAG = { init: 'js', script: 'js', scriptEs6: 'js', inlineButtons: 'js', if: 'condition', elseif: 'condition', buttons: 'buttons', patterns: 'patterns', require: 'require' }

/**
 * What each line of a script is, by its tag and indentation: `comment`, `tag` (with `tag` and the
 * column after its colon), `js` (script bodies, conditions and their continuations), `button`,
 * `pattern-def` (a named pattern in a patterns: block), `module` (under require:), `text` or `blank`.
 */
export function classifyLines(code) {
  const blocks = []
  return code.split(/\r?\n/).map((text) => {
    if (!text.trim()) return { kind: 'blank', text }
    const indent = /^[ \t]*/.exec(text)[0]
    // A block holds the lines indented deeper than its tag, with the tag's indentation as their prefix.
    while (blocks.length && !(indent.startsWith(blocks.at(-1).indent) && indent.length > blocks.at(-1).indent.length)) blocks.pop()
    const inside = blocks.at(-1)?.kind
    if (text.trimStart().startsWith('#')) return { kind: 'comment', text }
    if (inside === 'js') return { kind: 'js', text }
    const tag = TAG_RE.exec(text)
    if (tag) {
      const block = BLOCK_OF_TAG[tag[2]]
      if (block) blocks.push({ indent, kind: block })
      return { kind: 'tag', tag: tag[2], argumentAt: tag[0].length, text }
    }
    const kind = { condition: 'js', buttons: 'button', patterns: 'pattern-def', require: 'module' }[inside] ?? 'text'
    return { kind, text }
  })
}

/** Pattern elements, found from the text: what a reader of a q: line or a named pattern tells apart. */
const ELEMENT_RE =
  /(?<function>\$(?:regexp|regex|weight|localWeight|repeat)(?:_i)?<[^\n]*?>(?=[\s)|\],:*]|$))|(?<named>[@$][^\W\d][\w.]*)|(?<capture>::[^\W\d]\w*)|(?<parameters>\|\|.*$)|(?<lemma>~[^\s*[\](){}|/~$@<>":]+)|(?<wildcard>\*)|(?<optional>[[\]])|(?<alternatives>[()|])|(?<anyOrder>[{}])|(?<separator>\/)|(?<quoted>"[^"\n]*")|(?<word>(?:[^\s*[\](){}|/~$@<>":]|:(?!:))+)/g

/** `{ kind, start, end }` of every pattern element of a pattern text starting at column `from`. */
export function patternElements(line, from) {
  const elements = []
  for (const match of line.slice(from).matchAll(ELEMENT_RE)) {
    const kind = Object.entries(match.groups).find(([, value]) => value !== undefined)[0]
    elements.push({ kind, start: from + match.index, end: from + match.index + match[0].length })
  }
  return elements
}

/** Per line, per column: the token's scopes and its colour in the given theme. */
function cells(highlighter, code, theme) {
  // No time limit per line: on a busy machine shiki's 500 ms cuts one of its two tokenizations short.
  const { tokens, fg } = highlighter.codeToTokens(code, { lang: 'sc', theme, includeExplanation: true, tokenizeTimeLimit: 0 })
  const lines = tokens.map((line) => {
    const row = []
    for (const token of line) {
      const colour = (token.color ?? fg).toLowerCase()
      for (const part of token.explanation ?? []) {
        const scopes = part.scopes.map((scope) => scope.scopeName)
        for (let i = 0; i < part.content.length; i++) row.push({ char: part.content[i], scopes, colour })
      }
    }
    return row
  })
  return { lines, fg: fg.toLowerCase() }
}

const isJs = (scopes) => scopes.some((scope) => scope.includes('javascript') || scope.endsWith('.js'))
const coloured = (cell, fg) => cell && cell.colour !== fg && cell.scopes.length > 1

/** Every figure of one script, in both themes. */
export function measureScript(highlighter, code) {
  const classes = classifyLines(code)
  const themes = Object.entries(siteThemes).map(([mode, theme]) => ({ mode, ...cells(highlighter, code, theme) }))
  const [light] = themes
  const figures = { tagLines: 0, tagLinesScoped: 0, scLines: 0, swallowed: [], elements: {}, colours: {}, defaultShare: {} }

  classes.forEach((line, index) => {
    const row = light.lines[index] ?? []
    const first = row.find((cell) => cell.char.trim())
    if (['tag', 'comment', 'button', 'pattern-def', 'module'].includes(line.kind)) {
      figures.scLines++
      const wrong = !first || isJs(first.scopes) || (line.kind === 'comment' && !first.scopes.includes('comment.line.number-sign.sc'))
      if (wrong) figures.swallowed.push(index + 1)
    }
    if (line.kind === 'tag') {
      figures.tagLines++
      if (first?.scopes.includes('entity.name.tag.sc')) figures.tagLinesScoped++
    }
    const patternFrom = line.kind === 'pattern-def' ? line.text.indexOf('=') + 1 : line.kind === 'tag' && /^q[!?]?$/.test(line.tag) ? line.argumentAt : -1
    if (patternFrom > 0) {
      for (const element of patternElements(line.text, patternFrom)) {
        const counts = (figures.elements[element.kind] ??= { total: 0, scoped: 0 })
        counts.total++
        // Scoped: every visible character has a scope of its own that both themes colour.
        const ok = themes.every(({ lines, fg }) =>
          lines[index].slice(element.start, element.end).every((cell) => !cell.char.trim() || coloured(cell, fg)),
        )
        if (ok) counts.scoped++
      }
    }
  })

  for (const { mode, lines, fg } of themes) {
    figures.colours[mode] = new Set(lines.flat().filter((cell) => cell.char.trim()).map((cell) => cell.colour)).size
    // The default-colour share of what is neither an a: answer nor a comment.
    let all = 0
    let plain = 0
    let scAll = 0
    let scPlain = 0
    classes.forEach((line, index) => {
      if (line.kind === 'comment' || line.kind === 'blank') return
      const answer = line.kind === 'tag' && line.tag === 'a'
      lines[index].forEach((cell, column) => {
        if (!cell.char.trim() || (answer && column >= line.argumentAt)) return
        const isDefault = cell.colour === fg
        all++
        if (isDefault) plain++
        if (!isJs(cell.scopes)) {
          scAll++
          if (isDefault) scPlain++
        }
      })
    })
    figures.defaultShare[mode] = { all: plain / (all || 1), sc: scPlain / (scAll || 1), chars: all }
  }
  return figures
}

/** The figures of the whole corpus, per script and summed, with the time it took to highlight it. */
export async function measureCorpus(scripts = corpus()) {
  const highlighter = await scHighlighter()
  // Both themes' HTML of every script, in CPU time (other processes on the machine do not count).
  // The first pass also compiles the regular expressions of sc and of JavaScript, which a build pays
  // once per worker whatever its page count; the second pass is what each further script costs.
  const cpuMs = () => {
    const started = process.cpuUsage()
    for (const { code } of scripts) highlighter.codeToHtml(code, { lang: 'sc', themes: siteThemes, defaultColor: false })
    const used = process.cpuUsage(started)
    return (used.user + used.system) / 1000
  }
  const coldMs = cpuMs()
  const highlightMs = cpuMs()
  const perScript = scripts.map(({ file, code }) => ({ file, ...measureScript(highlighter, code) }))
  const sum = (pick) => perScript.reduce((total, script) => total + pick(script), 0)
  const elements = {}
  for (const script of perScript) {
    for (const [kind, { total, scoped }] of Object.entries(script.elements)) {
      elements[kind] ??= { total: 0, scoped: 0 }
      elements[kind].total += total
      elements[kind].scoped += scoped
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const modes = Object.keys(siteThemes)
  const weighted = (mode, key) => sum((s) => s.defaultShare[mode][key] * s.defaultShare[mode].chars) / sum((s) => s.defaultShare[mode].chars)
  highlighter.dispose()
  return {
    scripts: perScript.length,
    lines: sum((s) => s.scLines),
    highlightMs,
    coldMs,
    tagLines: { total: sum((s) => s.tagLines), scoped: sum((s) => s.tagLinesScoped) },
    swallowed: perScript.flatMap((s) => s.swallowed.map((line) => `${s.file}:${line}`)),
    elements,
    colours: Object.fromEntries(modes.map((mode) => [mode, { min: Math.min(...perScript.map((s) => s.colours[mode])), median: median(perScript.map((s) => s.colours[mode])) }])),
    defaultShare: Object.fromEntries(
      modes.map((mode) => [
        mode,
        { all: weighted(mode, 'all'), sc: weighted(mode, 'sc'), worst: Math.max(...perScript.map((s) => s.defaultShare[mode].all)) },
      ]),
    ),
    perScript,
  }
}

const percent = (value) => `${(100 * value).toFixed(1)} %`

/** The corpus figures as Markdown lines (printed by the test, recorded by bench/sc-corpus.mjs). */
export function formatFigures(figures) {
  const elements = Object.entries(figures.elements).sort((a, b) => b[1].total - a[1].total)
  const allElements = elements.reduce((sum, [, counts]) => ({ total: sum.total + counts.total, scoped: sum.scoped + counts.scoped }), { total: 0, scoped: 0 })
  const modes = Object.keys(figures.colours)
  return [
    `${figures.scripts} scripts, ${figures.lines} sc lines. Highlighting all of them in both themes: ${figures.highlightMs.toFixed(0)} ms of CPU time (budget: 1,000 ms; ${figures.coldMs.toFixed(0)} ms the first time, with the regular expressions compiled).`,
    '',
    '| Figure | Value |',
    '|---|---:|',
    `| Tag lines with the tag scope | ${figures.tagLines.scoped} / ${figures.tagLines.total} (${percent(figures.tagLines.scoped / figures.tagLines.total)}) |`,
    `| sc lines drawn as JavaScript | ${figures.swallowed.length}${figures.swallowed.length ? ` (${figures.swallowed.join(', ')})` : ''} |`,
    `| Pattern elements scoped and coloured in both themes | ${allElements.scoped} / ${allElements.total} (${percent(allElements.scoped / allElements.total)}) |`,
    ...elements.map(([kind, { total, scoped }]) => `| … ${kind} | ${scoped} / ${total} |`),
    ...modes.map((mode) => `| Distinct colours per script, ${mode} (min / median) | ${figures.colours[mode].min} / ${figures.colours[mode].median} |`),
    ...modes.map(
      (mode) =>
        `| Default-colour share outside a: answers and comments, ${mode}: all text / sc text without JavaScript / worst script | ${percent(figures.defaultShare[mode].all)} / ${percent(figures.defaultShare[mode].sc)} / ${percent(figures.defaultShare[mode].worst)} |`,
    ),
  ]
}
