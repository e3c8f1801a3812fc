// The checks of one page's own text (after `%variables%`), visitors of its one parse: run by the
// page's analysis (lib/page/analyze.mjs), which the content check makes before `next build`
// (lib/checks/content-check.mjs) and the page compiler (lib/page/compile.mjs) on every compile of the
// page: under `npm run dev` a writer's mistake shows in the dev server's error overlay with file
// and line, and the page recovers once it is fixed.
import { javascriptErrors, jsonErrors, languageErrors } from './code-check.mjs'
import { readFrontMatter } from '../content/routes.mjs'
import { shellTraps } from './shell-traps.mjs'
import { markedExampleErrors } from '../openapi/examples.mjs'
import { curlReplayErrors } from '../samples/curl-replay.mjs'
import { cliBlockErrors, cliInlineErrors } from '../cli/check.mjs'
import { loadDescription } from '../cli/description.mjs'
import { keyScopesErrors } from '../samples/key-scopes.mjs'

/**
 * A blog post's note that an API its samples call has changed since (`api_changed: { version, note }`):
 * shown above the post (components/blog/api-changed-notice.tsx); its blocks marked `api-changed` are
 * not replayed (lib/samples/curl-replay.mjs).
 */
const isApiChangedNote = (value) => typeof value?.version === 'string' && /^\d+\.\d+$/.test(value.version) && typeof value.note === 'string' && value.note.trim() !== ''

/** Front matter as the build reads it: `{ data, parsed, errors: [{ line, message }] }`. */
export function frontMatterErrors(text) {
  const { data, error } = readFrontMatter(text)
  if (error) return { data, parsed: false, errors: [{ line: error.line, message: `bad front matter: ${error.message}` }] }
  const message = !data.title
    ? 'front matter has no title'
    : 'unlisted' in data && typeof data.unlisted !== 'boolean'
      ? 'front matter "unlisted" must be true or false'
      : 'last_update' in data && (typeof data.last_update !== 'object' || Number.isNaN(new Date(data.last_update?.date ?? 0).getTime()))
        ? 'front matter "last_update" must be { date: YYYY-MM-DD, author: Name }'
        : 'api_changed' in data && !isApiChangedNote(data.api_changed)
          ? 'front matter "api_changed" must be { version: "1.5", note: what changed, as plain text } (docs/WRITING.md)'
          : null
  return { data, parsed: true, errors: message ? [{ line: 1, message }] : [] }
}

/**
 * Errors of one page: front matter, code blocks in a language the site does not highlight and,
 * with `examples` (current pages and posts; `'api'` for a snapshot with its own document: the
 * first three only), JSON blocks that do not parse, JavaScript blocks that do not parse or use a
 * name they do not declare, API examples that break the OpenAPI `document`, curl calls it would reject
 * (lib/samples/curl-replay.mjs), the shell traps that shellcheck misses (lib/checks/shell-traps.mjs),
 * and `mlp` commands and `-o json` samples that break the client's description (lib/cli/check.mjs).
 * `{ line, message }`, in line order.
 * @param {{ text: string, blocks: { lang: string, meta: string, code: string, line: number }[], inline?: { value: string, line: number }[] }} page
 *   its text, its code blocks and its inline code (lib/page/parse.mjs)
 */
export function pageErrors({ text, blocks, inline = [] }, { document, examples = true }) {
  const { data, errors } = frontMatterErrors(text)
  errors.push(...languageErrors(blocks))
  if (examples === 'api') {
    // A snapshot: its JSON, API examples and curl calls against its own version's document; its
    // `mlp` commands and shell are those of its time, checked when it was cut.
    errors.push(...jsonErrors(blocks), ...markedExampleErrors(document, blocks), ...keyScopesErrors(blocks, data, document), ...curlReplayErrors(blocks, { document, frontMatter: data, text, frozen: true }))
  } else if (examples) {
    const cli = { description: loadDescription(), document, frontMatter: data }
    errors.push(
      ...jsonErrors(blocks),
      ...javascriptErrors(blocks),
      ...keyScopesErrors(blocks, data, document),
      ...markedExampleErrors(document, blocks),
      ...curlReplayErrors(blocks, { document, frontMatter: data, text }),
      ...shellTraps(blocks, { text }),
      ...cliBlockErrors(blocks, cli),
      ...cliInlineErrors(inline, cli),
    )
  }
  return errors.sort((a, b) => a.line - b.line)
}
