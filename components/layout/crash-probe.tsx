'use client'

import { useEffect, useState } from 'react'

/**
 * Lets end-to-end tests exercise the crash screen on a real page: it throws while rendering
 * when the session holds the `crash-test` flag, which no reader ever sets.
 */
export function CrashProbe() {
  const [crash, setCrash] = useState(false)
  useEffect(() => {
    if (sessionStorage.getItem('crash-test')) {
      sessionStorage.removeItem('crash-test')
      setCrash(true)
    }
  }, [])
  if (crash) throw new Error('Crash requested by the crash-test flag')
  return null
}
