// Highlighted code's lines (hast, as rehype-pretty-code leaves them) as one HTML string, with the
// bytes React would write for them: the page's HTML does not change when the lines stop being a
// tree of elements (lib/highlight/rehype-code.mjs).
import { find, html } from 'property-information'

// React's escaping, for text and attributes alike.
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escape = (text) => text.replace(/[&<>"']/g, (character) => ENTITIES[character])

// The attributes highlighted code carries (shiki and rehype-pretty-code); anything else is left to React.
const ATTRIBUTE = /^(?:class|style|id|dir|title|data-[\w-]+|aria-[\w-]+)$/
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/** A style attribute as React writes the object MDX makes of it: `name:value` joined by `;`. */
const cssText = (style) =>
  style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(([name, ...value]) => name && value.length)
    .map(([name, ...value]) => `${name}:${value.join(':')}`)
    .join(';')

/** An attribute's value as React writes it: data- and aria- booleans as words, no other booleans. */
function attributeText(name, value) {
  if (Array.isArray(value)) return value.join(' ')
  if (name === 'style') return typeof value === 'string' ? cssText(value) : null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value === true && /^(?:data|aria)-/.test(name)) return 'true'
  return null
}

/**
 * The HTML of `nodes` when they are only elements with plain attributes and text; null otherwise
 * (a comment, an expression, a void element, an attribute React would rename or drop), so the caller
 * leaves them to MDX and React.
 * @param {Array<import('hast').RootContent>} nodes
 * @returns {string | null}
 */
export function linesHtml(nodes) {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escape(node.value)
      continue
    }
    if (node.type !== 'element' || VOID.has(node.tagName)) return null
    let attributes = ''
    for (const [property, value] of Object.entries(node.properties ?? {})) {
      if (value == null || value === false) continue
      const info = find(html, property)
      if (!ATTRIBUTE.test(info.attribute) || info.boolean) return null
      const text = attributeText(info.attribute, value)
      if (text === null) return null
      attributes += ` ${info.attribute}="${escape(text)}"`
    }
    const inner = linesHtml(node.children)
    if (inner === null) return null
    out += `<${node.tagName}${attributes}>${inner}</${node.tagName}>`
  }
  return out
}
