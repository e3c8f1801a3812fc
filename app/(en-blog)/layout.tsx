import { BlogRootLayout } from '../../components/layout/blog-root-layout'
import { feedPaths } from '../../lib/blog/feed'
import { siteMetadata } from '../../lib/site/metadata'

export const metadata = {
  ...siteMetadata('en'),
  alternates: { types: { 'application/rss+xml': feedPaths('en').rss, 'application/atom+xml': feedPaths('en').atom } },
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return <BlogRootLayout locale="en">{children}</BlogRootLayout>
}
