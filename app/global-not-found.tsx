import type { Metadata } from 'next'
import { DocsRootLayout } from '../components/layout/docs-root-layout'
import { NotFoundScreen, notFoundMetadata } from '../components/layout/not-found-screen'

// The export's /404.html: unknown paths outside /en/ are answered with it, in Russian.
export const metadata: Metadata = notFoundMetadata('ru')

export default function GlobalNotFound() {
  return (
    <DocsRootLayout locale="ru">
      <NotFoundScreen locale="ru" />
    </DocsRootLayout>
  )
}
