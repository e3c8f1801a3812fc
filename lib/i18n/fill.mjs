/** A dictionary template with its `{name}` placeholders filled; an unknown name stays as written. */
export const fill = (template, values) => template.replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match))
