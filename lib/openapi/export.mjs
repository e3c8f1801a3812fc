/**
 * The document as readers download it (/api/openapi.json, /api/openapi.yaml, linked from the REST
 * overview): variables substituted, in English, for client generators and API tools.
 */
import { readFileSync } from 'node:fs'
import { variables } from '../../site.config.mjs'
import { substituteVariables } from '../content/variables.mjs'
import { DOCUMENT_FILE, loadDocument } from './document.mjs'
import { withCodeSamples } from '../samples/generate.mjs'

/** With each operation's request samples (`x-codeSamples`, lib/samples/generate.mjs). */
export const openApiJson = () => `${JSON.stringify(withCodeSamples(loadDocument()), null, 2)}\n`
/** The YAML as written (comments and order kept), variables substituted. */
export const openApiYaml = () => substituteVariables(readFileSync(DOCUMENT_FILE, 'utf8'), variables).text
