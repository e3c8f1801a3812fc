/**
 * Code blocks (of a page's one parse, lib/page/parse.mjs) that the site can highlight (a language of
 * lib/highlight/options.mjs) and that must work when a reader copies them: every `json` block (and `jsonl` line) parses, every `python`
 * block compiles (`python3 -m py_compile`'s compiler, one process for all blocks) and every
 * `bash` block passes `bash -n`. Findings carry the page's file and the block's line.
 */
import { spawnSync } from 'node:child_process'
import { codeLanguageNames } from '../highlight/options.mjs'
import { unknownLanguageMessage } from '../highlight/remark-code-languages.mjs'

const SHELLS = new Set(['bash', 'sh', 'shell'])

/** Code blocks in a language the highlighter does not load (lib/highlight/options.mjs): `{ line, message }`. */
export const languageErrors = (blocks) =>
  blocks
    .filter((block) => block.lang && !codeLanguageNames.has(block.lang))
    .map((block) => ({ line: block.line, message: unknownLanguageMessage(block.lang) }))

/** JSON blocks that do not parse, and JSON Lines blocks with a line that does not: `{ line, message }`. */
export function jsonErrors(blocks) {
  return blocks.flatMap((block) => {
    if (block.lang !== 'json' && block.lang !== 'jsonl') return []
    const documents = block.lang === 'json' ? [block.code] : block.code.split('\n').filter((line) => line.trim())
    return documents.flatMap((text) => {
      try {
        JSON.parse(text)
        return []
      } catch (error) {
        return [{ line: block.line, message: `${block.lang} block does not parse: ${error.message}` }]
      }
    })
  })
}

/**
 * Python and shell blocks of many pages at once: `pages` is `[{ file, blocks }]` (the pages' code
 * blocks, lib/page/parse.mjs); returns `file:line message` strings.
 */
export function scriptErrors(pages) {
  const python = []
  const findings = []
  for (const { file, blocks } of pages) {
    for (const block of blocks) {
      if (block.lang === 'python') python.push({ file, line: block.line, code: block.code })
      if (SHELLS.has(block.lang)) {
        const result = spawnSync('bash', ['-n'], { input: block.code, encoding: 'utf8' })
        if (result.status !== 0) findings.push(`${file}:${block.line} bash block fails bash -n: ${result.stderr.trim().split('\n')[0].replace(/^bash: (line \d+: )?/, '')}`)
      }
    }
  }
  if (python.length) {
    const script = 'import json,sys\nfor i,b in enumerate(json.load(sys.stdin)):\n  try: compile(b,"<block>","exec")\n  except SyntaxError as e: print(i, e.lineno, e.msg)\n'
    const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(python.map((block) => block.code)), encoding: 'utf8' })
    if (result.error || result.status !== 0) throw new Error(`python3 could not check the python blocks: ${result.error?.message ?? result.stderr}`)
    for (const row of result.stdout.trim().split('\n').filter(Boolean)) {
      const [index, line, ...message] = row.split(' ')
      const block = python[Number(index)]
      findings.push(`${block.file}:${block.line} python block does not compile (its line ${line}): ${message.join(' ')}`)
    }
  }
  return findings
}
