import { describe, expect, it } from 'vitest'
import { variables } from '@/site.config.mjs'
import { formatVariableErrors, lookupVariable, substituteVariables } from '@/lib/content/variables.mjs'

describe('content variables', () => {
  it('substitutes top-level and dotted names in prose, links, code and front matter', () => {
    const source = [
      '---',
      'title: "%product% API"',
      '---',
      'Напишите на [%mail.support%](mailto:%mail.support%).',
      '```bash',
      'curl https://%domain.api%/api/v1/predict/%sys_acc%/llm',
      '```',
    ].join('\n')
    const { text, errors } = substituteVariables(source, variables)
    expect(errors).toEqual([])
    expect(text).toContain(`title: "${variables.product} API"`)
    expect(text).toContain(`[${variables.mail.support}](mailto:${variables.mail.support})`)
    expect(text).toContain(`curl https://${variables.domain.api}/api/v1/predict/${variables.sys_acc}/llm`)
  })

  it('reports unknown names with line and column and leaves them in place', () => {
    const { text, errors } = substituteVariables('line one\nsee %product% and %nope.key%\n', variables)
    expect(errors).toEqual([{ name: 'nope.key', line: 2, column: 19 }])
    expect(text).toContain('%nope.key%')
    expect(formatVariableErrors('content/docs/x.mdx', errors)).toBe(
      'content/docs/x.mdx:2:19 unknown variable %nope.key% (see variables in site.config.mjs)',
    )
  })

  it('treats a map name without a key as unknown, and an escaped placeholder as literal text', () => {
    expect(lookupVariable(variables, 'mail')).toBeUndefined()
    expect(lookupVariable(variables, 'mail.partner')).toBe(variables.mail.partner)
    const { text, errors } = substituteVariables(String.raw`date +\%m%d and 50% off`, variables)
    expect(errors).toEqual([])
    expect(text).toBe('date +%m%d and 50% off')
  })
})
