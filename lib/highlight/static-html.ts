// Highlighted code as one HTML string instead of a tree of React elements.
//
// A code block's lines and tokens are static: nothing in them reacts to the reader. As React
// elements, each token span is an element of the RSC payload React hydrates from, and is hydrated
// one by one — on /en/docs/client, 446 of the page's 935 elements. As the `code` element's inner
// HTML they are one string of that payload and one element to hydrate; the DOM is the same.
import { isValidElement, type ReactNode } from 'react'

// React's escaping, for text and attributes alike: the same bytes as a React-rendered page.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character])

// The attributes highlighted code carries (shiki and rehype-pretty-code); anything else is left to React.
const ATTRIBUTE = /^(?:class|style|id|dir|title|data-[\w-]+|aria-[\w-]+)$/
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/** A style object as CSS text, or null when React would have to add units or rename a property. */
function cssText(style: Record<string, unknown>): string | null {
  const declarations: string[] = []
  for (const [property, value] of Object.entries(style)) {
    if (value == null || value === '') continue
    if (typeof value !== 'string' && !(typeof value === 'number' && property.startsWith('--'))) return null
    const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    declarations.push(`${name}:${value}`)
  }
  return declarations.join(';')
}

/** An attribute's value as React writes it: data- and aria- booleans as words, no other booleans. */
function attributeText(name: string, value: unknown): string | null {
  if (name === 'style') return typeof value === 'object' ? cssText(value as Record<string, unknown>) : null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (typeof value === 'boolean' && /^(?:data|aria)-/.test(name)) return String(value)
  return null
}

/**
 * The HTML React would render for `node`, when it is made only of host elements with plain
 * attributes and text; null otherwise (a component, an event handler, a ref), so the caller renders
 * it with React as before.
 */
export function staticHtml(node: ReactNode): string | null {
  if (node == null || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node))
  if (Array.isArray(node)) {
    let html = ''
    for (const child of node) {
      const part = staticHtml(child)
      if (part === null) return null
      html += part
    }
    return html
  }
  if (!isValidElement<Record<string, unknown>>(node) || typeof node.type !== 'string' || VOID.has(node.type)) return null
  const { children, ...props } = node.props
  let attributes = ''
  for (const [prop, value] of Object.entries(props)) {
    if (value == null) continue
    const name = prop === 'className' ? 'class' : prop
    if (!ATTRIBUTE.test(name)) return null
    const text = attributeText(name, value)
    if (text === null) return null
    attributes += ` ${name}="${escape(text)}"`
  }
  const inner = staticHtml(children as ReactNode)
  return inner === null ? null : `<${node.type}${attributes}>${inner}</${node.type}>`
}
