/**
 * The mlp client's one description: openapi/mlp.yaml, beside the REST API's document, in the
 * format of openapi/mlp.schema.json. docs/client renders its command reference from it
 * (lib/cli/remark-cli.mjs) and every `mlp …` in a page is checked against it (lib/cli/check.mjs).
 * Its JSON Schemas (`json`, a flag's `schema`) refer to the API's shapes as `openapi.yaml#/…`,
 * resolved against the document given. Server-only.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { deref, documentFilesFor, loadSiteYaml } from '../openapi/document.mjs'
import { ajvFor } from '../openapi/examples.mjs'

export const DESCRIPTION_FILE = path.resolve(process.cwd(), 'openapi/mlp.yaml')
const FORMAT_FILE = path.resolve(process.cwd(), 'openapi/mlp.schema.json')
const DOCUMENT_ID = 'openapi.yaml'

/** The description a page of `version` is rendered from: a snapshot's own copy beside its frozen document (versions/<v>/openapi/). @param {string | null} [version] */
export const descriptionFileFor = (version = null) => path.join(path.dirname(documentFilesFor(version).document), 'mlp.yaml')

/** The description with the site's `%variables%` substituted, read again when the file changed. */
export const loadDescription = (file = DESCRIPTION_FILE) => loadSiteYaml(file)

/** The validate function of a schema (its `$ref`s into `openapi.yaml#/…`) of the description (compiled once). */
const compiled = new WeakMap()
export function validatorFor(document, schema) {
  if (!compiled.has(schema)) compiled.set(schema, ajvFor(document).ajv.compile(schema))
  return compiled.get(schema)
}

/** ajv's errors as one line each: `/0/instances must have required property 'desired'`. */
export const describeErrors = (errors) =>
  errors.map((error) => `${error.instancePath || '(value)'} ${error.message}${error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : ''}${error.params?.additionalProperty ? `: "${error.params.additionalProperty}"` : ''}`)

/** A schema of the description with its `openapi.yaml#/…` reference followed into the document. */
export function resolveSchema(document, schema) {
  if (typeof schema?.$ref !== 'string') return schema ?? {}
  if (!schema.$ref.startsWith(`${DOCUMENT_ID}#/`)) throw new Error(`openapi/mlp.yaml: cannot resolve $ref ${schema.$ref} (only ${DOCUMENT_ID}#/…)`)
  return deref(document, { $ref: schema.$ref.slice(DOCUMENT_ID.length) })
}

/** The values a flag's schema allows, when it lists them (`enum`, or `oneOf` of `const`s); else null. */
export function allowedValues(document, schema) {
  const resolved = resolveSchema(document, schema)
  if (resolved.enum) return resolved.enum.map(String)
  if (resolved.oneOf?.every((option) => 'const' in option)) return resolved.oneOf.map((option) => String(option.const))
  return null
}

/** Whether a flag's value is a number (its schema is an integer or number one). */
export const isNumeric = (document, schema) => ['integer', 'number'].includes(resolveSchema(document, schema).type)

/** Every command that runs (not a group), in the file's order: `{ path: ['services', 'get'], command }`. */
export function leafCommands(description) {
  const leaves = []
  const walk = (commands, prefix) => {
    for (const [name, command] of Object.entries(commands ?? {})) {
      if (command.commands) walk(command.commands, [...prefix, name])
      else leaves.push({ path: [...prefix, name], command })
    }
  }
  walk(description.commands, [])
  return leaves
}

/** The command at a path (`['services', 'get']`), or null. */
export const commandAt = (description, names) => names.reduce((node, name) => node?.commands?.[name] ?? null, description)

/**
 * What is wrong with a description: the format (openapi/mlp.schema.json), then what the format
 * cannot say: error codes the document does not have, schemas that do not compile (a `$ref` to
 * nowhere), a flag that shadows a global one, a short name used twice. Empty when it is right.
 */
export function descriptionErrors(description, document) {
  const format = new Ajv2020({ allErrors: true, allowUnionTypes: true })
  const validate = format.compile(JSON.parse(readFileSync(FORMAT_FILE, 'utf8')))
  if (!validate(description)) return describeErrors(validate.errors).map((message) => `openapi/mlp.yaml ${message} (openapi/mlp.schema.json)`)
  const errors = []
  const codes = new Set(resolveSchema(document, { $ref: `${DOCUMENT_ID}#/components/schemas/ErrorCode` }).oneOf.map((option) => option.const))
  for (const [exit, { errorCodes = [] }] of Object.entries(description.exitCodes)) {
    for (const code of errorCodes) if (!codes.has(code)) errors.push(`exit code ${exit}: "${code}" is no ErrorCode of openapi/openapi.yaml`)
  }
  const compiles = (where, schema) => {
    try {
      validatorFor(document, schema)
      resolveSchema(document, schema)
    } catch (error) {
      errors.push(`${where}: ${error.message}`)
    }
  }
  compiles('errorJson', description.errorJson)
  const globalShorts = new Map(Object.entries(description.globalFlags).flatMap(([name, flag]) => (flag.short ? [[flag.short, name]] : [])))
  const flagsOf = (where, flags = {}) => {
    const shorts = new Map(globalShorts)
    for (const [name, flag] of Object.entries(flags)) {
      if (where !== 'globalFlags' && description.globalFlags[name]) errors.push(`${where}.${name}: a global flag has this name`)
      if (flag.short && where !== 'globalFlags') {
        if (shorts.has(flag.short)) errors.push(`${where}.${name}: -${flag.short} is also --${shorts.get(flag.short)}`)
        shorts.set(flag.short, name)
      }
      if (flag.schema) compiles(`${where}.${name}`, flag.schema)
    }
  }
  flagsOf('globalFlags', description.globalFlags)
  flagsOf('flags', description.flags)
  const walk = (commands, prefix) => {
    for (const [name, command] of Object.entries(commands)) {
      const where = `commands.${[...prefix, name].join('.')}`
      flagsOf(`${where}.flags`, command.flags)
      for (const kind of ['json', 'jsonLines']) if (command[kind]) compiles(`${where}.${kind}`, command[kind])
      if (command.commands) walk(command.commands, [...prefix, name])
    }
  }
  walk(description.commands, [])
  return errors.map((message) => `openapi/mlp.yaml ${message}`)
}
