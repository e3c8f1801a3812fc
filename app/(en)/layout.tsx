import { DocsRootLayout } from '@/components/layout/docs-root-layout'
import { siteMetadata } from '@/lib/site/metadata'

export const metadata = siteMetadata('en')

export default function Layout({ children }: { children: React.ReactNode }) {
  return <DocsRootLayout locale="en">{children}</DocsRootLayout>
}
