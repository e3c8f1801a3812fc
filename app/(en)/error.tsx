'use client'

import { ErrorScreen } from '@/components/layout/error-screen'

export default function Error(props: { error: Error; reset: () => void }) {
  return <ErrorScreen locale="en" {...props} />
}
