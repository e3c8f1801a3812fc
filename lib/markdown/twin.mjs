/**
 * The Markdown twin of a page (`/docs/client.md` beside `/docs/client`), for assistants and agents
 * that read the docs: made from the same MDX as the page, after the same `%variable%` substitution
 * and the same REST reference plugin (lib/openapi/remark-api.mjs), with every component the pages
 * use written as plain Markdown (`componentsAsMarkdown`), from the page's one parse
 * (lib/page/parse.mjs). What cannot be written as Markdown — an unknown component, an
 * `import`/`export`, a `%variable%` left over — stops the build, naming the file and line.
 */
import { EXIT, visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { stringify as stringifyYaml } from 'yaml'
import { site } from '../../site.config.mjs'
import { channelRows } from '../channels/channel-list.mjs'
import { localize } from '../i18n/localize.mjs'
import { readFrontMatter } from '../content/routes.mjs'
import { stripHighlightMarkers } from '../highlight/markers.mjs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import remarkApi from '../openapi/remark-api.mjs'
import remarkCli from '../cli/remark-cli.mjs'
import { markdownProcessor, parsePage } from '../page/parse.mjs'
import { twinSections } from './twin-sections.mjs'
import { languageOf } from '../samples/languages.mjs'

const attribute = (node, name) => node.attributes?.find((entry) => entry.name === name)?.value
const text = (value) => ({ type: 'text', value })

/**
 * Each JSX component the pages use, as Markdown nodes: `(node, context) => nodes`. A component
 * missing here fails the build (docs/WRITING.md, "Pages for assistants").
 */
export const componentsAsMarkdown = {
  // A callout is a blockquote that says its kind first: "> **Warning.** …".
  Callout: (node, { locale }) => {
    const kind = attribute(node, 'type') ?? 'default'
    const { callout } = dictionaries[locale].markdown
    const label = callout[kind] ?? callout.default
    const [first, ...rest] = node.children
    const lead = { type: 'strong', children: [text(`${label}.`)] }
    const children = first?.type === 'paragraph' ? [{ ...first, children: [lead, text(' '), ...first.children] }, ...rest] : [{ type: 'paragraph', children: [lead] }, ...node.children]
    return [{ type: 'blockquote', children }]
  },
  // A channel's label in running text, linked to its row of the channel table.
  Channel: (node, { locale }) => {
    const id = attribute(node, 'id')
    const row = channelRows(locale).find((entry) => entry.id === id)
    if (!row) return null
    return [{ type: 'link', url: `${localize(locale, '/docs/reference/channels')}#channel-${id}`, children: [text(row.label)] }]
  },
  // All 32 channels as a table: identifier, name, kind.
  ChannelTable: (node, { locale }) => {
    const t = dictionaries[locale].channels.table
    const cell = (...children) => ({ type: 'tableCell', children })
    const row = (cells) => ({ type: 'tableRow', children: cells })
    return [
      {
        type: 'table',
        align: [null, null, null],
        children: [row([cell(text(t.id)), cell(text(t.label)), cell(text(t.kind))]), ...channelRows(locale).map((entry) => row([cell({ type: 'inlineCode', value: entry.id }), cell(text(entry.label)), cell(text(entry.kind))]))],
      },
    ]
  },
  // Tabs (Nextra's `<Tabs items={[…]}>` with a `<Tabs.Tab>` each): the tabs one after another, each under its name.
  Tabs: (node) => {
    const names = node.attributes.find((entry) => entry.name === 'items')?.value?.data?.estree?.body[0]?.expression?.elements?.map((element) => element.value) ?? []
    return node.children
      .filter((child) => child.name === 'Tabs.Tab')
      .flatMap((tab, index) => [{ type: 'paragraph', children: [{ type: 'strong', children: [text(String(names[index] ?? index + 1))] }] }, ...tab.children])
  },
  // A code group (components/docs/code-group.tsx): each sample under its language's name, in the tabs' order.
  CodeGroup: (node) =>
    node.children.flatMap((child) => {
      const language = child.type === 'code' ? languageOf(child.lang) : null
      return language ? [{ type: 'paragraph', children: [{ type: 'strong', children: [text(language.label)] }] }, child] : [child]
    }),
  // A REST operation (written by remark-api): its method, path and operationId, then its reference.
  ApiOperation: (node) => [
    { type: 'paragraph', children: [{ type: 'inlineCode', value: `${attribute(node, 'method')} ${attribute(node, 'path')}` }, text(' ('), { type: 'inlineCode', value: attribute(node, 'operationId') }, text(')')] },
    ...node.children,
  ],
}

const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement'])
/** The text a node holds. */
const mdastText = (node) => node.value ?? (node.children ?? []).map(mdastText).join('')

/** Absolute URL of a site-relative link (`/docs/client` → `https://…/docs/client`). */
const absolute = (url) => (url.startsWith('/') && !url.startsWith('//') ? `${site.url.replace(/\/$/, '')}${url}` : url)

/** The remark plugin that turns the page's MDX tree into plain Markdown. */
function remarkPlainMarkdown({ locale, file }) {
  return (tree, vfile) => {
    const fail = (node, message) => {
      throw new Error(`${file}:${node.position?.start.line ?? 1} ${message}`)
    }
    const rewrite = (parent) => {
      parent.children = parent.children.flatMap((node) => {
        if (node.type === 'mdxjsEsm' || node.type === 'yaml') return []
        if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
          // `{' '}` keeps a breakable space on a Russian page; any other expression has no Markdown form.
          if (/^\s*['"]\s*['"]\s*$/.test(node.value)) return [text(' ')]
          return fail(node, `the expression {${node.value}} has no Markdown form`)
        }
        if (JSX.has(node.type) && /^[a-z]/.test(node.name ?? '')) {
          // HTML written in the MDX: a decorative icon is left out, anything else keeps its text.
          if (attribute(node, 'aria-hidden') === 'true') return []
          if (node.name === 'br') return [{ type: 'break' }]
          if (node.name === 'kbd') return [{ type: 'inlineCode', value: mdastText(node) }]
          if (!['sub', 'sup', 'span', 'b', 'i', 'em', 'strong', 'small', 'abbr', 'mark'].includes(node.name)) return fail(node, `<${node.name}> has no Markdown form (lib/markdown/twin.mjs)`)
          rewrite(node)
          return node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: node.children }] : node.children
        }
        if (JSX.has(node.type)) {
          const toMarkdown = componentsAsMarkdown[node.name]
          if (!toMarkdown) return fail(node, `<${node.name}> has no Markdown form (lib/markdown/twin.mjs, componentsAsMarkdown)`)
          const nodes = toMarkdown(node, { locale })
          if (!nodes) return fail(node, `<${node.name}> could not be written as Markdown`)
          // What a component became is Markdown like the rest: links made absolute, code cleaned.
          const replaced = { children: nodes }
          rewrite(replaced)
          return replaced.children
        }
        if (node.type === 'heading') {
          // Nextra's custom heading ids (`## Роли [#roles]`) are not part of the text; the section list keeps them.
          const last = node.children.at(-1)
          const custom = last?.type === 'text' ? /\s*\[#([^\]]+)\]\s*$/.exec(last.value) : null
          if (custom) {
            last.value = last.value.slice(0, custom.index)
            node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: custom[1] } }
          }
        }
        if (node.type === 'link' || node.type === 'image') node.url = absolute(node.url)
        if (node.type === 'code') {
          node.value = stripHighlightMarkers(node.value).code
          node.meta = null
        }
        if (node.children) rewrite(node)
        return [node]
      })
      // A paragraph that began with a dropped icon begins with its text, not with the space after it.
      const [first] = parent.children
      if (parent.type === 'paragraph' && first?.type === 'text') first.value = first.value.trimStart()
    }
    rewrite(tree)
    vfile.data.sections = twinSections(tree)
  }
}

/**
 * The twin's body and sections, written from the page's tree (lib/page/parse.mjs) by the REST and
 * CLI reference plugins and the plain-Markdown rewrite above. The tree is changed: the twin is the last
 * reader of a page's parse. What cannot be written as Markdown throws, naming the file and line.
 * @param {import('mdast').Root} tree
 * @param {{ file: string, locale: 'ru' | 'en', version: string | null }} page as the content manifest gives it
 * @returns {{ body: string, sections: ReturnType<typeof twinSections> }}
 */
export function twinOf(tree, { file, locale, version }) {
  const processor = markdownProcessor().use(remarkApi, { locale, version }).use(remarkCli, { locale, version }).use(remarkPlainMarkdown, { locale, file })
  const vfile = new VFile({ path: file })
  processor.runSync(tree, vfile)
  const leftover = twinLeftovers(tree)
  if (leftover) throw new Error(`${file}:${leftover.line} the Markdown twin would keep ${leftover.what}: ${leftover.text}`)
  return { body: processor.stringify(tree), sections: vfile.data.sections }
}

/**
 * A twin: reduced front matter (title, description, canonical URL, last update, a post's
 * `api_changed` note), then the body.
 * @param {{ title: unknown, description?: unknown, api_changed?: unknown }} data the page's front matter
 * @param {{ body: string, locale: 'ru' | 'en', route: string, updated?: string | null }} page `route` locale-free
 */
export function twinMarkdown(data, { body, locale, route, updated = null }) {
  const head = {
    title: data.title,
    ...(data.description && { description: data.description }),
    url: `${site.url.replace(/\/$/, '')}${localize(locale, route)}`,
    ...(updated && { last_updated: updated.slice(0, 10) }),
    // A post whose samples call an API that changed since says so to an assistant too.
    ...(data.api_changed && { api_changed: data.api_changed }),
  }
  return `---\n${stringifyYaml(head, { lineWidth: 0 })}---\n\n${body}`
}

/**
 * The twin of one page from its text, parsed here (the build reads the twin of the page's one
 * parse instead: lib/page/analyze.mjs).
 * @param {{ source: string, file: string, locale: 'ru' | 'en', route: string, updated?: string | null }} page
 *   `source` is the MDX after `%variables%` are substituted; `route` locale-free.
 */
export function markdownTwin({ source, file, locale, route, updated = null }) {
  const { body } = twinOf(parsePage(source, file), { file, locale })
  return twinMarkdown(readFrontMatter(source).data, { body, locale, route, updated })
}

/**
 * What the twin's tree must not keep outside code: an `import`/`export`, a JSX element, a
 * `%variable%`. Returns the first one found (`{ what, line, text }`) or null.
 */
export function twinLeftovers(tree) {
  /** @type {{ what: string, line: number, text: string }[]} */
  const found = []
  visit(tree, (node) => {
    const what =
      (node.type === 'mdxjsEsm' && 'an import or export') ||
      (JSX.has(node.type) && 'a JSX tag') ||
      (node.type === 'text' && /(^|[^\\])%[a-z][a-z0-9_]*(\.[a-z0-9_]+)*%/.test(node.value) && 'a %variable%')
    if (!what) return
    found.push({ what, line: node.position?.start.line ?? 1, text: node.type === 'text' ? node.value.trim() : `<${node.name ?? ''}>` })
    return EXIT
  })
  return found[0] ?? null
}
