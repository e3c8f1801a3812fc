'use client'

import { useEffect, useState } from 'react'

/**
 * Lets end-to-end tests exercise the error screens on a real page: it throws while rendering
 * when the session holds the `crash-test` flag, which no reader ever sets. `crash-test=chunk`
 * throws the error Turbopack's runtime raises when a chunk fails to load.
 */
export function CrashProbe() {
  const [crash, setCrash] = useState<string | null>(null)
  useEffect(() => {
    const flag = sessionStorage.getItem('crash-test')
    if (flag) {
      sessionStorage.removeItem('crash-test')
      setCrash(flag)
    }
  }, [])
  if (crash === 'chunk') throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/0a1b2c3d4e5f6.js from module 4308'), { name: 'ChunkLoadError' })
  if (crash) throw new Error('Crash requested by the crash-test flag')
  return null
}
