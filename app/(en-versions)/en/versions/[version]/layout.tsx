import { DocsRootLayout } from '@/components/layout/docs-root-layout'
import { siteMetadata } from '@/lib/site/metadata'
import { snapshotVersions } from '@/lib/versions/snapshots.mjs'

// The pages of a documentation snapshot have their own root layout: its page map holds the
// snapshot's docs and API sets, so the sidebar shows the tree of that version.
export const metadata = siteMetadata('en')
export const dynamicParams = false
export const generateStaticParams = () => snapshotVersions().map((version) => ({ version }))

export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ version: string }> }) {
  const { version } = await params
  return (
    <DocsRootLayout locale="en" version={version}>
      {children}
    </DocsRootLayout>
  )
}
