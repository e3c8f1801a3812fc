import { afterEach, describe, expect, it, vi } from 'vitest'
import { oncePerBuild } from '@/lib/content/once-per-build.mjs'

describe('oncePerBuild', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('computes an answer once per distinct arguments in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const list = vi.fn((locale: string) => [`/${locale}/a`, `/${locale}/b`])
    const routes = oncePerBuild(list)
    expect(routes('ru')).toEqual(['/ru/a', '/ru/b'])
    expect(routes('ru')).toBe(routes('ru'))
    expect(routes('en')).toEqual(['/en/a', '/en/b'])
    expect(list).toHaveBeenCalledTimes(2)
  })

  it('shares a frozen answer: a caller that sorts it in place fails', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const routes = oncePerBuild(() => ['/b', '/a'])
    expect(() => routes().sort()).toThrow(TypeError)
  })

  it('reads afresh outside a build (next dev, scripts, tests)', () => {
    for (const mode of ['development', 'test', '']) {
      vi.stubEnv('NODE_ENV', mode)
      const list = vi.fn(() => ['/a'])
      const routes = oncePerBuild(list)
      routes()
      routes()
      expect(list, mode).toHaveBeenCalledTimes(2)
    }
  })
})
