import type { BundledLanguage, Highlighter } from 'shiki'
import { beforeAll, describe, expect, it } from 'vitest'
import { corpus, scHighlighter, siteThemes } from '@/bench/lib/sc-corpus.mjs'

// The "sc" dialog-script grammar (SPEC §5), tokenized by the same shiki the site builds with.
let highlighter: Highlighter
// A custom grammar: shiki's types only know its bundled language names.
const SC = 'sc' as BundledLanguage

beforeAll(async () => {
  highlighter = await scHighlighter()
})

/**
 * The scopes (innermost last) of every token, as `text → scopes` pairs, per line. No time limit per
 * line: shiki tokenizes each line twice for the explanation, and on a busy machine its default 500 ms
 * cut one of the two short, so that they disagreed (a TypeError on `startIndex`).
 */
function tokenize(code: string) {
  const { tokens } = highlighter.codeToTokens(code, { lang: SC, theme: siteThemes.light, includeExplanation: true, tokenizeTimeLimit: 0 })
  return tokens.map((line) =>
    line.flatMap((token) => token.explanation!.map((part) => ({ text: part.content, scopes: part.scopes.map((s) => s.scopeName) }))),
  )
}

/** The scopes of the first token whose text is `text` (trimmed) on line `line` (0-based). */
function scopesAt(code: string, line: number, text: string) {
  const token = tokenize(code)[line].find((part) => part.text.trim() === text)
  if (!token) throw new Error(`no token "${text}" on line ${line}: ${JSON.stringify(tokenize(code)[line].map((t) => t.text))}`)
  return token.scopes
}

const TAGS = ['a', 'audio', 'buttons', 'eg', 'eg!', 'eg?', 'else', 'elseif', 'event', 'event!', 'event?', 'go', 'go!', 'go?', 'if',
  'image', 'init', 'inlineButtons', 'intent', 'intent!', 'intent?', 'intentGroup', 'intentGroup!', 'intentGroup?', 'newSession',
  'patterns', 'q', 'q!', 'q?', 'random', 'require', 'script', 'scriptEs6', 'state', 'theme', 'timeout', 'video']

describe('sc grammar', () => {
  it.each(TAGS)('recognises the tag "%s:"', (tag) => {
    const code = `state: Root\n    ${tag}: value`
    expect(scopesAt(code, 1, tag)).toContain('entity.name.tag.sc')
    expect(scopesAt(code, 1, ':')).toContain('punctuation.separator.tag.sc')
  })

  it('does not take a word without a colon, or inside text, for a tag', () => {
    const code = 'state: A\n    a: go to the state: later'
    const scopes = tokenize(code)[1].filter((part) => part.scopes.includes('entity.name.tag.sc')).map((part) => part.text)
    expect(scopes).toEqual(['a'])
  })

  it('highlights # comment lines', () => {
    expect(scopesAt('# Greeting flow', 0, '# Greeting flow'.slice(1).trim()).join(' ')).toContain('comment.line.number-sign.sc')
    expect(scopesAt('    # indented comment', 0, '#')).toContain('punctuation.definition.comment.sc')
  })

  it('treats script bodies as JavaScript, on the tag line and on deeper lines, until the indentation returns', () => {
    const code = [
      'state: Ask',
      '    script:',
      '        var answer = $mlp.predict("acme/llm", { text: $request.query });',
      '        if (answer.ok) {',
      '            $reactions.answer(answer.text);',
      '        }',
      '    go!: /Done',
    ].join('\n')
    expect(scopesAt(code, 2, 'var')).toEqual(expect.arrayContaining(['meta.embedded.block.javascript.sc', 'storage.type.js']))
    expect(scopesAt(code, 3, 'if')).toContain('keyword.control.conditional.js')
    expect(scopesAt(code, 4, 'answer')).toContain('meta.embedded.block.javascript.sc')
    // The body ends where the indentation returns to the tag's level.
    expect(scopesAt(code, 6, 'go!')).toEqual(['source.sc', 'entity.name.tag.sc'])
  })

  it.each(['if', 'elseif', 'init', 'inlineButtons', 'scriptEs6'])('treats the rest of a "%s:" line as JavaScript', (tag) => {
    const code = `state: A\n    ${tag}: $session.count > 3 && isReady()`
    expect(scopesAt(code, 1, 'isReady')).toEqual(expect.arrayContaining(['meta.embedded.block.javascript.sc', 'entity.name.function.js']))
  })

  it('highlights {{ }} interpolation as a JavaScript expression', () => {
    const code = 'state: A\n    a: Здравствуйте, {{ $session.name.toUpperCase() }}!'
    expect(scopesAt(code, 1, '{{')).toContain('punctuation.section.embedded.begin.sc')
    expect(scopesAt(code, 1, 'toUpperCase')).toEqual(expect.arrayContaining(['meta.embedded.expression.javascript.sc', 'entity.name.function.js']))
    expect(scopesAt(code, 1, '}}')).toContain('punctuation.section.embedded.end.sc')
  })

  it.each(['go', 'go!', 'go?', 'state', 'theme', 'timeout'])('reads a state or path name after "%s:"', (tag) => {
    const code = `${tag}: /Support/Ask`
    expect(scopesAt(code, 0, '/Support/Ask')).toContain('entity.name.function.path.sc')
  })

  it('reads || parameters as name = value pairs', () => {
    const code = 'state: NoMatch || noContext = true, modal = false'
    expect(scopesAt(code, 0, '||')).toContain('keyword.operator.parameters.sc')
    expect(scopesAt(code, 0, 'noContext')).toContain('variable.parameter.sc')
    expect(scopesAt(code, 0, 'true')).toContain('constant.language.parameter-value.sc')
    expect(scopesAt(code, 0, 'modal')).toContain('variable.parameter.sc')
    expect(scopesAt(code, 0, 'false')).toContain('constant.language.parameter-value.sc')
    expect(scopesAt(code, 0, 'NoMatch')).toContain('entity.name.function.path.sc')
  })

  it.each(['$regexp', '$regex', '$regexp_i', '$regex_i'])('holds a regular expression in %s<...>', (fn) => {
    const code = `    q!: ${fn}<(привет|hello)\\s+\\d{2,}>`
    expect(scopesAt(code, 0, fn)).toContain('support.function.pattern.sc')
    expect(scopesAt(code, 0, '(привет|hello)\\s+\\d{2,}')).toContain('string.regexp.sc')
  })

  it.each(['$weight<+1.5>', '$weight<-0.2>', '$localWeight<2>'])('holds a number in %s', (pattern) => {
    const number = /<(.*)>/.exec(pattern)![1]
    expect(scopesAt(`    q: * заказ * ${pattern}`, 0, number)).toContain('constant.numeric.weight.sc')
  })

  it('wraps a named pattern in $repeat<...>', () => {
    const code = '    q: $repeat<@Number>'
    expect(scopesAt(code, 0, '$repeat')).toContain('support.function.pattern.sc')
    expect(scopesAt(code, 0, '@Number')).toContain('variable.other.named-pattern.sc')
  })

  it('reads named patterns and variables with dots and ::name', () => {
    const code = '    q: * @duckling.date::when * $City::city'
    expect(scopesAt(code, 0, '@duckling.date')).toContain('variable.other.named-pattern.sc')
    expect(scopesAt(code, 0, 'when')).toContain('entity.other.attribute-name.alias.sc')
    expect(scopesAt(code, 0, '$City')).toContain('variable.other.named-pattern.sc')
    expect(scopesAt(code, 0, 'city')).toContain('entity.other.attribute-name.alias.sc')
  })

  it('highlights a pathological 10,000-character line about as fast as a plain one of its size', () => {
    const line = `    q!: $regexp<${'(a|'.repeat(1500)}>${' @x.y::z {{ a }} || b = c,'.repeat(150)}`.slice(0, 10_000)
    const script = `\n    script:\n        ${'x = x + 1; '.repeat(900)}`
    const pathological = `state: Slow\n${line}${script}`
    const plain = `state: Slow\n    q!: ${'plain words here '.repeat(590)}${script}`
    // CPU time, not wall time: on a shared machine the wall clock also counts other processes' turns.
    const cpuMs = (code: string) => {
      const started = process.cpuUsage()
      highlighter.codeToHtml(code, { lang: SC, theme: siteThemes.dark })
      const { user, system } = process.cpuUsage(started)
      return (user + system) / 1000
    }
    // The first highlight of each compiles the grammar's expressions (~1 s on a slow machine): not measured.
    cpuMs(plain)
    cpuMs(pathological)
    // Backtracking that runs away grows with the line's length far faster than its size: 10 times the
    // plain line's time is a wide margin for a loaded machine and still orders of magnitude below it.
    expect(cpuMs(pathological)).toBeLessThan(10 * cpuMs(plain))
  })
})

describe('the sc corpus', () => {
  it('highlights every script with tags, comments and JavaScript told apart', () => {
    for (const { file, code } of corpus()) {
      const scopes = new Set(tokenize(code).flat().flatMap((part) => part.scopes))
      expect(scopes, file).toContain('entity.name.tag.sc')
      const html = highlighter.codeToHtml(code, { lang: SC, themes: siteThemes })
      expect(html, file).toContain('<pre')
    }
  })
})

describe('sc grammar edge cases', () => {
  it('closes a regexp before ::name and names the capture', () => {
    const code = '    q!: $regexp<[1-5]>::rating спасибо'
    expect(scopesAt(code, 0, '[1-5]')).toContain('string.regexp.sc')
    expect(scopesAt(code, 0, 'rating')).toContain('entity.other.attribute-name.alias.sc')
    expect(scopesAt(code, 0, 'спасибо')).toContain('string.unquoted.pattern.sc')
  })

  it('keeps the lines of an if branch as sc, and a continued condition as JavaScript', () => {
    const code = ['state: A', '    if: $session.x > 1 &&', '            ready()', '        a: Да', '        go!: /B', '    a: После'].join('\n')
    expect(scopesAt(code, 1, '&&')).toContain('meta.embedded.block.javascript.sc')
    expect(scopesAt(code, 2, 'ready')).toContain('entity.name.function.js')
    expect(scopesAt(code, 3, 'a')).toEqual(['source.sc', 'entity.name.tag.sc'])
    expect(scopesAt(code, 4, '/B')).toContain('entity.name.function.path.sc')
    expect(scopesAt(code, 5, 'a')).toEqual(['source.sc', 'entity.name.tag.sc'])
  })
})

describe('the sc pattern language and tag arguments', () => {
  it.each([
    ['*', 'keyword.operator.wildcard.sc'],
    ['[', 'keyword.operator.optional.begin.sc'],
    [']', 'keyword.operator.optional.end.sc'],
    ['(', 'keyword.operator.alternatives.begin.sc'],
    ['|', 'keyword.operator.alternative.sc'],
    ['/', 'keyword.operator.separator.sc'],
    ['~', 'keyword.operator.lemma.sc'],
    ['чат', 'support.type.lemma.sc'],
    ['{', 'keyword.operator.any-order.begin.sc'],
    ['искус', 'string.unquoted.pattern.sc'],
    ['$bot', 'variable.other.named-pattern.definition.sc'],
  ])('scopes "%s" in a named-pattern library as %s', (text, scope) => {
    const code = 'patterns:\n    $bot = (бот|~чат|[искус*] интеллект*) {сколько стоит} (да/ага)'
    expect(scopesAt(code, 1, text)).toContain(scope)
  })

  it.each([
    ['require: lib/deploy.js', 'lib/deploy.js', 'string.unquoted.file.sc'],
    ['event: telegramCallbackQuery', 'telegramCallbackQuery', 'support.constant.event.sc'],
    ['event!: noMatch', 'noMatch', 'support.constant.event.sc'],
    ['intent: /tariff/name', '/tariff/name', 'entity.name.section.intent.sc'],
    ['intent!: /keys/issue', '/keys/issue', 'entity.name.section.intent.sc'],
    ['intentGroup!: /keys', '/keys', 'entity.name.section.intent.sc'],
    ['eg!: how do I fine-tune a model', 'how do I fine-tune a model', 'string.unquoted.example.sc'],
    ['image: https://cdn.example/a.png', 'https://cdn.example/a.png', 'string.other.link.sc'],
    ['newSession: /Deploy/Start', '/Deploy/Start', 'entity.name.function.path.sc'],
  ])('scopes the argument of "%s"', (line, text, scope) => {
    expect(scopesAt(`state: A\n    ${line}`, 1, text)).toContain(scope)
  })

  it('reads module = … under require:', () => {
    const code = 'require: slotfilling/slotFilling.sc\n    module = sys.zb-common'
    expect(scopesAt(code, 1, 'module')).toContain('variable.parameter.sc')
    expect(scopesAt(code, 1, 'sys.zb-common')).toContain('constant.other.parameter-value.sc')
  })

  it('keeps buttons under an if: branch as sc, not as the condition\'s JavaScript', () => {
    const code = ['state: A', '    if: $session.ok', '        buttons:', '            "Всё верно" -> /Address/Save', '            {text: "Docs", url: "https://docs.example"}'].join('\n')
    expect(scopesAt(code, 3, 'Всё верно')).toContain('string.quoted.double.sc')
    expect(scopesAt(code, 3, '->')).toContain('keyword.operator.transition.sc')
    expect(scopesAt(code, 3, '/Address/Save')).toContain('entity.name.function.path.sc')
    expect(scopesAt(code, 3, 'Всё верно')).not.toContain('meta.embedded.block.javascript.sc')
    expect(scopesAt(code, 4, 'url')).toContain('meta.embedded.expression.javascript.sc')
  })

  it('reads # lines inside a script body as sc comments, also inside open braces', () => {
    const code = ['state: A', '    script:', '        # the NER model fills this in', '        var x = {', '            # city first', '            a: 1', '        };'].join('\n')
    expect(scopesAt(code, 2, '#')).toContain('punctuation.definition.comment.sc')
    expect(scopesAt(code, 4, '#')).toContain('punctuation.definition.comment.sc')
    expect(scopesAt(code, 5, 'a')).toContain('meta.embedded.block.javascript.sc')
  })

  it('ends a script body at a comment that returns to the top level', () => {
    const code = ['init:', '    bind("preProcess", function () {});', '# Темы', 'theme: /Tour'].join('\n')
    expect(scopesAt(code, 2, '#')).toEqual(['source.sc', 'comment.line.number-sign.sc', 'punctuation.definition.comment.sc'])
    expect(scopesAt(code, 3, 'theme')).toEqual(['source.sc', 'entity.name.tag.sc'])
  })

  it('reads CRLF line endings and tab indentation like LF and spaces', () => {
    const code = 'theme: /Status\r\n\tstate: Check\r\n\t\tq!: * status *\r\n\t\tscript:\r\n\t\t\tvar s = 1;\r\n\t\ta: Ok'
    expect(scopesAt(code, 2, 'status')).toContain('string.unquoted.pattern.sc')
    expect(scopesAt(code, 4, 'var')).toContain('meta.embedded.block.javascript.sc')
    expect(scopesAt(code, 5, 'a')).toEqual(['source.sc', 'entity.name.tag.sc'])
  })

  it('leaves || inside answer text alone', () => {
    expect(scopesAt('    a: да || нет', 0, 'да || нет')).toEqual(['source.sc'])
  })
})
