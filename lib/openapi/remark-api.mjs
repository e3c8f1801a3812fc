/**
 * A remark plugin (lib/page/mdx-options.mjs) that writes the REST reference into a page from
 * openapi/openapi.yaml, in the page's language, where the writer put one of:
 *
 *   <ApiOperationTable tag="Services" />   the table of a tag's operations, linked to their sections
 *   <ApiOperations tag="Services" />       every operation of the tag: a `###` heading each, then its reference
 *   <ApiOperation id="createService" />    one operation
 *   <ApiSchema name="Service" />           a schema's fields, under the writer's own heading (the nearest
 *                                          before it), which gets the anchor `schema-service`, so that
 *                                          operations link to it
 *   <ApiEnum name="AuditAction" />         an enumeration's values with their meaning (and `x-details`)
 *   <ApiErrorCodes />                      the error codes every API shares, with their HTTP status and
 *                                          whether to retry; `task="gpt"`: those of one task type;
 *                                          `operation="createService"`: those one operation answers, with
 *                                          what they mean there; `codes="conflict quota_exceeded"`: a subset
 *   <ApiRateLimits />                      the route groups requests are counted in, with their limits
 *                                          (the document's `x-rate-limits`)
 *
 * It runs before Nextra's own remark steps, so the headings reach the TOC and search. An unknown
 * tag, operation or schema stops the build naming the file and line, and so does, on a current
 * page, a table of error codes typed by hand or a code written with another HTTP status. A page of a documentation
 * snapshot is rendered from the document frozen with it (versions/<v>/openapi/).
 */
import { existsSync } from 'node:fs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'
import { localize, pageLocale } from '../i18n/localize.mjs'
import { documentFilesFor, loadDocument, operationAnchor, operationById, operations } from './document.mjs'
import { errorTableFindings } from './error-tables.mjs'
import { localizeDocument } from './i18n.mjs'
import { blocks, enumTable, errorCodeTable, fieldTable, operationNodes, operationTable, rateLimitTable } from './mdast.mjs'

const NAMES = new Set(['ApiOperationTable', 'ApiOperations', 'ApiOperation', 'ApiSchema', 'ApiEnum', 'ApiErrorCodes', 'ApiRateLimits'])
const attribute = (node, name) => node.attributes.find((entry) => entry.name === name)?.value
/** The anchor of a schema's heading on the page that documents it: 'schema-resource-group'. */
export const schemaAnchor = (name) => `schema-${operationAnchor(name)}`


/**
 * @param {{ locale: 'ru' | 'en', version?: string | null }} page the page's locale and documentation
 *   version, from the content manifest (lib/content/manifest.mjs): the document and the language it is written in
 */
export default function remarkApi(page) {
  const { locale, version } = pageLocale(page, 'remarkApi')
  return (tree, file) => {
    const files = documentFilesFor(version)
    // Error codes the page writes itself agree with the document, and no table copies its codes
    // (lib/openapi/error-tables.mjs): checked on the tree this compile parsed anyway. Snapshots are frozen.
    if (version === null) {
      const [first, ...more] = errorTableFindings(tree, loadDocument())
      if (first) throw new Error(`${file.path}:${first.line} ${first.message}${more.length ? ` (and ${more.length} more on the page)` : ''}`)
    }
    const found = tree.children.some((node) => node.type === 'mdxJsxFlowElement' && NAMES.has(node.name))
    if (!found) return
    const t = dictionaries[locale].api
    if (!existsSync(files.document)) throw new Error(`${file.path}: the REST reference of this documentation snapshot needs ${files.document} (npm run version:cut copies it)`)
    const document = localizeDocument(loadDocument(files.document), locale, files.translations[locale])
    const fail = (node, message) => {
      throw new Error(`${file.path}:${node.position?.start.line ?? 1} ${message}`)
    }
    const ofTag = (node) => {
      const tag = attribute(node, 'tag')
      const entries = operations(document).filter((entry) => entry.tag === tag)
      if (!entries.length) fail(node, `<${node.name} tag="${tag}" />: no operation of openapi/openapi.yaml has this tag`)
      return entries
    }

    // Schemas the page documents, so that operations link to them instead of repeating them.
    const documented = new Map()
    tree.children.forEach((node, index) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'ApiSchema') return
      const name = attribute(node, 'name')
      const heading = tree.children.slice(0, index).findLast((other) => other.type === 'heading')
      if (!heading || heading.depth === 1) fail(node, `<ApiSchema name="${name}" /> needs a heading of its own before it`)
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: schemaAnchor(name) } }
      documented.set(name, schemaAnchor(name))
    })

    tree.children = tree.children.flatMap((node) => {
      if (node.type !== 'mdxJsxFlowElement' || !NAMES.has(node.name)) return [node]
      switch (node.name) {
        case 'ApiOperationTable':
          return [operationTable(document, ofTag(node), t)]
        case 'ApiOperations':
          return ofTag(node).flatMap((entry) => operationNodes(document, entry, t, { documented, locale }))
        case 'ApiOperation': {
          const id = attribute(node, 'id')
          try {
            return operationNodes(document, operationById(document, id), t, { documented, locale })
          } catch (error) {
            return fail(node, error.message)
          }
        }
        case 'ApiSchema': {
          const name = attribute(node, 'name')
          const schema = document.components?.schemas?.[name]
          if (!schema) fail(node, `<ApiSchema name="${name}" />: openapi/openapi.yaml has no schema "${name}"`)
          const others = new Map([...documented].filter(([other]) => other !== name))
          return [...blocks(schema.description), fieldTable(document, schema, t, { documented: others })].filter(Boolean)
        }
        case 'ApiEnum': {
          const name = attribute(node, 'name')
          const schema = document.components?.schemas?.[name]
          if (!schema?.oneOf?.some((option) => 'const' in option)) fail(node, `<ApiEnum name="${name}" />: openapi/openapi.yaml has no schema "${name}" listing its values as oneOf const`)
          return [enumTable(document, schema, t)]
        }
        case 'ApiRateLimits':
          if (!document['x-rate-limits']) fail(node, '<ApiRateLimits />: openapi/openapi.yaml has no x-rate-limits')
          return [rateLimitTable(document, t, locale, (page) => localize(locale, page))]
        default: {
          const [task, id, codes] = ['task', 'operation', 'codes'].map((name) => attribute(node, name))
          try {
            return [errorCodeTable(document, t, { task, codes, operation: id ? operationById(document, id) : undefined })]
          } catch (error) {
            return fail(node, `<ApiErrorCodes${node.attributes.map((entry) => ` ${entry.name}="${entry.value}"`).join('')} />: ${error.message}`)
          }
        }
      }
    })
  }
}
