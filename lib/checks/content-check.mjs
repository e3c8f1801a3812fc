// Build-time checks of the content that writers edit. Each finding names file and line.
// Errors stop the build (unknown variable, bad front matter, malformed post file name, ru and en
// sidebars in a different order, a code block in a language the site does not highlight, a JSON
// block that does not parse, a Python block that does not compile or names what no block defines
// (Ruff's pyflakes rules), a shell block that fails shellcheck or falls into a trap of
// lib/checks/shell-traps.mjs, an API example that breaks its schema in openapi/openapi.yaml, a
// curl call it would reject (lib/samples/curl-replay.mjs; the reference's own curl examples too), an
// `api_changed` note outside a blog post, a text of that document without its Russian translation, an `mlp`
// command or `-o json` sample that openapi/mlp.yaml does not allow, a description that breaks its own format);
// warnings do not (broken link, duplicate route, missing translation, a fact of facts.mjs written
// literally), as SPEC §8 says. A check that needs a system tool that is not installed (shellcheck)
// is skipped and said so: `npm run build` needs Node and git only; `npm test` requires the tool.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { BLOG_TAGS } from '../blog/tags.mjs'
import { guardedFacts } from '../content/facts.mjs'
import { contentManifest } from '../content/manifest.mjs'
import { translationStatus } from '../content/freshness.mjs'
import { readHistory } from '../content/git-info.mjs'
import { POST_FILE_RE } from '../content/routes.mjs'
import { locales, localize } from '../i18n/localize.mjs'
import { checkMetaOrder } from './meta-order.mjs'
import { variableErrorMessages } from '../content/variables.mjs'
import { scriptErrors } from './code-check.mjs'
import { frontMatterErrors } from './page-check.mjs'
import { analyzePage } from '../page/analyze.mjs'
import { codeLinesOf, parsePage } from '../page/parse.mjs'
import { loadDocument } from '../openapi/document.mjs'
import { documentExampleErrors } from '../openapi/examples.mjs'
import { readTranslations, translationGaps } from '../openapi/i18n.mjs'
import { descriptionErrors, loadDescription } from '../cli/description.mjs'
import { referenceReplay } from '../samples/curl-replay.mjs'
import { referenceSampleCheck } from '../samples/sample-check.mjs'
import { gitRenames, siteRedirects } from '../content/redirects.mjs'

/**
 * Facts of lib/content/facts.mjs that a page's `source` (as written, before `%variables%`) writes
 * literally instead of as `%facts.…%`, with their lines. Code blocks are skipped (`codeLines`, the
 * lines of the page's code from its parse: variables hold no newline, so the lines are the
 * source's): request and response examples keep their numbers.
 */
export function literalFacts(source, codeLines = codeLinesOf(parsePage(source)), guards = guardedFacts) {
  const found = []
  const code = new Set(codeLines)
  source.split('\n').forEach((text, index) => {
    if (code.has(index + 1)) return
    for (const { variable, literal, context } of guards) {
      const match = (!context || context.test(text)) && literal.exec(text)
      if (match) found.push({ line: index + 1, text: match[0], variable })
    }
  })
  return found
}

/** The site path a link points to: no query, hash or trailing slash, decoded. */
const linkPath = (href) => decodeURI(href.split(/[?#]/)[0].replace(/\/+$/, '') || '/')

const isKnownLink = (target, routes, publicDir) => {
  if (routes.has(target)) return true
  // A versioned page exists only if its snapshot has the file.
  if (locales.some((locale) => target.startsWith(localize(locale, '/versions/')))) return false
  return existsSync(path.join(publicDir, target))
}

/**
 * The REST API's document (openapi/openapi.yaml): its own examples against its schemas, the curl
 * example the reference writes for each operation replayed against it (and its Python and JavaScript
 * samples, lib/samples/sample-check.mjs), and a translation for each of
 * its texts in every locale that has a translation file.
 */
export function checkDocument(document = loadDocument(), translations = { ru: readTranslations('ru') }) {
  const errors = []
  for (const { where, errors: found } of documentExampleErrors(document)) errors.push(...found.map((message) => `openapi/openapi.yaml ${where}: ${message}`))
  for (const { operation, findings } of referenceReplay(document)) errors.push(...findings.map(({ message }) => `openapi/openapi.yaml ${operation}: the reference's curl example: ${message}`))
  // Its Python and JavaScript samples: read back into their requests and replayed, Ruff, acorn.
  errors.push(...referenceSampleCheck(document).errors)
  for (const [locale, map] of Object.entries(translations)) {
    const { missing, stale } = translationGaps(document, map)
    for (const { key, text } of missing) errors.push(`openapi/${locale}.yaml has no translation for "${key}" (${JSON.stringify(text.slice(0, 60))})`)
    for (const key of stale) errors.push(`openapi/${locale}.yaml translates "${key}", which openapi/openapi.yaml no longer has`)
  }
  return errors
}

/** What every run checks; the code blocks' checks add what they checked (lib/checks/code-check.mjs). */
const CHECKS = [
  'front matter, variables and post names',
  'links',
  'redirects (content/redirects.txt, git renames, pages that left for a snapshot)',
  'translations and their freshness',
  '_meta order',
  'platform facts written literally',
  'code languages, JSON blocks and shell traps',
  'API examples, curl calls and the REST reference\'s curl, Python and JavaScript samples against openapi/openapi.yaml',
  'mlp commands against openapi/mlp.yaml',
  'the OpenAPI document and its translations',
]

/**
 * Runs every check over a content tree (and, given `versionsDir`, over the documentation snapshots);
 * returns `{ errors, warnings }` as `file:line message` strings, `ran` (what was checked) and
 * `skipped` (what was not, as its tool is not installed, and how to install it).
 * @param {{ contentDir: string, publicDir: string, versionsDir?: string | null, root?: string }} options
 */
export function checkContent({ contentDir, publicDir, versionsDir = null, root = process.cwd() }) {
  const errors = []
  const warnings = []
  const pages = contentManifest({ contentDir, versionsDir })
  // One read of the git history: the redirects' renames and the translations' freshness.
  const history = readHistory({ cwd: root })
  // The redirects (lib/content/redirects.mjs): the list's mistakes stop the build; a link to an old address is reported.
  const redirects = siteRedirects({ root, contentDir, versionsDir, pages, renames: gitRenames({ root, contentDir, history }) })
  // Every localized route a link may point to: the app's pages and the manifest's.
  const routes = redirects.live
  errors.push(...redirects.errors)
  warnings.push(...redirects.notes)
  const moved = new Map(redirects.redirects.map(({ from, to }) => [from, to]))
  const document = loadDocument()
  const seen = new Map()
  const untranslated = []
  const scripts = []
  for (const page of pages) {
    const { file, locale, route } = page
    const rel = path.relative(root, file)
    if (!route) {
      errors.push(`${rel}:1 blog post file names must look like YYYY-MM-DD-slug.mdx`)
      continue
    }
    const key = `${locale}:${route}`
    if (seen.has(key)) warnings.push(`${rel}:1 duplicate route ${localize(locale, route)} (also ${seen.get(key)})`)
    else if (!page.translated) untranslated.push(`${rel}:1 missing translation: no ${locales.filter((other) => other !== locale).join(', ')} page for ${route}`)
    seen.set(key, rel)

    errors.push(...variableErrorMessages(rel, page.variableErrors))
    // Front matter is parsed as the build sees it: after variables are substituted.
    const { data, parsed } = frontMatterErrors(page.text)
    const isPost = page.set === 'blog'
    if (isPost && parsed) {
      const [, yyyy, mm, dd] = POST_FILE_RE.exec(path.basename(file)) ?? []
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? '')
      if (date !== `${yyyy}-${mm}-${dd}`) errors.push(`${rel}:1 front matter date "${date}" does not match the file name`)
      for (const tag of data.tags ?? []) if (!BLOG_TAGS.includes(tag)) errors.push(`${rel}:1 unknown tag "${tag}" (allowed: ${BLOG_TAGS.join(', ')})`)
    }
    // Only a post shows the note (components/blog/post-page.tsx); a docs page describes the API as it is.
    if (!isPost && parsed && 'api_changed' in data) errors.push(`${rel}:1 front matter "api_changed" is for blog posts: a docs page shows the current API`)
    // The page's analysis (lib/page/analyze.mjs, also run by `npm run dev`), one parse: its own
    // checks (front matter, code languages, on current pages and posts the examples a reader
    // copies; snapshots describe older APIs), its imports and its Markdown twin; its links and code.
    const current = page.version === null
    const analysis = analyzePage(page, { source: page.source, text: page.text })
    // An unknown variable is the page's one error: what it leaves in the text would be reported again.
    if (!page.variableErrors.length) for (const { line, message } of analysis.errors) errors.push(`${rel}:${line} ${message}`)
    // Release notes are history and snapshots are frozen: only current docs and API pages must use the facts.
    if (!isPost && current) {
      for (const { line, text, variable } of literalFacts(page.source, analysis.codeLines)) warnings.push(`${rel}:${line} writes the fact "${text}" literally: use %${variable}% (lib/content/facts.mjs)`)
    }
    if (current) scripts.push({ file: rel, blocks: analysis.blocks, text: page.text })
    for (const { href, line } of analysis.links) {
      const target = linkPath(href)
      const to = moved.get(target)
      if (to) warnings.push(`${rel}:${line} link to ${href}, an old address that redirects to ${to}: link to ${to}`)
      else if (!isKnownLink(target, routes, publicDir)) warnings.push(`${rel}:${line} broken link ${href}`)
    }
  }
  warnings.push(...untranslated)
  // Translation freshness from git history (lib/content/freshness.mjs): a twin renamed on one side is an error, pairs behind a warning.
  const freshness = translationStatus({ pages, root, history })
  errors.push(...freshness.errors)
  const behind = freshness.rows.filter((row) => row.state === 'behind').length
  if (freshness.shallow) warnings.push('translation freshness: not computed in a shallow clone (its history is cut) and no page shows a notice; git fetch --unshallow for the whole history')
  else if (behind) warnings.push(`translation freshness: ${behind} page pair${behind === 1 ? ' has' : 's have'} one language behind the other (npm run i18n:status, /versions/translations)`)
  const code = scriptErrors(scripts)
  errors.push(...code.errors)
  errors.push(...checkMetaOrder({ contentDir, versionsDir, root }))
  errors.push(...checkDocument(document))
  errors.push(...descriptionErrors(loadDescription(), document))
  return { errors, warnings, ran: [...CHECKS, ...code.ran], skipped: code.skipped }
}
