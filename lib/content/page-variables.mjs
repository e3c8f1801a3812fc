// What `%name%` placeholders in pages can name: the site's variables (site.config.mjs) and the
// platform facts (`%facts.…%`, lib/content/facts.mjs). Server-only: the build and the content check.
import { variables } from '../../site.config.mjs'
import { facts } from './facts.mjs'

export const pageVariables = { ...variables, facts }
