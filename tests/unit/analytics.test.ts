import { describe, expect, it } from 'vitest'
import { analyticsConfig, gtmSnippet, metrikaSnippet } from '../../lib/site/analytics.mjs'

describe('analytics', () => {
  it('is off without ids', () => {
    expect(analyticsConfig({})).toEqual({ metrikaId: '', gtmId: '' })
  })

  it('builds the Metrika counter with session recording and the GTM container from their ids', () => {
    expect(analyticsConfig({ metrikaId: '12345678', gtmId: 'GTM-ABC123' })).toEqual({ metrikaId: '12345678', gtmId: 'GTM-ABC123' })
    expect(metrikaSnippet('12345678')).toContain("ym(12345678,'init',{")
    expect(metrikaSnippet('12345678')).toContain('webvisor:true')
    expect(gtmSnippet('GTM-ABC123')).toContain("'dataLayer','GTM-ABC123'")
  })

  it('refuses malformed ids instead of shipping them into a script', () => {
    expect(() => analyticsConfig({ metrikaId: "1');alert(1);('" })).toThrow(/METRIKA_ID/)
    expect(() => analyticsConfig({ gtmId: 'GTM-<x>' })).toThrow(/GTM_ID/)
  })
})

describe('the Analytics component', () => {
  it('renders nothing by default and both counters when their ids are set at build time', async () => {
    const { vi } = await import('vitest')
    const render = async () => {
      vi.resetModules()
      const { Analytics } = await import('../../components/layout/analytics')
      const element = Analytics() as { props: { children: unknown[] } }
      return (element.props.children as ({ props: { id: string; children: string } } | string | false)[])
        .filter((child): child is { props: { id: string; children: string } } => typeof child === 'object' && child !== null)
        .map((child) => ({ id: child.props.id, code: child.props.children }))
    }
    expect(await render()).toEqual([])
    vi.stubEnv('NEXT_PUBLIC_METRIKA_ID', '98765432')
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-TEST12')
    try {
      const scripts = await render()
      expect(scripts.map((script) => script.id)).toEqual(['yandex-metrika', 'google-tag-manager'])
      expect(scripts[0].code).toContain('ym(98765432')
      expect(scripts[1].code).toContain('GTM-TEST12')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
