/**
 * `%name%` and `%map.key%` placeholders in content, replaced with values from
 * `variables` in site.config.mjs. `\%name%` writes the placeholder literally.
 */

export const VARIABLE_RE = /(\\?)%([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)%/g

/** The value at a dotted path, or undefined when the path does not name a text value. */
export function lookupVariable(variables, name) {
  let value = variables
  for (const key of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = value[key]
  }
  return typeof value === 'object' ? undefined : String(value)
}

/**
 * Replaces every placeholder in `text`. Unknown names are collected with their line and
 * column, so the caller can report `file:line:column` and fail the build.
 */
export function substituteVariables(text, variables) {
  const errors = []
  const result = text.replace(VARIABLE_RE, (match, escape, name, offset) => {
    if (escape) return match.slice(1)
    const value = lookupVariable(variables, name)
    if (value !== undefined) return value
    const before = text.slice(0, offset)
    const line = before.split('\n').length
    const column = offset - before.lastIndexOf('\n')
    errors.push({ name, line, column })
    return match
  })
  return { text: result, errors }
}

/** Writer-facing messages, one per unknown variable of a file: `file:line:column unknown variable %name%`. */
export function variableErrorMessages(file, errors) {
  return errors.map(({ name, line, column }) => `${file}:${line}:${column} unknown variable %${name}% (see variables in site.config.mjs)`)
}

/** The same messages as one text, for a build error. */
export const formatVariableErrors = (file, errors) => variableErrorMessages(file, errors).join('\n')
