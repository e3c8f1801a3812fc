/**
 * A remark plugin (lib/page/mdx-options.mjs, and the Markdown twin's lib/markdown/twin.mjs)
 * that writes the mlp client's reference into a page from openapi/mlp.yaml, in the page's language,
 * where the writer put one of:
 *
 *   <CliCommands />      every command: its synopsis, what it does with each of its own flags, the least role
 *   <CliGlobalFlags />   the flags every command takes
 *   <CliExitCodes />     the exit codes, with the API errors that end a command with each
 *
 * GFM tables, as the page had them written by hand, so they reach search, the twin and the reader
 * as static HTML. A page of a documentation snapshot is rendered from the description frozen with it.
 */
import { existsSync } from 'node:fs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { localize, pageLocale } from '../i18n/localize.mjs'
import { documentFilesFor, loadDocument } from '../openapi/document.mjs'
import { inline } from '../openapi/mdast.mjs'
import { allowedValues, descriptionFileFor, leafCommands, loadDescription, resolveSchema } from './description.mjs'

const NAMES = new Set(['CliCommands', 'CliGlobalFlags', 'CliExitCodes'])
/** Allowed values longer than this are left to the schema's own page. */
const MAX_LISTED_VALUES = 8

const text = (value) => ({ type: 'text', value })
const code = (value) => ({ type: 'inlineCode', value })
const cell = (...children) => ({ type: 'tableCell', children })
const row = (cells) => ({ type: 'tableRow', children: cells })
const table = (header, rows) => ({ type: 'table', align: header.map(() => null), children: [row(header.map((label) => cell(text(label)))), ...rows.map(row)] })

/** Inline Markdown of the description in a locale: its site links localized (`/api/rest` → `/en/api/rest`). */
function localized(markdown, locale) {
  const nodes = inline(markdown)
  const visit = (node) => {
    if (node.type === 'link' && node.url.startsWith('/')) node.url = localize(locale, node.url)
    node.children?.forEach(visit)
  }
  nodes.forEach(visit)
  return nodes
}
/** A fragment (a flag's description) opening a cell of its own: its first letter capitalized. */
const capitalized = (nodes) => {
  const [first] = nodes
  if (first?.type === 'text') first.value = first.value.charAt(0).toLocaleUpperCase() + first.value.slice(1)
  return nodes
}

const flagName = (name, flag) => `--${name}${flag.value ? ` <${flag.value}>` : ''}`
/** The synopsis of a command: its names, arguments and required flags: `mlp services rollback <id> --to-revision <n>`. */
export function synopsis(names, command) {
  const args = (command.arguments ?? []).map((arg) => (arg.required ? `<${arg.name}>` : `[<${arg.name}>]`))
  const required = Object.entries(command.flags ?? {}).flatMap(([name, flag]) => (flag.required ? [flagName(name, flag)] : []))
  return ['mlp', ...names, ...args, ...required].join(' ')
}

/** What a flag does, as inline nodes: its description, then its allowed values and default. */
function flagMeaning(document, flag, locale, t) {
  const values = flag.schema ? allowedValues(document, flag.schema) : null
  const notes = []
  if (values && values.length <= MAX_LISTED_VALUES) notes.push(...values.map((value) => [code(value)]))
  const listed = notes.flatMap((note, index) => (index ? [text(', '), ...note] : note))
  const defaults = flag.default === undefined ? [] : [text(`${t.byDefault} `), code(String(flag.default))]
  const extra = [...listed, ...(listed.length && defaults.length ? [text('; ')] : []), ...defaults]
  return [...localized(flag.description[locale], locale), ...(extra.length ? [text(' ('), ...extra, text(')')] : [])]
}

/** The command table: one row a command (and `mlp --version`), with the command's own flags under what it does. */
export function commandTable(description, document, locale) {
  const t = dictionaries[locale].api.cli
  const role = (command) => text(t.roles[command.role ?? 'none'])
  const rows = [
    ...Object.entries(description.flags ?? {}).map(([name, flag]) => [cell(code(`mlp ${flagName(name, flag)}`)), cell(...capitalized(localized(flag.description[locale], locale))), cell(role({}))]),
    ...leafCommands(description).map(({ path, command }) => {
      // Each flag on a line of its own; the punctuation keeps the cell readable where lines are joined (the Markdown twin).
      const entries = Object.entries(command.flags ?? {})
      const flags = entries.flatMap(([name, flag], index) => [
        ...(index ? [text(';')] : [text('.')]),
        { type: 'break' },
        code(`${flag.short ? `-${flag.short}, ` : ''}${flagName(name, flag)}`),
        text(' — '),
        ...flagMeaning(document, flag, locale, t),
      ])
      return [cell(code(synopsis(path, command))), cell(...localized(command.summary[locale], locale), ...flags), cell(role(command))]
    }),
  ]
  return table([t.commandColumns.command, t.commandColumns.does, t.commandColumns.role], rows)
}

/** The global flags: `-o, --output <format>` and what it does, with its values and default. */
export function globalFlagTable(description, document, locale) {
  const t = dictionaries[locale].api.cli
  const rows = Object.entries(description.globalFlags).map(([name, flag]) => [
    cell(...(flag.short ? [code(`-${flag.short}`), text(', ')] : []), code(flagName(name, flag))),
    cell(...capitalized(flagMeaning(document, flag, locale, t))),
  ])
  return table([t.flagColumns.flag, t.flagColumns.does], rows)
}

/** The exit codes: what each means, then the API errors (`401 unauthorized`) that end a command with it. */
export function exitCodeTable(description, document, locale) {
  const t = dictionaries[locale].api.cli
  const statuses = new Map(resolveSchema(document, { $ref: 'openapi.yaml#/components/schemas/ErrorCode' }).oneOf.map((option) => [option.const, option['x-status']]))
  const rows = Object.entries(description.exitCodes).map(([exit, { description: meaning, errorCodes = [] }]) => {
    const errors = errorCodes.flatMap((name, index) => [...(index ? [text(', ')] : [text(': ')]), code(`${statuses.get(name)} ${name}`)])
    return [cell(code(exit)), cell(...localized(meaning[locale], locale), ...errors)]
  })
  return table([t.exitColumns.code, t.exitColumns.meaning], rows)
}


/** @param {{ locale: 'ru' | 'en', version?: string | null }} page the page's locale and documentation version, from the content manifest */
export default function remarkCli(page) {
  const { locale, version } = pageLocale(page, 'remarkCli')
  return (tree, file) => {
    if (!tree.children.some((node) => node.type === 'mdxJsxFlowElement' && NAMES.has(node.name))) return
    const source = descriptionFileFor(version)
    if (!existsSync(source)) throw new Error(`${file.path}: the mlp reference of this documentation snapshot needs ${source} (npm run version:cut copies it)`)
    const description = loadDescription(source)
    const document = loadDocument(documentFilesFor(version).document)
    const render = { CliCommands: commandTable, CliGlobalFlags: globalFlagTable, CliExitCodes: exitCodeTable }
    tree.children = tree.children.map((node) => (node.type === 'mdxJsxFlowElement' && NAMES.has(node.name) ? render[node.name](description, document, locale) : node))
  }
}
