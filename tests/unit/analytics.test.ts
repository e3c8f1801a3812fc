import { describe, expect, it } from 'vitest'
import { afterLoad, analyticsConfig, gtmSnippet, metrikaSnippet } from '@/lib/site/analytics.mjs'

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

  it('runs a snippet only after the load event, when the browser is idle', () => {
    const calls: string[] = []
    const listeners: Record<string, () => void> = {}
    const run = (readyState: string) =>
      new Function('window', 'document', 'addEventListener', afterLoad("window.calls.push('ran')"))(
        { calls, requestIdleCallback: (fn: () => void) => (calls.push('idle'), fn()) },
        { readyState },
        (type: string, fn: () => void) => (listeners[type] = fn),
      )
    run('loading')
    expect(calls).toEqual([])
    listeners.load()
    expect(calls).toEqual(['idle', 'ran'])
    run('complete')
    expect(calls).toEqual(['idle', 'ran', 'idle', 'ran'])
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
      const { Analytics } = await import('@/components/layout/analytics')
      type InlineScript = { type: string; props: { id: string; dangerouslySetInnerHTML: { __html: string } } }
      const element = Analytics() as { props: { children: (InlineScript | string | false)[] } }
      return element.props.children
        .filter((child): child is InlineScript => typeof child === 'object' && child !== null)
        .map((child) => ({ tag: child.type, id: child.props.id, code: child.props.dangerouslySetInnerHTML.__html }))
    }
    expect(await render()).toEqual([])
    vi.stubEnv('NEXT_PUBLIC_METRIKA_ID', '98765432')
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-TEST12')
    try {
      const scripts = await render()
      expect(scripts.map((script) => `${script.tag}#${script.id}`)).toEqual(['script#yandex-metrika', 'script#google-tag-manager'])
      expect(scripts[0].code).toContain('ym(98765432')
      expect(scripts[1].code).toContain('GTM-TEST12')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
