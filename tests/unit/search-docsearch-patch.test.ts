import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The modal bundle Next compiles (`@docsearch/react/modal`) carries patches/@docsearch+react+4.7.0.patch.
const pkgDir = path.resolve('node_modules/@docsearch/react')
const modal = readFileSync(path.join(pkgDir, 'dist/esm/DocSearchModal.js'), 'utf8')

describe('the DocSearch patch', () => {
  it('is for the installed version', () => {
    expect(JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version).toBe('4.7.0')
    expect(modal.startsWith('/* Patched (patches/@docsearch+react+4.7.0.patch)')).toBe(true)
  })

  it('shows the error screen for any failing client', () => {
    expect(modal).toContain('u({nbHits:0,nbHitsQuery:n,searchError:!0})')
    expect(modal).toContain('||a.state.query&&a.state.context.searchError?e.createElement(Ou,')
    expect(modal).not.toContain('"RetryError"===(g=e.v).name&&a("error")')
  })

  it('keeps "Try" suggestions an array and counts nbHits per query', () => {
    expect(modal).not.toContain('searchSuggestions:k(k({}')
    expect(modal).not.toContain('u({nbHits:(null!=s?s:0)+i})')
    expect(modal).toContain('nbHitsQuery:n,searchError:!1')
    expect(modal).toContain('ue.initialSearchSuggestions')
  })

  it('never probes for eval (the site\'s CSP has no unsafe-eval)', () => {
    expect(modal).toContain('o=!1,s=!1')
    expect(modal).not.toContain('o=!ja.jitless,s=o&&Wa.value')
  })
})
