// What `%name%` placeholders in pages can name: the site's variables (site.config.mjs) and the
// platform facts (`%facts.…%`, lib/content/facts.mjs). Server-only: the build and the content check.
import path from 'node:path'
import { variables } from '../../site.config.mjs'
import { facts } from './facts.mjs'
import { formatVariableErrors, substituteVariables } from './variables.mjs'

export const pageVariables = { ...variables, facts }

/**
 * A page's `source` with its variables substituted, as the page's compile sees it; an unknown one
 * throws, naming `file` (absolute) and the line (the build's pre-loader and the dev server's loaders).
 */
export function pageText(source, file) {
  const { text, errors } = substituteVariables(source, pageVariables)
  if (errors.length) throw new Error(formatVariableErrors(path.relative(process.cwd(), file), errors))
  return text
}
