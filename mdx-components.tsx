// Nextra's base MDX components (images, links). Each theme's pages add their own components
// explicitly, so the blog does not ship the docs theme's code and vice versa.
import { useMDXComponents as getNextraComponents } from 'nextra/mdx-components'
import type { MDXComponents } from 'nextra/mdx-components'

export function useMDXComponents(components?: MDXComponents) {
  return getNextraComponents(components ?? {})
}
